import type { ReactNode } from "react";
import { focusRing } from "./focus-ring";

/**
 * A box that scrolls sideways when its content (a wide table) is wider than a phone (issue 56), with
 * a shadow at the side where more is hidden (app.css `.scroll-x`). It is a named region that takes
 * the keyboard's focus, so a table without links can still be scrolled by keyboard (WCAG 2.1.1,
 * axe's scrollable-region-focusable). `label`: the table's name.
 */
export function ScrollBox({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // A focusable region is what WCAG asks of a scrolling box with nothing focusable in it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div role="region" aria-label={label} tabIndex={0} className={`scroll-x relative overflow-x-auto ${focusRing} ${className}`}>
      {children}
    </div>
  );
}
