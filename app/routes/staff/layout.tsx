import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { readBell, withBellWords } from "~/features/notifications/notifications.server";
import { StaffFrame } from "~/features/staff/staff-frame";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every staff page and action: editors and content administrators only (DESIGN.md, Roles). */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware([...roleGroups.editors, ...roleGroups.admins])];

/**
 * Staff words reach only staff pages: this loader runs after the middleware let the person in. Here
 * only the navigation's; each page sends its own, and the admin page's (three quarters of the
 * namespace) come with its own layout (issue 23: a page's HTML). 'Checking your access…' is the
 * frame's: it shows on the page a client navigation to the admin page leaves, before its words arrive.
 */
export async function loader({ context }: Route.LoaderArgs) {
  // The header's bell (issue 47): the person's unread notifications, read with their own token.
  return {
    translations: translationsFor(context, withBellWords({ staff: ["nav", "admin.checkingAccess"] })),
    bell: await readBell(context),
  };
}

export default function StaffLayout() {
  return <StaffFrame />;
}

/** Without the staff navigation: a refused visitor (403) has no use for it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
