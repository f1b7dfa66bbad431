import { expect, test } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

test("same-site paths pass through", () => {
  expect(safeRedirectPath("/news?page=2#top")).toBe("/news?page=2#top");
});

test("other sites and odd values fall back", () => {
  for (const bad of ["//evil.com", "https://evil.com", "/\\evil.com", "javascript:alert(1)", "", null, undefined, "/a\nb"]) {
    expect(safeRedirectPath(bad, "/home")).toBe("/home");
  }
});
