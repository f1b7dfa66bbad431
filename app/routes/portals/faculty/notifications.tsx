import type { Route } from "./+types/notifications";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { NotificationsPage } from "~/features/notifications/notification-list";
import { notificationsAction, notificationsPageData } from "~/features/notifications/notifications.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** A teacher's notifications (issue 47), read and marked with their own token. */
export function loader({ request, context }: Route.LoaderArgs) {
  return notificationsPageData(request, context, roleGroups.faculty);
}

export function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context, roleGroups.faculty);
}

export default function FacultyNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage list={loaderData.list} error={actionData?.formError?.message} />;
}
