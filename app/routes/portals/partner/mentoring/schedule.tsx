import type { Route } from "./+types/schedule";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMentorSchedule } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "mentoring/schedule";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/mentoring/schedule: office hours a mentor opens (its form), their own with who booked each, then the company's. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMentorSchedule);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerMentoringSchedule({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
