import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { StaffFrame } from "~/features/staff/staff-frame";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every staff page and action: editors and content administrators only (DESIGN.md, Roles). */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware([...roleGroups.editors, ...roleGroups.admins])];

/**
 * Staff words reach only staff pages: this loader runs after the middleware let the person in. The
 * admin page's words (three quarters of the namespace) come with its own layout, not with every
 * staff page (issue 23: a page's HTML).
 */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, { staff: ["nav", "requests", "subscribers"] }) };
}

export default function StaffLayout() {
  return <StaffFrame />;
}

/** Without the staff navigation: a refused visitor (403) has no use for it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
