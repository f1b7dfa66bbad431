import type { Route } from "./+types/notifications";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readNotificationSettings } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "settings/notifications";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/settings/notifications: the member's own notifications by mail (its form; every member's). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readNotificationSettings);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerSettingsNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
