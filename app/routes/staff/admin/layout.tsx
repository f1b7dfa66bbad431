import { data, type MiddlewareFunction } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { requireUser } from "~/features/auth/guards.server";
import { hasRole, roleGroups } from "~/features/auth/user-context";
import { membersOf, translationsFor } from "~/features/i18n/translations.server";
import { readBell, withBellWords } from "~/features/notifications/notifications.server";
import { StaffFrame } from "~/features/staff/staff-frame";

/**
 * The admin content page's gate (issue 29), before every loader and action, `.data` requests too:
 * signed out → sign in; any role but Administrator or seed-admin → 403 with the page's own words
 * (spec 001 §2: 'Not authorized', the roles it needs, a link to sign in).
 */
const requireAdmin: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const user = requireUser(request, context);
  if (!hasRole(user, roleGroups.admins)) {
    const translations = translationsFor(context, { staff: ["adminForbidden"] });
    // The root's error page shows them (a refusal in a middleware reaches the root's boundary).
    throw data(
      { reason: "forbidden", roles: roleGroups.admins, translations, words: "staff:adminForbidden" },
      { status: 403, statusText: "Forbidden" },
    );
  }
  return next();
};
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export async function loader({ context }: Route.LoaderArgs) {
  adminWords ??= ["nav", "adminForbidden", ...membersOf("staff", "admin", ["import", "details"])];
  // The header's bell (issue 47).
  return { translations: translationsFor(context, withBellWords({ staff: adminWords })), bell: await readBell(context) };
}
/** The area's words, but the import and learner pages' own, which those pages send (ADR 026). */
let adminWords: string[] | undefined;

/** Nothing here may be kept by a browser or proxy (issue 29: private, no-store). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout() {
  return <StaffFrame />;
}

/** Errors below the gate (a 404 learner, a bad query) as in every area; a refusal reaches the root's boundary. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
