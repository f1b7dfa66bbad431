import type { Route } from "./+types/plans";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readBillingPlans } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "billing-contracts/plans";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/billing-contracts/plans: the plans, the company's marked. */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readBillingPlans);

/** No form here: any post is a 400 (an unknown intent). */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerBillingContractsPlans({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
