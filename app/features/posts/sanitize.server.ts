import DOMPurify from "isomorphic-dompurify";

import { allowedAttributes, allowedUris, blockTags, extraTags, postClasses, postRoles } from "./sanitize-rules";

export { blockTags, postClasses, postRoles } from "./sanitize-rules";

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

/** Whether the running sanitise prefixes ids (render) or leaves them as written (storage). */
let prefixIds = true;

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
  } else if (!prefixIds) return;
  else if (data.attrName === "id" && value) data.attrValue = postIdPrefix + value;
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
 * Post HTML as it is stored by the editor (issue 27): the same rules as `sanitizePostHtml` (one
 * config), except that ids and links to them stay as written. Render adds `postIdPrefix` when the
 * post is shown, so a stored id prefixed here would be prefixed twice.
 */
export function sanitizeStoredPostHtml(html: string | null | undefined): string {
  if (!html) return "";
  prefixIds = false;
  try {
    return sanitizeNow(html);
  } finally {
    prefixIds = true;
  }
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
