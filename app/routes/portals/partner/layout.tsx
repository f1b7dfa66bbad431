import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { TabLinks } from "~/components/ui/Tabs";
import { roleGroups } from "~/features/auth/user-context";
import { partnerHref, partnerPortalPath, partnerSections, pageKeys } from "~/features/portals/partner/paths";
import { PartnerTrail } from "~/features/portals/partner/ui";
import { portalLayoutData } from "~/features/portals/shared/layout.server";
import { PortalLayout } from "~/features/portals/shared/portal-frame";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every partner page and action: members of a partner company only (DESIGN.md, Roles); others get 403. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.partners)];

export function loader({ request, context }: Route.LoaderArgs) {
  // Each page sends its own introduction (partnerPage): the rest of the portal's words come from here.
  // An invoice's words (issue 50) go with the invoice's page only.
  return portalLayoutData(request, context, { portal: ["frame"], "portal-partner": { except: ["intros", "invoice"] } });
}

export default function PartnerPortalLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const { pathname } = useLocation();
  // A section's own pages keep it marked as the current one.
  const tabs = partnerSections.map((section) => {
    const to = partnerHref(section.path);
    return { to, label: t(`pages.${pageKeys[section.path]}`), current: pathname === to || pathname.startsWith(`${to}/`) };
  });
  return (
    <PortalLayout
      theme={loaderData.theme}
      title={t("title")}
      navLabel={t("navLabel")}
      path={partnerPortalPath}
      nav={<TabLinks tabs={tabs} className="flex flex-col gap-1" />}
      above={<PartnerTrail />}
    />
  );
}

/** Without the portal's navigation: a refused person (403, before this layout's loader ran) does not get its words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
