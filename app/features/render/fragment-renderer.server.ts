import { createHash } from "node:crypto";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { FragmentRenderer } from "./same-for-every-reader";

/** At most this many kept parts (ids × languages × inputs: a frame is kept per page); past it the least recently sent goes. */
export const mostKeptParts = 1000;
const kept = new Map<string, string>();

/**
 * A part that is the same for every reader (`SameForEveryReader`), rendered once and kept for the
 * process' life: its words and markup come with the build, which a new process brings; a part that
 * shows data is kept under its inputs' digest, so new data is a new key, never a stale part. React
 * supports rendering to a string inside another render (it restores its own state after).
 */
export const renderFragmentOnce: FragmentRenderer = (part: string, children: ReactNode, inputs?: unknown) => {
  const key = inputs === undefined ? part : `${part}:${createHash("sha1").update(JSON.stringify(inputs)).digest("base64")}`;
  const known = kept.get(key);
  if (known !== undefined) {
    // The most recently sent last: the first in the map is the one to let go.
    kept.delete(key);
    kept.set(key, known);
    return known;
  }
  const html = renderToString(children);
  // What React moves to the page's head (an image's preload for fetchPriority="high", a <title> or
  // <meta>) would stay inside the part here, where the browser's tree does not have it: hydration fails.
  if (/<(link|meta|title)[\s>]/.test(html)) throw new Error(`${part}: a kept part cannot hold what React moves to the page's head`);
  kept.set(key, html);
  if (kept.size > mostKeptParts) kept.delete(kept.keys().next().value as string);
  return html;
};
