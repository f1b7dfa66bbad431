import { data, type MiddlewareFunction } from "react-router";
import { requireUser } from "~/features/auth/guards.server";
import { hasRole } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";

/**
 * An area's gate, for its layout's `middleware`: it runs before every loader and action of the
 * area (a layout loader would not protect child actions). Signed out → sign in; wrong role → 403.
 */
export function requireRoleMiddleware(roles: readonly string[]): MiddlewareFunction<Response> {
  return ({ request, context }, next) => {
    const user = requireUser(request, context);
    if (!hasRole(user, roles)) {
      // requireRole's 403, plus the Forbidden page's words: after a middleware refuses, no loader
      // runs, so the page has no other way to get them (ADR 007).
      const translations = translationsFor(context, { auth: ["forbidden"] });
      throw data({ reason: "forbidden", roles, translations }, { status: 403, statusText: "Forbidden" });
    }
    return next();
  };
}
