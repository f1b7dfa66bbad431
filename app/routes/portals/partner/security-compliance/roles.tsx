import type { Route } from "./+types/roles";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readMemberRoles } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "security-compliance/roles";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/security-compliance/roles: what each member role may do. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readMemberRoles);

/** No form here: any post is a 400 (an unknown intent). */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerSecurityComplianceRoles({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
