import type { Route } from "./+types/skill-matrix";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readSkillMatrix } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "co-design/skill-matrix";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/co-design/skill-matrix: the skills the company's jobs ask for: how many jobs, their mean level and weight. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readSkillMatrix);

/** No form here: any post is a 400 (an unknown intent). */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerCoDesignSkillMatrix({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
