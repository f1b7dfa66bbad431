import type { MiddlewareFunction } from "react-router";
import { loadSession, sessionCookieHeader } from "~/features/auth/session.server";
import { userContext } from "~/features/auth/user-context";
import { readerKeepHeader } from "~/features/page-cache/cache-headers.server";
import { cachedPage, forgetPages, storePage } from "~/features/page-cache/page-cache.server";
import { nonceContext } from "~/features/security/nonce";
import { pageCacheEnabled, readerPageKey, readerPagesPrefix } from "~/middleware/page-cache.server";
import { applySecurityHeaders } from "~/middleware/security.server";

/**
 * Signs the request in from the session cookie (refreshing the Directus tokens when they are
 * about to run out) and writes the cookie back when the session changed.
 *
 * A signed-in reader's page that its route marks as keepable (`keepForReader`) is kept for that
 * same person for a few seconds and answered again from there (ADR 014): only after the session
 * was read and checked as always (revoked, expired, refreshed and rechecked sessions are rendered),
 * keyed by the person's id and everything the session knows about them, the language and the
 * path. A form they post drops their kept pages; a post change drops every kept page.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state = await loadSession(request, context);
  const user = context.get(userContext);
  const reading = request.method === "GET";
  const key = pageCacheEnabled && reading && user && !state.changed ? readerPageKey(user, request) : null;
  const kept = key ? cachedPage(key, request.headers.get("Accept-Encoding")) : null;
  if (kept) return kept;
  if (user && !reading && request.method !== "HEAD") forgetPages(readerPagesPrefix(user));

  const response = await next();
  const keepSeconds = Number(response.headers.get(readerKeepHeader) ?? 0);
  response.headers.delete(readerKeepHeader);
  const setCookie = await sessionCookieHeader(state);
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  // A page rendered for a signed-in user (or carrying their cookie) must never sit in a shared cache.
  // A page that says nothing about caching (staff and portal pages) is not stored at all.
  if (setCookie || context.get(userContext)) {
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    if (/public|s-maxage/.test(cacheControl)) response.headers.set("Cache-Control", "private, no-cache");
    else if (!cacheControl) response.headers.set("Cache-Control", "private, no-store");
  }
  if (user && !reading && request.method !== "HEAD") forgetPages(readerPagesPrefix(user)); // and what rendered meanwhile
  // Kept only as it was rendered for this person, unchanged session, no cookie written, a 200.
  if (!key || !keepSeconds || response.headers.has("Set-Cookie") || response.status !== 200 || context.get(userContext) !== user)
    return response;
  // Kept with the headers it is sent with (the security middleware adds them later on the way
  // out): a kept page's CSP must name the nonce its scripts carry.
  applySecurityHeaders(response.headers, context.get(nonceContext));
  return storePage(key, response, Date.now(), keepSeconds * 1000, "reader");
};
