import type { Route } from "./+types/assets";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readBrandAssets } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "brand-partnership/assets";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/brand-partnership/assets: the company's brand assets (links): add one (its form), remove one (a row's button). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readBrandAssets);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerBrandPartnershipAssets({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
