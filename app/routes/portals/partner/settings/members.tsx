import { Outlet } from "react-router";
import type { Route } from "./+types/members";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMemberList } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "settings/members";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/settings/members: the company's members: invite one (its form); a row's Change role and Remove are child routes (ADR 055). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMemberList);

/** The invitation only (the permission table's intents for this page); 403 to a member role the table does not give it. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerSettingsMembers({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <SectionPage loaderData={loaderData} actionData={actionData} />
      <Outlet />
    </>
  );
}
