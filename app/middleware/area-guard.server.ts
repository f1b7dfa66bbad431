import type { MiddlewareFunction } from "react-router";
import { requireRole } from "~/features/auth/guards.server";

/**
 * An area's gate, for its layout's `middleware`: it runs before every loader and action of the
 * area (a layout loader would not protect child actions). Signed out → sign in; wrong role → 403.
 */
export function requireRoleMiddleware(roles: readonly string[]): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    requireRole(request, context, roles);
    return next();
  };
}
