/**
 * Where a key press moves focus in an open row menu of `count` items when item `index` has it
 * (-1: the trigger). Arrows wrap, Home and End jump, Escape closes; null: not the menu's key.
 */
export function menuKeyTarget(key: string, index: number, count: number): number | "close" | null {
  if (count === 0) return key === "Escape" ? "close" : null;
  switch (key) {
    case "ArrowDown":
      return index < 0 ? 0 : (index + 1) % count;
    case "ArrowUp":
      return index < 0 ? count - 1 : (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    case "Escape":
      return "close";
    default:
      return null;
  }
}

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * Which way a menu opens from its trigger so it stays inside the viewport: below unless it only
 * fits above (or there is more room above), and aligned to the trigger's left edge unless that
 * runs past the right edge and right-aligning fits better.
 */
export function menuPlacement(trigger: Box, menu: { width: number; height: number }, viewport: { width: number; height: number }, gap = 4) {
  const roomBelow = viewport.height - trigger.bottom - gap;
  const roomAbove = trigger.top - gap;
  const side: "bottom" | "top" = menu.height <= roomBelow || roomBelow >= roomAbove ? "bottom" : "top";
  const roomRight = viewport.width - trigger.left;
  const roomLeft = trigger.right;
  const align: "start" | "end" = menu.width <= roomRight || roomRight >= roomLeft ? "start" : "end";
  return { side, align };
}

/** Spec 001 §2: a row menu is at most 224 × 320 px and keeps 8 px from the viewport's edges. */
export const menuMaxSize = { width: 224, height: 320 };
export const viewportMargin = 8;

/**
 * Where an open menu's top-left corner goes (viewport coordinates, for `position: fixed`): under
 * its trigger (or at the pointer, for a right-click: `anchor` a zero-size box there), above when it
 * only fits there, and in every case moved inside the viewport with `margin` px to spare. A menu
 * larger than the viewport sticks to its top-left margin (its own scrolling shows the rest).
 */
export function menuPosition(
  anchor: Box,
  menu: { width: number; height: number },
  viewport: { width: number; height: number },
  { gap = 4, margin = viewportMargin } = {},
) {
  const width = Math.min(menu.width, menuMaxSize.width);
  const height = Math.min(menu.height, menuMaxSize.height);
  const { side, align } = menuPlacement(anchor, { width, height }, viewport, gap);
  let top = side === "bottom" ? anchor.bottom + gap : anchor.top - gap - height;
  let left = align === "start" ? anchor.left : anchor.right - width;
  top = Math.max(margin, Math.min(top, viewport.height - margin - height));
  left = Math.max(margin, Math.min(left, viewport.width - margin - width));
  return { top: Math.round(top), left: Math.round(left), side, align };
}
