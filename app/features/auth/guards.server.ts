import { data, redirect, type RouterContextProvider } from "react-router";
import { hasRole, userContext, type SessionUser } from "./user-context";

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
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
