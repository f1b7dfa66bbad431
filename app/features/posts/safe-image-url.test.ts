import { expect, test } from "vitest";
import { safeImageUrl } from "./posts.server";

test("cover URLs keep site paths and http(s) URLs only", () => {
  expect(safeImageUrl("/media/0b5c9f1e-4d1e-4a7e-9b0a-2f1c3d4e5f60")).toBe("/media/0b5c9f1e-4d1e-4a7e-9b0a-2f1c3d4e5f60");
  expect(safeImageUrl(" https://cdn.example.com/a.webp ")).toBe("https://cdn.example.com/a.webp");
  for (const bad of [
    "javascript:alert(1)",
    " JAVASCRIPT:alert(1)",
    "data:image/svg+xml,<svg onload=alert(1)>",
    "//evil.example/x.png",
    "/\\evil.example",
    "",
    null,
    undefined,
  ]) {
    expect(safeImageUrl(bad), String(bad)).toBeNull();
  }
});
