// The site's whole stylesheet (ADR 016, ADR 023). A first visit gets it in the page itself, so the
// page paints as soon as its HTML has arrived, and fetches it as a file afterwards, when the browser
// is idle (`<link rel="prefetch">`). The file is named by its content and kept by the browser for a
// year; answering it sets the `seed_css` cookie to that name, so from then on each page links the
// file instead of carrying 50 kB of CSS (a new stylesheet has a new name: inline once more). Only
// the server imports this: the browser never gets the CSS in JavaScript.
import { createHash } from "node:crypto";
import css from "~/app.css?inline";
import { env } from "~/env.server";
import { splicedText } from "./gzip-splice.server";

export const stylesheetText: string = css;
const version = createHash("sha256").update(css).digest("hex").slice(0, 12);
/** Where the file is (app/routes/resources/stylesheet.ts answers it). */
export const stylesheetHref = `/seed-css/${version}.css`;
const cookieName = "seed_css";
const cookieValue = new RegExp(`(?:^|;\\s*)${cookieName}=${version}(?:;|$)`);

/** Whether this browser said it has today's stylesheet file (the cookie set when it fetched it). */
export function hasStylesheetFile(cookie: string | null | undefined) {
  return cookieValue.test(cookie ?? "");
}

/** The stylesheet deflated once, for a first visit's page that is gzipped as it goes out (gzip-splice.server.ts). */
export const stylesheetSplice = splicedText(css);

/**
 * What `InlineStylesheet` renders: the text in the page (first visit), or only the link. With
 * `spliced`, the page holds a token in the text's place, which `gzipWithSplice` replaces.
 */
export function stylesheetFor(cookie: string | null | undefined, { spliced = false } = {}) {
  if (hasStylesheetFile(cookie)) return { href: stylesheetHref, css: null };
  return { href: stylesheetHref, css: spliced ? stylesheetSplice.token.toString() : stylesheetText };
}

/** The stylesheet file, or null for any other name (an old one: its page asks again). */
export function stylesheetFile(file: string | undefined): Response | null {
  if (`/seed-css/${file}` !== stylesheetHref) return null;
  const cookie = [`${cookieName}=${version}`, "Path=/", `Max-Age=${365 * 24 * 3600}`, "SameSite=Lax", "HttpOnly"];
  if (env.COOKIE_SECURE) cookie.push("Secure");
  return new Response(css, {
    headers: {
      "Content-Type": "text/css; charset=utf-8",
      "Cache-Control": "public, max-age=31536000, immutable",
      "Set-Cookie": cookie.join("; "),
    },
  });
}
