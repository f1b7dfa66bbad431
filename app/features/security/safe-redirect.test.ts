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

test("paths in any script come back percent-encoded, so they fit a Location header", () => {
  for (const [path, expected] of [
    ["/tin-tức?q=bài viết", "/tin-t%E1%BB%A9c?q=b%C3%A0i%20vi%E1%BA%BFt"],
    ["/新闻#đầu", "/%E6%96%B0%E9%97%BB#%C4%91%E1%BA%A7u"],
  ]) {
    const to = safeRedirectPath(path);
    expect(to).toBe(expected);
    expect(() => new Headers({ Location: to })).not.toThrow();
  }
});

test("a path that cannot be encoded falls back instead of failing", () => {
  expect(safeRedirectPath("/a\uD800b", "/home")).toBe("/home");
  expect(safeRedirectPath("/a\u007fb", "/home")).toBe("/home");
});
