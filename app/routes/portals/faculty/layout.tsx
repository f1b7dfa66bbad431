import { useTranslation } from "react-i18next";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { focusRing } from "~/components/ui/focus-ring";
import { roleGroups } from "~/features/auth/user-context";
import { facultyPages, facultyPortalPath, facultySections } from "~/features/portals/faculty/paths";
import { portalLayoutData } from "~/features/portals/shared/layout.server";
import { PortalLayout } from "~/features/portals/shared/portal-frame";
import { requireRoleMiddleware } from "~/middleware/area-guard.server";

/** Every faculty page and action: teachers only (DESIGN.md, Roles); others get 403, signed out → sign in. */
export const middleware: Route.MiddlewareFunction[] = [requireRoleMiddleware(roleGroups.faculty)];

export function loader({ request, context }: Route.LoaderArgs) {
  return portalLayoutData(request, context, { portal: ["frame", "faculty"] });
}

export default function FacultyLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  return (
    <PortalLayout
      theme={loaderData.theme}
      title={t("faculty.title")}
      navLabel={t("faculty.navLabel")}
      path={facultyPortalPath}
      nav={
        <ul className="flex flex-col gap-1">
          {facultySections.map((id) => (
            <li key={id}>
              <a href={`${facultyPortalPath}#${id}`} className={`section-link ${focusRing}`}>
                {t(`faculty.sections.${id}`)}
              </a>
            </li>
          ))}
          <li>
            <a href={facultyPages.projects} className={`section-link ${focusRing}`}>
              {t("faculty.projectsLink")}
            </a>
          </li>
          <li>
            <a href={facultyPages.settings} className={`section-link ${focusRing}`}>
              {t("faculty.settingsLink")}
            </a>
          </li>
        </ul>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <AreaErrorPage error={error} />;
}
