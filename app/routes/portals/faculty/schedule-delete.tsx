import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { Route } from "./+types/schedule-delete";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { routeHeaders } from "~/features/http/route-headers";
import { useFacultyForms } from "~/features/portals/faculty/panels";
import { facultyPages } from "~/features/portals/faculty/paths";
import { scheduleRowAction, scheduleRowData } from "~/features/portals/faculty/schedule-row.server";
import { useScheduleAnswer } from "~/features/portals/faculty/schedule-panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /teacher/portal/schedule/:id/delete (issue 46, item 1): the delete confirmation of one of the
 * teacher's sessions, in a dialog over the schedule (a page of its own without JavaScript).
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return scheduleRowData(request, context, params.id, "deleteTitle");
}

/** Delete the session (ADR 008): done → the schedule, with a flash; not theirs → 404 with words. */
export function action({ request, context, params }: Route.ActionArgs) {
  return scheduleRowAction(request, context, "schedule-delete", params.id);
}

export default function DeleteSession({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const forms = useFacultyForms(actionData);
  const { notice } = useScheduleAnswer(forms);
  const busy = useNavigation().state === "submitting";
  const { row, failed } = loaderData;
  const p = "facultyDashboard.schedulePage";
  return (
    <RouteDialog
      title={t(`${p}.deleteTitle`)}
      description={row ? t(`${p}.deleteQuestion`, { title: row.title }) : t(failed ? "facultyDashboard.loadFailed" : `${p}.notFound`)}
      closeTo={facultyPages.schedule}
      closeLabel={t(`${p}.keep`)}
    >
      {notice ? (
        <Notice tone="error" className="mt-4">
          {notice}
        </Notice>
      ) : null}
      {row ? (
        <Form method="post" className="mt-5 flex justify-end">
          <Button type="submit" variant="danger" pending={busy}>
            {t(`${p}.deleteConfirm`)}
          </Button>
        </Form>
      ) : null}
    </RouteDialog>
  );
}
