import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorContent } from "~/components/site/ErrorContent";
import { SiteHeader } from "~/components/site/SiteHeader";
import { roleGroups } from "~/features/auth/user-context";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every staff page and action: editors and content administrators only (DESIGN.md, Roles). */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware([...roleGroups.editors, ...roleGroups.admins])];

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-primary ${isActive ? "bg-teal-50 text-primary" : "text-slate-700 hover:bg-slate-100"}`;

function StaffFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("staff");
  return (
    <>
      <SiteHeader />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <nav aria-label={t("nav.label")} className="md:w-56 md:shrink-0">
          <ul className="flex gap-2 md:flex-col">
            <li>
              <NavLink to="/staff/requests" className={navLinkClass}>
                {t("nav.requests")}
              </NavLink>
            </li>
            <li>
              <NavLink to="/news" className={navLinkClass}>
                {t("nav.posts")}
              </NavLink>
            </li>
          </ul>
        </nav>
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
  return (
    <>
      <SiteHeader />
      <main id="main">
        <ErrorContent error={error} />
      </main>
    </>
  );
}
