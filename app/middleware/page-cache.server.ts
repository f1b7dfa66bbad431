import type { MiddlewareFunction } from "react-router";
import { env } from "~/env.server";
import { sessionCookieName } from "~/features/auth/session.server";
import { cachedPage, storePage } from "~/features/page-cache/page-cache.server";
import { detectLanguage } from "~/middleware/i18n.server";

/** `PAGE_CACHE=off` renders every request (the bench's memory soak; debugging). */
const enabled = env.PAGE_CACHE === "on";
const sessionCookie = new RegExp(`(?:^|;\\s*)${sessionCookieName.replace(/[$]/g, "\\$&")}=`);

/**
 * Signed-out GETs are answered from the page cache when they can be (ADR 006): the page a CDN would
 * keep, for the visitor's language. It runs first, so a hit skips every other middleware, the
 * loaders and the render; what it keeps already carries the security headers. Anyone with a
 * session cookie is rendered.
 */
export const pageCacheMiddleware: MiddlewareFunction<Response> = async ({ request }, next) => {
  if (!enabled || request.method !== "GET" || sessionCookie.test(request.headers.get("Cookie") ?? "")) return next();
  const url = new URL(request.url);
  // Nothing here may throw: this runs before the security middleware, and an error thrown here
  // would be answered without its headers (issue 10 §17). A request we can't key is rendered.
  const language = await detectLanguage(request).catch(() => null);
  if (!language) return next();
  const key = `${language} ${url.pathname}${url.search}`;
  return cachedPage(key, request.headers.get("Accept-Encoding")) ?? storePage(key, await next());
};
