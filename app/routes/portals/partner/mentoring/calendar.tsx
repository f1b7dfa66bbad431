import type { Route } from "./+types/calendar";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readOfficeHoursCalendar } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "mentoring/calendar";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/mentoring/calendar: the company's office hours. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readOfficeHoursCalendar);

/** No form here: any post is a 400 (an unknown intent). */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerMentoringCalendar({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
