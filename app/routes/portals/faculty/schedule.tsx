import { useTranslation } from "react-i18next";
import type { Route } from "./+types/schedule";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { Toast } from "~/components/ui/Toast";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readFlash } from "~/features/forms/flash.server";
import { routeHeaders } from "~/features/http/route-headers";
import { readScheduleRow, scheduleIntents, type ScheduleFormRow } from "~/features/portals/faculty/faculty.server";
import { UnknownFormNotice, useFacultyForms, type FacultyActionData } from "~/features/portals/faculty/panels";
import { facultyPages } from "~/features/portals/faculty/paths";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { ScheduleBody } from "~/features/portals/faculty/schedule-panel";
import { PageHeading } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** A row id from the query (`?edit=`, `?id=`): a whole number from 1, else none. */
function idParam(request: Request, name: string) {
  const value = new URL(request.url).searchParams.get(name);
  const id = Number(value);
  return value && /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The teacher's schedule (issue 26): the sessions to come with the add form, `?edit=<id>` the edit
 * form of one of theirs (another's, or none: 404 with words), `?confirm=schedule-delete&id=<id>` the
 * delete confirmation (rendered open, so it works without JavaScript). Read with the teacher's token.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.faculty);
  const client = context.get(directusContext);
  const { flash, headers } = await readFlash(request);
  const params = new URL(request.url).searchParams;
  const editId = params.has("edit") ? idParam(request, "edit") : null;
  const confirmId = params.get("confirm") === "schedule-delete" ? idParam(request, "id") : null;
  let editRow: ScheduleFormRow | null = null;
  let confirmRow: ScheduleFormRow | null = null;
  try {
    editRow = editId ? await readScheduleRow(client, editId) : null;
    confirmRow = confirmId ? await readScheduleRow(client, confirmId) : null;
  } catch (error) {
    // Directus is away: the page data below says so (503).
    console.error("Faculty portal: could not read a schedule row:", error);
  }
  const editMissing = params.has("edit") && !editRow;
  return facultyPageData(
    request,
    context,
    "schedule",
    "facultyDashboard.scheduleTitle",
    { flash, editRow, editMissing, confirmRow },
    { headers, status: editMissing ? 404 : undefined },
  );
}

/** Add a session, change one, delete one (ADR 008); done → back here with a flash message. */
export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context, scheduleIntents);
}

export default function FacultySchedulePage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const forms = useFacultyForms(actionData as FacultyActionData | undefined);
  const { dashboard, flash, editRow, editMissing, confirmRow } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("facultyDashboard.scheduleTitle")} intro={t("facultyDashboard.schedulePage.intro")}>
        <p className="mt-2">
          <TextLink to={`${facultyPages.dashboard}#schedule`}>{t("facultyDashboard.backToDashboard")}</TextLink>
        </p>
        <UnknownFormNotice outcome={actionData?.outcome} />
      </PageHeading>
      {flash ? <Toast tone={flash.tone}>{t(flash.key, { ns: flash.ns ?? "portal", ...flash.params })}</Toast> : null}
      {dashboard ? (
        <div className="panel bg-white">
          <ScheduleBody dashboard={dashboard} forms={forms} editRow={editRow} editMissing={editMissing} confirmRow={confirmRow} />
        </div>
      ) : (
        <Notice tone="error">
          {actionData?.outcome === "failed" ? `${t("facultyDashboard.outcomes.failed")} ` : null}
          {t("facultyDashboard.loadFailed")}
        </Notice>
      )}
    </div>
  );
}
