import { expect, test } from "vitest";
import { normaliseSlug } from "./slug";

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
