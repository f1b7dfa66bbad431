import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { buttonClass } from "~/components/ui/Button";
import { TabLinks } from "~/components/ui/Tabs";
import { roleGroups } from "~/features/auth/user-context";
import { SearchButton } from "~/features/portals/learner/search-palette";
import { learnerPortalPath, learnerSectionHref, learnerSections } from "~/features/portals/learner/sections";
import { portalLayoutData } from "~/features/portals/shared/layout.server";
import { PortalLayout } from "~/features/portals/shared/portal-frame";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every learner portal page and action: learners only (DESIGN.md, Roles); others get 403. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.learners)];

/** The portal's frame words reach only the portal: this loader runs after the middleware let the person in. */
export function loader({ request, context }: Route.LoaderArgs) {
  return portalLayoutData(request, context, { portal: ["frame", "learner"] });
}

export default function LearnerPortalLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const tabs = learnerSections.map((section) => ({ to: learnerSectionHref(section.path), label: t(`learner.sections.${section.id}`) }));
  return (
    <PortalLayout
      theme={loaderData.theme}
      title={t("learner.title")}
      actions={(inDrawer) => (
        <>
          {/* Ctrl+K opens the bar's palette; the drawer's button is for a phone's touch. */}
          <SearchButton shortcut={!inDrawer} />
          <Link to={learnerSectionHref("mentor/1:1")} className={buttonClass({ size: "sm" })}>
            {t("learner.sections.mentor")}
          </Link>
        </>
      )}
      navLabel={t("learner.navLabel")}
      path={learnerPortalPath}
      nav={<TabLinks tabs={tabs} className="flex flex-col gap-1" />}
    />
  );
}

/** Without the portal's navigation: a refused person (403, before this layout's loader ran) does not get its words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
