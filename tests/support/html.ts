// A page's markup as the tests read it.

/** Text as the page shows it: React escapes `'`, `"` and `&` in what it renders. */
export const shown = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&");

/** A page's markup as its words read, without its scripts (which carry every word of its namespaces). */
export const shownWithoutScripts = (html: string) => shown(html.replace(/<script[\s\S]*?<\/script>/g, ""));
