import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { SiteHeader } from "~/components/site/SiteHeader";
import { Tabs } from "~/components/ui/Tabs";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every staff page and action: editors and content administrators only (DESIGN.md, Roles). */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware([...roleGroups.editors, ...roleGroups.admins])];

/** Staff words reach only staff pages: this loader runs after the middleware let the person in. */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, ["staff"]) };
}

function StaffFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("staff");
  return (
    <>
      <SiteHeader />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <div className="md:w-56 md:shrink-0">
          <Tabs
            label={t("nav.label")}
            tabs={[
              { to: "/staff/requests", label: t("nav.requests") },
              { to: "/staff/subscribers", label: t("nav.subscribers") },
              { to: "/news", label: t("nav.posts") },
            ]}
            className="flex gap-2 md:flex-col"
          />
        </div>
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
      </div>
    </>
  );
}

export default function StaffLayout() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

/** Without the staff navigation: a refused visitor (403) has no use for it. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
