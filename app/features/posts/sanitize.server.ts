import DOMPurify from "isomorphic-dompurify";

/**
 * The block tags of spec 001 §3 (the editor turns any other tag into `div`, and this list enforces
 * the same rule on output), plus what real post bodies and the block templates need: links,
 * images, line breaks, inline emphasis, sub-headings and full tables.
 */
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

const extraTags = [
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

const allowedAttributes = [
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
const allowedUris = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

/** An external link leaves with no opener, no referrer, and no ranking credit from our site. */
export const externalLinkRel = "noopener noreferrer nofollow ugc";

/**
 * A post's own ids get this prefix, so they can never collide with the page's (issue 10 §14): the
 * page around a post has ids like `main` and `post-content`, which a bare `post-` prefix could
 * still produce. Links to them (`href="#x"`) and the attributes that name ids follow.
 */
export const postIdPrefix = "user-content-";

/** Attributes whose value is a space-separated list of ids. */
const idListAttributes = new Set([
  "headers",
  "aria-labelledby",
  "aria-describedby",
  "aria-controls",
  "aria-owns",
  "aria-flowto",
  "aria-details",
  "aria-errormessage",
  "aria-activedescendant",
]);

function checkAttribute(_node: Element, data: { attrName: string; attrValue: string; keepAttr?: boolean }) {
  const value = data.attrValue.trim();
  if (data.attrName === "class") {
    data.attrValue = value
      .split(/\s+/)
      .filter((name) => postClasses.includes(name))
      .join(" ");
    if (!data.attrValue) data.keepAttr = false;
  } else if (data.attrName === "role") {
    if (!postRoles.includes(value)) data.keepAttr = false;
  } else if (data.attrName === "id" && value) data.attrValue = postIdPrefix + value;
  else if (data.attrName === "href" && value.startsWith("#") && value.length > 1) data.attrValue = `#${postIdPrefix}${value.slice(1)}`;
  else if (idListAttributes.has(data.attrName))
    data.attrValue = value
      .split(/\s+/)
      .filter(Boolean)
      .map((id) => postIdPrefix + id)
      .join(" ");
}

/**
 * Post HTML as it may be rendered (DESIGN.md: sanitised on the server before it is rendered).
 * With an explicit tag list DOMPurify drops SVG/MathML, every `on*` handler, `style`, `srcdoc`, iframes and
 * forms (none are in the list), and URLs outside http(s)/mailto/tel/relative (so no `javascript:`
 * or `data:` links). `target` is not allowed either, which rules out reverse tabnabbing. Classes and
 * roles come from short lists (`postClasses`, `postRoles`); external links get `externalLinkRel`.
 */
export function sanitizePostHtml(html: string | null | undefined): string {
  if (!html) return "";
  const known = sanitized.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeNow(html);
  sanitized.set(html, clean);
  keptChars += html.length + clean.length;
  // Oldest first (Map order) until within both bounds.
  for (const [dirty, done] of sanitized) {
    if (sanitized.size <= maxKept && keptChars <= maxKeptChars) break;
    sanitized.delete(dirty);
    keptChars -= dirty.length + done.length;
  }
  return clean;
}

/**
 * The same post body always sanitises to the same HTML, so each body is sanitised once per process
 * (jsdom and DOMPurify cost milliseconds per post) and the result is shared by every reader. Keyed
 * by the body itself, so an edit (in the app or in Directus Studio) is a new entry, never a stale one.
 */
const sanitized = new Map<string, string>();
const maxKept = 500;
const maxKeptChars = 20_000_000;
let keptChars = 0;

/** After the attributes are checked: an absolute http(s) link gets `externalLinkRel`. */
function markExternalLinks(node: Element) {
  if (node.tagName === "A" && /^(?:https?:)?\/\//i.test(node.getAttribute("href")?.trim() ?? "")) node.setAttribute("rel", externalLinkRel);
}

function sanitizeNow(html: string): string {
  // The hooks are added for this call only: DOMPurify is one shared instance (sanitize is synchronous).
  DOMPurify.addHook("uponSanitizeAttribute", checkAttribute);
  DOMPurify.addHook("afterSanitizeAttributes", markExternalLinks);
  try {
    return DOMPurify.sanitize(html, {
      ALLOWED_TAGS: [...blockTags, ...extraTags],
      ALLOWED_ATTR: allowedAttributes,
      ALLOW_ARIA_ATTR: true,
      ALLOW_DATA_ATTR: false,
      ALLOW_UNKNOWN_PROTOCOLS: false,
      ALLOWED_URI_REGEXP: allowedUris,
      FORBID_TAGS: ["style", "script", "iframe", "object", "embed", "svg", "math", "form", "base", "meta", "link"],
      FORBID_ATTR: ["style", "srcdoc", "srcset", "formaction", "xlink:href", "action"],
    });
  } finally {
    DOMPurify.removeHook("uponSanitizeAttribute", checkAttribute);
    DOMPurify.removeHook("afterSanitizeAttributes", markExternalLinks);
  }
}
