import type { Route } from "./+types/audit-log";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readAuditLog } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "security-compliance/audit-log";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/security-compliance/audit-log: the company's audit log. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readAuditLog);

/** No form here: any post is a 400 (an unknown intent). */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerSecurityComplianceAuditLog({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
