import { useTranslation } from "react-i18next";
import { Outlet } from "react-router";
import type { Route } from "./+types/schedule";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { UnknownFormNotice, useFacultyForms } from "~/features/portals/faculty/panels";
import { facultyPages } from "~/features/portals/faculty/paths";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { ScheduleBody } from "~/features/portals/faculty/schedule-panel";
import { PageHeading } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The teacher's schedule (issue 26): the sessions to come with the add form; a row's edit form and
 * delete confirmation are child routes (`:id/edit`, `:id/delete`), shown in a dialog over this list
 * where the page renders its `<Outlet />` (ADR 035). Read with the teacher's token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.faculty);
  return facultyPageData(request, context, "schedule", "facultyDashboard.scheduleTitle");
}

/** Add a session (ADR 008); done → back here with a flash message. The row dialogs have their own actions. */
export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context, ["schedule-add"]);
}

export default function FacultySchedulePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const forms = useFacultyForms(actionData);
  const { dashboard } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("facultyDashboard.scheduleTitle")} intro={t("facultyDashboard.schedulePage.intro")}>
        <p className="mt-2">
          <TextLink to={`${facultyPages.dashboard}#schedule`}>{t("facultyDashboard.backToDashboard")}</TextLink>
        </p>
        <UnknownFormNotice reply={forms.actionData} />
      </PageHeading>
      {dashboard ? (
        <div className="panel bg-white">
          <ScheduleBody dashboard={dashboard} forms={forms} />
        </div>
      ) : (
        <Notice tone="error">
          {forms.actionData?.formError?.key === "failed" ? `${t("facultyDashboard.outcomes.failed")} ` : null}
          {t("facultyDashboard.loadFailed")}
        </Notice>
      )}
      <Outlet />
    </div>
  );
}
