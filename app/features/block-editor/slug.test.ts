import { expect, test } from "vitest";
import { normaliseSlug, slugFromTitle } from "./slug";

test.each([
  ["Hello World", "hello-world"],
  ["  Khai giảng khoá Đà Nẵng 2024! ", "khai-giang-khoa-da-nang-2024"],
  ["a--b__c", "a-b-c"],
  ["--x--", "x"],
  ["<script>", "script"],
  ["!!!", ""],
  ["x".repeat(200), "x".repeat(120)],
])("%s → %s", (input, slug) => {
  expect(normaliseSlug(input)).toBe(slug);
});

test.each([
  // The slug the new-post page offered: the title's words replace `bai-viet-moi`, the suffix stays.
  ["bai-viet-moi-a1b2c3", "Khai giảng khoá Đà Nẵng", "khai-giang-khoa-da-nang-a1b2c3"],
  ["bai-viet-moi-a1b2c3", "y".repeat(300), `${"y".repeat(113)}-a1b2c3`],
  // A title with nothing to keep, or a slug the editor typed: as it is.
  ["bai-viet-moi-a1b2c3", "!!!", "bai-viet-moi-a1b2c3"],
  ["my-own-slug", "A title", "my-own-slug"],
  ["bai-viet-moi-a1b2c3-x", "A title", "bai-viet-moi-a1b2c3-x"],
])("a new post's slug %s with the title %s → %s", (slug, title, result) => {
  expect(slugFromTitle(slug, title)).toBe(result);
});
