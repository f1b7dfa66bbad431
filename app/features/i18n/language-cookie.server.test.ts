import { expect, test } from "vitest";
import { readLanguageCookie } from "./language-cookie.server";

test("the lng cookie names the visitor's language", () => {
  expect(readLanguageCookie("a=1; lng=vi; b=2")).toBe("vi");
  expect(readLanguageCookie("lng=fil")).toBe("fil");
});

test("no cookie, or one that holds anything but a supported language, is no choice", () => {
  expect(readLanguageCookie(null)).toBeNull();
  expect(readLanguageCookie("lng=xx")).toBeNull();
  expect(readLanguageCookie("lng=")).toBeNull();
});

test("a malformed cookie is no choice either, never an error", () => {
  for (const header of ["lng=%E0%A4%A", "lng=%", "lng=%ZZ; other=1", "lng=v%i"]) {
    expect(() => readLanguageCookie(header), header).not.toThrow();
    expect(readLanguageCookie(header), header).toBeNull();
  }
});
