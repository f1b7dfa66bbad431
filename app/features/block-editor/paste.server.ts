import { sanitizeStoredPostHtml } from "~/features/posts/sanitize.server";

/** The most pasted HTML cleaned at once (a long document from a word processor is ~1 MB). */
export const maxPastedChars = 1_000_000;

/**
 * HTML pasted into a block (issue 27: "Paste keeps headings, lists, links, bold, italic; drops
 * styles, comments, scripts"), through the same sanitiser as save and render (SECURITY.md): what
 * the post may hold stays (headings, lists, links, `b`/`strong`, `i`/`em`…), `style`, foreign
 * classes, comments (Word's `<!--StartFragment-->`), scripts and handlers go. Blank lines between
 * the top-level elements are squeezed to one.
 */
export function cleanPastedHtml(html: string) {
  return sanitizeStoredPostHtml(html.slice(0, maxPastedChars))
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
