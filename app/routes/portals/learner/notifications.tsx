import type { Route } from "./+types/notifications";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { NotificationsPage } from "~/features/notifications/notification-list";
import { notificationsAction, notificationsPageData } from "~/features/notifications/notifications.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The learner's notifications (issue 47), read and marked with their own token. */
export function loader({ request, context }: Route.LoaderArgs) {
  return notificationsPageData(request, context, roleGroups.learners);
}

export function action({ request, context }: Route.ActionArgs) {
  return notificationsAction(request, context, roleGroups.learners);
}

export default function LearnerNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <NotificationsPage list={loaderData.list} error={actionData?.formError?.message} />;
}
