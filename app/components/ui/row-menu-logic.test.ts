import { expect, test } from "vitest";
import { menuKeyTarget, menuPlacement, menuPosition } from "./row-menu-logic";

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

test("an open menu stays 8 px inside the viewport, under its trigger when there is room", () => {
  const viewport = { width: 800, height: 600 };
  const menu = { width: 224, height: 320 };
  expect(menuPosition({ top: 100, bottom: 130, left: 300, right: 330 }, menu, viewport)).toMatchObject({
    top: 134,
    left: 300,
    side: "bottom",
  });
  // Near the bottom: above the trigger.
  expect(menuPosition({ top: 560, bottom: 590, left: 300, right: 330 }, menu, viewport)).toMatchObject({ top: 236, side: "top" });
  // Near the right edge: right-aligned with the trigger, never past 800 - 8.
  const right = menuPosition({ top: 100, bottom: 130, left: 780, right: 796 }, menu, viewport);
  expect(right.left + 224).toBeLessThanOrEqual(792);
  // At the pointer in a corner (a right-click): inside with its margins.
  const corner = menuPosition({ top: 598, bottom: 598, left: 799, right: 799 }, menu, viewport);
  expect(corner.left).toBeGreaterThanOrEqual(8);
  expect(corner.left + 224).toBeLessThanOrEqual(792);
  expect(corner.top).toBeGreaterThanOrEqual(8);
  expect(corner.top + 320).toBeLessThanOrEqual(592);
});

test("a viewport smaller than the menu keeps it at the top-left margin, at most 224 × 320", () => {
  const tiny = menuPosition({ top: 10, bottom: 40, left: 10, right: 40 }, { width: 400, height: 900 }, { width: 200, height: 200 });
  expect(tiny).toMatchObject({ top: 8, left: 8 });
});
