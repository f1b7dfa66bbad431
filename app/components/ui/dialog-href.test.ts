import { expect, test } from "vitest";
import { dialogHref } from "./dialog-href";

test("opening a dialog adds its parameter and keeps the others", () => {
  expect(dialogHref({ pathname: "/post/a", search: "" }, "confirm", "delete")).toBe("/post/a?confirm=delete");
  expect(dialogHref({ pathname: "/news", search: "?page=2" }, "confirm", "delete")).toBe("/news?page=2&confirm=delete");
});

test("opening a dialog that is already in the URL replaces its value", () => {
  expect(dialogHref({ pathname: "/staff", search: "?confirm=publish&id=3" }, "confirm", "delete")).toBe("/staff?confirm=delete&id=3");
});

test("closing a dialog removes its parameter, and the question mark with the last one", () => {
  expect(dialogHref({ pathname: "/news", search: "?page=2&confirm=delete" }, "confirm", null)).toBe("/news?page=2");
  expect(dialogHref({ pathname: "/post/a", search: "?confirm=delete" }, "confirm", null)).toBe("/post/a");
  expect(dialogHref({ pathname: "/post/a", search: "" }, "confirm", null)).toBe("/post/a");
});
