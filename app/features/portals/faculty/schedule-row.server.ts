// The schedule's row dialogs (issue 46, item 1; ADR 035): /teacher/portal/schedule/:id/edit and
// /:id/delete are child routes of the schedule, each a page of its own without JavaScript and a dialog
// over the list with it. The row is the URL's, read with the teacher's own token: another teacher's
// row, or none, is the same 404.
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { readScheduleRow, type ScheduleFormRow } from "./faculty.server";
import { facultyFormAction } from "./route.server";

/** A row id from the URL: a whole number from 1, else none. */
function rowId(value: string) {
  const id = Number(value);
  return /^\d+$/.test(value) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The teacher's row the URL names (`row` null and 404: not theirs or none; 503: Directus is away), and
 * the page's title (`titleKey` in portal.json).
 */
export async function scheduleRowData(request: Request, context: Readonly<RouterContextProvider>, id: string, titleKey: string) {
  const user = requireRole(request, context, roleGroups.faculty);
  const title = getInstance(context).t(`portal:facultyDashboard.schedulePage.${titleKey}`);
  const headers = pageCacheHeaders(user, { shared: false });
  const wanted = rowId(id);
  let row: ScheduleFormRow | null = null;
  try {
    row = wanted ? await readScheduleRow(context.get(directusContext), wanted) : null;
  } catch (error) {
    console.error("Faculty portal: could not read a schedule row:", error);
    return data({ title, row, failed: true }, { status: 503, headers });
  }
  return data({ title, row, failed: false }, { status: row ? 200 : 404, headers });
}

/** The row dialog's form: `intent` and the row's id come from the route, whatever the form sent. */
export function scheduleRowAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  intent: "schedule-edit" | "schedule-delete",
  id: string,
) {
  return facultyFormAction(request, context, [intent], { intent, id });
}
