import { useTranslation } from "react-i18next";
import { Outlet, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { focusRing } from "~/components/ui/focus-ring";
import { roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { facultyPortalPath, facultySections } from "~/features/portals/faculty/paths";
import { PortalHeader, PortalNav, PortalPending, PortalTheme } from "~/features/portals/shared/portal-frame";
import { readThemeCookie } from "~/features/portals/shared/theme.server";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every faculty page and action: teachers only (DESIGN.md, Roles); others get 403, signed out → sign in. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.faculty)];

export function loader({ request, context }: Route.LoaderArgs) {
  return {
    translations: translationsFor(context, { portal: ["frame", "faculty"] }),
    theme: readThemeCookie(request.headers.get("Cookie")),
  };
}

export default function FacultyLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname.startsWith(facultyPortalPath);
  return (
    <PortalTheme theme={loaderData.theme}>
      <PortalHeader title={t("faculty.title")} theme={loaderData.theme} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <PortalNav label={t("faculty.navLabel")}>
          <ul className="flex flex-col gap-1">
            {facultySections.map((id) => (
              <li key={id}>
                <a
                  href={`${facultyPortalPath}#${id}`}
                  className={`block whitespace-nowrap rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 hover:text-primary ${focusRing}`}
                >
                  {t(`faculty.sections.${id}`)}
                </a>
              </li>
            ))}
          </ul>
        </PortalNav>
        <main id="main" className="min-w-0 flex-1" aria-busy={pending || undefined}>
          {pending ? <PortalPending /> : <Outlet />}
        </main>
      </div>
    </PortalTheme>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
