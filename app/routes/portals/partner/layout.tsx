import { useTranslation } from "react-i18next";
import { Outlet, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { TabLinks } from "~/components/ui/Tabs";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { partnerHref, partnerPortalPath, partnerSections, pageKeys } from "~/features/portals/partner/paths";
import { PartnerTrail } from "~/features/portals/partner/ui";
import { PortalHeader, PortalNav, PortalPending, PortalTheme } from "~/features/portals/shared/portal-frame";
import { readThemeCookie } from "~/features/portals/shared/theme.server";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every partner page and action: members of a partner company only (DESIGN.md, Roles); others get 403. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.partners)];

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    translations: translationsFor(context, { portal: ["frame"], "portal-partner": true }),
    theme: readThemeCookie(request.headers.get("Cookie")),
  };
}

export default function PartnerPortalLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal-partner");
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === "loading" && navigation.location.pathname.startsWith(partnerPortalPath);
  // A section's own pages keep it marked as the current one.
  const tabs = partnerSections.map((section) => {
    const to = partnerHref(section.path);
    return { to, label: t(`pages.${pageKeys[section.path]}`), current: pathname === to || pathname.startsWith(`${to}/`) };
  });
  return (
    <PortalTheme theme={loaderData.theme}>
      <PortalHeader title={t("title")} theme={loaderData.theme} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <PortalNav label={t("navLabel")}>
          <TabLinks tabs={tabs} className="flex flex-col gap-1" />
        </PortalNav>
        <main id="main" className="min-w-0 flex-1" aria-busy={pending || undefined}>
          <PartnerTrail />
          {pending ? <PortalPending /> : <Outlet />}
        </main>
      </div>
    </PortalTheme>
  );
}

/** Without the portal's navigation: a refused person (403, before this layout's loader ran) does not get its words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
