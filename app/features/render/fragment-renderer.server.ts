import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { FragmentRenderer } from "./same-for-every-reader";

/** At most this many kept parts (ids × languages); past it a part is rendered each time, not kept. */
const MOST = 200;
const kept = new Map<string, string>();

/**
 * A part that is the same for every reader (`SameForEveryReader`), rendered once and kept for the
 * process' life: its words and markup come with the build, which a new process brings. React
 * supports rendering to a string inside another render (it restores its own state after).
 */
export const renderFragmentOnce: FragmentRenderer = (key: string, children: ReactNode) => {
  const known = kept.get(key);
  if (known !== undefined) return known;
  const html = renderToString(children);
  if (kept.size < MOST) kept.set(key, html);
  return html;
};
