import type { Route } from "./+types/integrations";
import { routeHeaders } from "~/features/http/route-headers";
import { SectionPage } from "~/features/portals/partner/section-page";
import { loadSectionPage, sectionPageAction } from "~/features/portals/partner/section-page.server";
import { readIntegrations } from "~/features/portals/partner/sections.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

const path = "settings/integrations";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /partner/portal/settings/integrations: the company's ATS and SSO: connect or disconnect each (its forms). */
export const loader = (args: Route.LoaderArgs) => loadSectionPage(args, path, readIntegrations);

/** This page's forms only (the permission table's intents for it); 403 to a member role the table does not give one. */
export const action = (args: Route.ActionArgs) => sectionPageAction(args, path);

export default function PartnerSettingsIntegrations({ loaderData, actionData }: Route.ComponentProps) {
  return <SectionPage loaderData={loaderData} actionData={actionData} />;
}
