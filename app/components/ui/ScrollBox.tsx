import type { ReactNode } from "react";
import { focusRing } from "./focus-ring";

/**
 * A box that scrolls sideways when its content (a wide table) is wider than a phone (issue 56), with
 * a shadow at the side where more is hidden (app.css `.scroll-x`). It is a named region that takes
 * the keyboard's focus, so a table without links can still be scrolled by keyboard (WCAG 2.1.1,
 * axe's scrollable-region-focusable). Its name: `label`, or the id of what names it (`labelledBy`, a caption).
 */
export function ScrollBox({
  label,
  labelledBy,
  className = "",
  children,
}: ({ label: string; labelledBy?: never } | { label?: never; labelledBy: string }) & { className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      aria-labelledby={labelledBy}
      // A focusable region is what WCAG asks of a scrolling box with nothing focusable in it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={`scroll-x relative overflow-x-auto ${focusRing} ${className}`}
    >
      {children}
    </div>
  );
}
