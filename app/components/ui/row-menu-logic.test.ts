import { expect, test } from "vitest";
import { menuKeyTarget, menuPlacement } from "./row-menu-logic";

test("arrow keys move through the items and wrap around", () => {
  expect(menuKeyTarget("ArrowDown", 0, 3)).toBe(1);
  expect(menuKeyTarget("ArrowDown", 2, 3)).toBe(0);
  expect(menuKeyTarget("ArrowUp", 0, 3)).toBe(2);
  expect(menuKeyTarget("ArrowUp", 2, 3)).toBe(1);
});

test("from the trigger, down goes to the first item and up to the last", () => {
  expect(menuKeyTarget("ArrowDown", -1, 3)).toBe(0);
  expect(menuKeyTarget("ArrowUp", -1, 3)).toBe(2);
});

test("Home and End jump to the first and last item, Escape closes", () => {
  expect(menuKeyTarget("Home", 2, 4)).toBe(0);
  expect(menuKeyTarget("End", 0, 4)).toBe(3);
  expect(menuKeyTarget("Escape", 1, 4)).toBe("close");
});

test("other keys are left to the browser (Tab, Enter, letters)", () => {
  expect(menuKeyTarget("Tab", 0, 3)).toBeNull();
  expect(menuKeyTarget("Enter", 0, 3)).toBeNull();
  expect(menuKeyTarget("a", 0, 3)).toBeNull();
});

test("an empty menu only closes", () => {
  expect(menuKeyTarget("ArrowDown", -1, 0)).toBeNull();
  expect(menuKeyTarget("Escape", -1, 0)).toBe("close");
});

const viewport = { width: 400, height: 800 };
const menu = { width: 200, height: 150 };

test("a menu opens below the trigger, left-aligned, when it fits", () => {
  expect(menuPlacement({ top: 100, bottom: 140, left: 20, right: 60 }, menu, viewport)).toEqual({ side: "bottom", align: "start" });
});

test("a menu near the bottom of the screen opens upwards", () => {
  expect(menuPlacement({ top: 700, bottom: 740, left: 20, right: 60 }, menu, viewport)).toEqual({ side: "top", align: "start" });
});

test("a menu near the right edge is aligned to the trigger's right edge", () => {
  expect(menuPlacement({ top: 100, bottom: 140, left: 340, right: 380 }, menu, viewport)).toEqual({ side: "bottom", align: "end" });
});

test("when it fits nowhere, it opens where there is more room", () => {
  const tall = { width: 200, height: 500 };
  expect(menuPlacement({ top: 300, bottom: 340, left: 20, right: 60 }, tall, viewport).side).toBe("bottom");
  expect(menuPlacement({ top: 460, bottom: 500, left: 20, right: 60 }, tall, viewport).side).toBe("top");
  const wide = { width: 500, height: 100 };
  expect(menuPlacement({ top: 100, bottom: 140, left: 20, right: 60 }, wide, viewport).align).toBe("start");
  expect(menuPlacement({ top: 100, bottom: 140, left: 340, right: 380 }, wide, viewport).align).toBe("end");
});
