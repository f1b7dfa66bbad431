import type { Route } from "./+types/ticket";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readTickets } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "help/ticket";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/help/ticket: ask the academy (its form), and the company's tickets. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readTickets);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerHelpTicket({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
