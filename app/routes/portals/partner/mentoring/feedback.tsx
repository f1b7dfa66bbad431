import type { Route } from "./+types/feedback";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMentoringFeedback } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "mentoring/feedback";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /partner/portal/mentoring/feedback (issue 49, item 5): a MENTOR's feedback on the projects learners
 * brought to their office hours (its form), and the feedback they gave. The interviewers' feedback is
 * on the hiring pages only.
 */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMentoringFeedback);

/** This page's form only (the permission table's intents for it); 403 to a member role the table does not give it. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerMentoringFeedback({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
