import type { MiddlewareFunction } from "react-router";
import { loadSession, sessionCookieHeader } from "~/features/auth/session.server";
import { userContext } from "~/features/auth/user-context";

/**
 * Signs the request in from the session cookie (refreshing the Directus tokens when they are
 * about to run out) and writes the cookie back when the session changed.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const state = await loadSession(request, context);
  const response = await next();
  const setCookie = await sessionCookieHeader(state);
  if (setCookie) response.headers.append("Set-Cookie", setCookie);
  // A page rendered for a signed-in user (or carrying their cookie) must never sit in a shared cache.
  if (setCookie || context.get(userContext)) {
    const cacheControl = response.headers.get("Cache-Control") ?? "";
    if (/public|s-maxage/.test(cacheControl)) response.headers.set("Cache-Control", "private, no-cache");
  }
  return response;
};
