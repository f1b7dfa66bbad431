import type { Route } from "./+types/notifications";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { NotificationsPage } from "~/features/notifications/notification-list";
import { notificationsAction, notificationsPageData } from "~/features/notifications/notifications.server";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;

/** Everyone the staff layout admits: editors and content administrators. */
const staffRoles = [...roleGroups.editors, ...roleGroups.admins];
export const headers: Route.HeadersFunction = routeHeaders;

/** Staff notifications (issue 47), read and marked with their own token. */
export function loader({ request, context }: Route.LoaderArgs) {
  return notificationsPageData(request, context, staffRoles);
}

export function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context, staffRoles);
}

export default function StaffNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage list={loaderData.list} error={actionData?.formError?.message} />;
}
