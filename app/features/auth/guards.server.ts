import { data, redirect, type RouterContextProvider } from "react-router";
import { hasRole, userContext, type SessionUser } from "./user-context";

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  // With JavaScript the router asks for `<page>.data` (`/_.data` for `/`), maybe with `?_routes=`:
  // come back to the page itself, not to its data.
  const pathname = url.pathname.endsWith("/_.data") ? url.pathname.slice(0, -"_.data".length) : url.pathname.replace(/\.data$/, "");
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  const redirectTo = `${pathname}${url.search}`;
  return redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
}

/** Signed out → /login?redirectTo=<this page>. Use in every loader and action that needs a user. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): SessionUser {
  const user = context.get(userContext);
  if (!user) throw loginRedirect(request);
  return user;
}

/**
 * Signed out → /login?redirectTo=…; signed in without one of the roles → 403.
 * Role names compare case-insensitively (DESIGN.md).
 */
export function requireRole(request: Request, context: Readonly<RouterContextProvider>, roles: readonly string[]): SessionUser {
  const user = requireUser(request, context);
  if (!hasRole(user, roles)) throw data({ reason: "forbidden", roles }, { status: 403, statusText: "Forbidden" });
  return user;
}
