import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/schedule-edit";
import type { loader as scheduleLoader } from "./schedule";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { routeHeaders } from "~/features/http/route-headers";
import { useFacultyForms } from "~/features/portals/faculty/panels";
import { facultyPages } from "~/features/portals/faculty/paths";
import { scheduleRowAction, scheduleRowData } from "~/features/portals/faculty/schedule-row.server";
import { ScheduleForm, useScheduleAnswer } from "~/features/portals/faculty/schedule-panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /teacher/portal/schedule/:id/edit (issue 46, item 1): the edit form of one of the teacher's sessions,
 * in a dialog over the schedule (a page of its own without JavaScript). Another's row, or none: 404 with words.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return scheduleRowData(request, context, params.id, "editTitle");
}

/** Change the session (ADR 008): refused → the form again with what was typed; done → the schedule, with a flash. */
export function action({ request, context, params }: Route.ActionArgs) {
  return scheduleRowAction(request, context, "schedule-edit", params.id);
}

export default function EditSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const forms = useFacultyForms(actionData);
  const { notice } = useScheduleAnswer(forms);
  const classes = useRouteLoaderData<typeof scheduleLoader>("routes/portals/faculty/schedule")?.dashboard?.classes ?? [];
  const { row, failed } = loaderData;
  return (
    <RouteDialog
      title={t("facultyDashboard.schedulePage.editTitle")}
      description={row ? undefined : t(failed ? "facultyDashboard.loadFailed" : "facultyDashboard.schedulePage.notFound")}
      closeTo={facultyPages.schedule}
      closeLabel={t("facultyDashboard.schedulePage.cancel")}
      wide
    >
      {notice ? (
        <Notice tone="error" className="mt-3">
          {notice}
        </Notice>
      ) : null}
      {row ? <ScheduleForm classes={classes} forms={forms} row={row} inDialog /> : null}
    </RouteDialog>
  );
}
