import { createContext, type MiddlewareFunction } from "react-router";
import { env } from "~/env.server";
import type { SessionUser } from "~/features/auth/user-context";
import { sessionCookieName } from "~/features/auth/session.server";
import { hasFlashCookie } from "~/features/forms/flash.server";
import { hasStylesheetFile } from "~/features/http/stylesheet.server";
import { languageOf } from "~/features/i18n/middleware.server";
import { cachedPage, keptAnswer, storePage, type KeptAnswer } from "~/features/page-cache/page-cache.server";
import { isCooperationType } from "~/features/cooperation/cooperation-types";
import { newsPageOf } from "~/features/posts/news-page";

/** `PAGE_CACHE=off` renders every request (the bench's memory soak; debugging). */
export const pageCacheEnabled = env.PAGE_CACHE === "on";
const sessionCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName.replace(/[$]/g, "\\$&")}=`);

/** What a request needs to be looked up: the same fields from React Router's Request and from Express. */
export interface PageRequest {
  method: string;
  /** Absolute, or a path with its query (`/news?page=2`). */
  url: string;
  cookie: string | null | undefined;
  acceptLanguage: string | null | undefined;
}

/** Campaign and click tags: no page reads them, so they are left out of the key. */
const ignoredParam = /^(utm_\w+|fbclid|gclid|dclid|gbraid|wbraid|msclkid|mc_cid|mc_eid|_ga|_gl)$/i;
/**
 * What each kept page reads from its query (issue 10 §4), and the value its loader makes of it
 * (issue 31): the key holds that value, so `/news?page=<anything>` is one of 50 pages, not a new
 * entry per made-up value. A request with any other parameter is rendered and not kept, so made-up
 * query strings neither fill the cache nor push out its pages; `/login`'s parameters (a return path,
 * a notice) are rendered, never kept. A page that starts reading a parameter must add it here, or
 * those requests are simply rendered. `_routes`: React Router's data requests name the routes they want.
 */
const readParams: Record<string, Record<string, (value: string) => string>> = {
  "/": { type: (value) => (isCooperationType(value) ? value : "") },
  "/news": { page: (value) => String(newsPageOf(value)) },
  "/login": {},
};

/** The query as the key has it (the read parameters as their loader reads them, sorted), or null: render, don't keep. */
function keyedQuery(pathname: string, search: string) {
  const page = pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const read = readParams[page] ?? {};
  const kept: [string, string][] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (ignoredParam.test(name)) continue;
    if (value.length > 200) return null;
    if (name === "_routes") kept.push([name, value]);
    else if (Object.hasOwn(read, name)) {
      const used = read[name]!(value);
      if (used) kept.push([name, used]);
    } else return null;
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length ? `?${new URLSearchParams(kept)}` : "";
}

/**
 * The visitor's language (`languageOf`: `lng` cookie → Accept-Language → en, as i18next gets it) and
 * the path with the parameters the page reads: `en /news?page=2`. Nothing here throws: a request we
 * can't key is rendered.
 */
export function pagePathKey({ url, cookie, acceptLanguage }: Omit<PageRequest, "method">) {
  try {
    const { pathname, search } = new URL(url, "http://page.invalid");
    const query = keyedQuery(pathname, search);
    // A browser that has the stylesheet file gets the page that links it (ADR 023): another copy.
    const sheet = hasStylesheetFile(cookie) ? "+css" : "";
    return query === null ? null : `${languageOf(cookie ?? null, acceptLanguage ?? null)}${sheet} ${pathname}${query}`;
  } catch {
    return null;
  }
}

/** The shared page's key, or null when this request must be rendered (not a GET, a session cookie, cache off). */
export function sharedPageKey(request: PageRequest) {
  if (!pageCacheEnabled || request.method !== "GET" || sessionCookie.test(request.cookie ?? "")) return null;
  // A message after a redirect (the flash) is shown by a rendered page only, once (issue 46, item 4).
  if (hasFlashCookie(request.cookie)) return null;
  return pagePathKey(request);
}

/** Every kept page of one signed-in person starts with this. */
export const readerPagesPrefix = (user: SessionUser) => `reader ${user.id}\n`;

/**
 * A signed-in reader's own copy of a page (ADR 014): their id and everything the session knows
 * about them (a changed name or role is another key), then language, path and query.
 */
export function readerPageKey(user: SessionUser, request: Request) {
  if (hasFlashCookie(request.headers.get("Cookie"))) return null;
  const path = pagePathKey({
    url: request.url,
    cookie: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
  return path && `${readerPagesPrefix(user)}${JSON.stringify(user)}\n${path}`;
}

/**
 * For server.mjs (issue 16 §2): the kept signed-out page for this request, looked up before React
 * Router runs (same key, same rules, same headers as the middleware below), or null.
 */
export function keptPage(request: PageRequest & { acceptEncoding: string | null | undefined }): KeptAnswer | null {
  const key = sharedPageKey(request);
  return key ? keptAnswer(key, request.acceptEncoding ?? null) : null;
}

/**
 * Set when the page being rendered may be kept for others: it must then leave the render as it is
 * (entry.server.tsx does not gzip it), since the cache keeps and encodes the identity body.
 */
export const pageMayBeKeptContext = createContext(false);

/**
 * Signed-out GETs are answered from the page cache when they can be (ADR 006): the page a CDN would
 * keep, for the visitor's language. server.mjs looks it up before React Router runs; this
 * middleware answers what it could not (a page kept meanwhile) and keeps what is rendered. It runs
 * first, so a hit skips every other middleware, the loaders and the render; what it keeps already
 * carries the security headers. Anyone with a session cookie is rendered.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const cookie = request.headers.get("Cookie");
  const key = sharedPageKey({ method: request.method, url: request.url, cookie, acceptLanguage: request.headers.get("Accept-Language") });
  if (!key) {
    const response = await next();
    // The page that shows a flash message (the root loader reads it, issue 46) is kept by no cache,
    // whatever its route says of itself: the message is this visitor's, once.
    if (hasFlashCookie(cookie)) response.headers.set("Cache-Control", "private, no-store");
    return response;
  }
  context.set(pageMayBeKeptContext, true);
  return cachedPage(key, request.headers.get("Accept-Encoding")) ?? storePage(key, await next());
};
