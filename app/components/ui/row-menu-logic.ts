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
