import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { Tabs } from "~/components/ui/Tabs";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { PortalHeader, PortalPending } from "~/features/portals/shared/portal-frame";
import { learnerPortalPath, learnerSectionHref, learnerSections } from "~/features/portals/learner/sections";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every learner portal page and action: learners only (DESIGN.md, Roles); others get 403. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.learners)];

/** The portal's frame words reach only the portal: this loader runs after the middleware let the person in. */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, { portal: ["frame", "learner"] }) };
}

export default function LearnerPortalLayout() {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  // Pending UI: while another portal page loads, its place shows a skeleton (spec 001: skeletons).
  const pending = navigation.state === "loading" && navigation.location.pathname.startsWith(learnerPortalPath);
  return (
    <>
      <PortalHeader title={t("learner.title")} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <div className="md:w-56 md:shrink-0">
          <Tabs
            label={t("learner.navLabel")}
            tabs={learnerSections.map((section) => ({ to: learnerSectionHref(section.path), label: t(`learner.sections.${section.id}`) }))}
            className="flex gap-1 overflow-x-auto md:flex-col"
          />
        </div>
        <main id="main" className="min-w-0 flex-1" aria-busy={pending || undefined}>
          {pending ? <PortalPending /> : <Outlet />}
        </main>
      </div>
    </>
  );
}

/** Without the portal's navigation: a refused person (403, before this layout's loader ran) does not get its words. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
