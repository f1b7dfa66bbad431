import { useTranslation } from "react-i18next";
import { Link, Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { buttonClass } from "~/components/ui/Button";
import { TabLinks } from "~/components/ui/Tabs";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { SearchButton } from "~/features/portals/learner/search-palette";
import { learnerPortalPath, learnerSectionHref, learnerSections } from "~/features/portals/learner/sections";
import { PortalHeader, PortalNav, PortalPending, PortalTheme } from "~/features/portals/shared/portal-frame";
import { readThemeCookie } from "~/features/portals/shared/theme.server";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every learner portal page and action: learners only (DESIGN.md, Roles); others get 403. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.learners)];

/** The portal's frame words reach only the portal: this loader runs after the middleware let the person in. */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    translations: translationsFor(context, { portal: ["frame", "learner"] }),
    theme: readThemeCookie(request.headers.get("Cookie")),
  };
}

export default function LearnerPortalLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  // Pending UI: while another portal page loads, its place shows a skeleton (spec 001: skeletons).
  const pending = navigation.state === "loading" && navigation.location.pathname.startsWith(learnerPortalPath);
  const tabs = learnerSections.map((section) => ({ to: learnerSectionHref(section.path), label: t(`learner.sections.${section.id}`) }));
  return (
    <PortalTheme theme={loaderData.theme}>
      <PortalHeader
        title={t("learner.title")}
        theme={loaderData.theme}
        actions={
          <>
            <SearchButton />
            <Link to={learnerSectionHref("mentor/1:1")} className={buttonClass({ size: "sm" })}>
              {t("learner.sections.mentor")}
            </Link>
          </>
        }
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <PortalNav label={t("learner.navLabel")}>
          <TabLinks tabs={tabs} className="flex flex-col gap-1" />
        </PortalNav>
        <main id="main" className="min-w-0 flex-1" aria-busy={pending || undefined}>
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
