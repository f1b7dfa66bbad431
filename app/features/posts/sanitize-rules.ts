/**
 * The post sanitiser's rules, shared by the server (sanitize.server.ts: storage, render, preview)
 * and the block editor in the browser (which names the attributes a save would drop). One list each,
 * so what the editor warns about is exactly what the sanitiser removes (SECURITY.md, "Post editor").
 */

/** The block tags of spec 001 §3: a block's top-level tag outside this list becomes `div`. */
export const blockTags = [
  "div",
  "p",
  "h1",
  "h2",
  "h3",
  "blockquote",
  "pre",
  "section",
  "article",
  "aside",
  "figure",
  "figcaption",
  "ul",
  "ol",
  "li",
  "hr",
  "code",
  "header",
  "footer",
  "nav",
  "main",
  "span",
  "small",
  "strong",
  "em",
  "table",
  "thead",
  "tbody",
  "tr",
  "td",
  "th",
] as const;

/** Inline markup and table parts allowed inside blocks (never a block's own tag). */
export const extraTags = [
  "a",
  "img",
  "br",
  "b",
  "i",
  "u",
  "s",
  "mark",
  "sub",
  "sup",
  "abbr",
  "cite",
  "q",
  "del",
  "ins",
  "h4",
  "h5",
  "h6",
  "caption",
  "tfoot",
  "colgroup",
  "col",
  "dl",
  "dt",
  "dd",
  "kbd",
  "time",
];

export const allowedAttributes = [
  "href",
  "title",
  "src",
  "alt",
  "width",
  "height",
  "loading",
  "decoding",
  "class",
  "id",
  "role",
  "colspan",
  "rowspan",
  "scope",
  "headers",
  "datetime",
  "cite",
  "lang",
  "dir",
  "start",
  "reversed",
];

/**
 * The classes a post may carry: the block templates' own names (issue 31). Anything else, above all
 * the site's utility classes (`fixed inset-0 z-50 bg-white` would cover the page), is dropped.
 */
export const postClasses = ["toc", "title", "card", "callout", "lead", "note", "quote", "cta", "columns", "column", "highlight"];

/** The roles a post may give an element: document structure only, never a widget or a dialog. */
export const postRoles = ["note", "presentation", "figure", "list", "listitem", "doc-toc", "doc-tip", "doc-pullquote", "doc-example"];

/** Links and images: http(s), mailto, tel, or relative (no ftp:, sms:, data:, javascript:, …). */
export const allowedUris = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** Attributes whose value is a URL. */
export const uriAttributes = ["href", "src", "cite"];

/** The value without control characters and spaces (browsers ignore them inside a URL scheme). */
const stripControls = (value: string) => [...value].filter((c) => c.charCodeAt(0) > 0x20).join("");

/**
 * Why the sanitiser would drop this attribute of a block, or null when it keeps it (the same rules
 * as sanitize.server.ts: a name outside the list, an `on*` handler, a class or role outside the short
 * lists, a URL that is not http(s)/mailto/tel/relative).
 */
export function droppedAttribute(name: string, value: string): "name" | "class" | "role" | "url" | null {
  const attr = name.toLowerCase();
  if (attr.startsWith("aria-")) return null;
  if (!allowedAttributes.includes(attr)) return "name";
  if (
    attr === "class" &&
    !value
      .trim()
      .split(/\s+/)
      .every((c) => !c || postClasses.includes(c))
  )
    return "class";
  if (attr === "role" && !postRoles.includes(value.trim())) return "role";
  if (uriAttributes.includes(attr) && value.trim() && !allowedUris.test(stripControls(value.trim()))) return "url";
  return null;
}
