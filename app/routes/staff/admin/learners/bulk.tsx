import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/bulk";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import {
  AdminWriteError,
  assignToClass,
  classesOfCohort,
  ensureRoom,
  listClasses,
  moveToCohort,
} from "~/features/staff/admin/content.server";
import { announceEnrolment, announceMove } from "~/features/staff/admin/enrolment-notices.server";
import { adminRowAction, noStore } from "~/features/staff/admin/row-action.server";

export const headers: Route.HeadersFunction = routeHeaders;

/** /…/learners/bulk is where the bulk form below the learners posts; opened, it is the page itself. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  return data(null, { headers: noStore });
}

/**
 * Bulk move to cohort… and Bulk assign to class…: one ticked learner after the other (at most 500).
 * A class without room for all of them refuses before anyone moves (issue 50); each is told, with
 * their teachers.
 */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["bulkMove", "bulkAssign"], async (form, { client }) => {
    const target =
      form.intent === "bulkMove"
        ? await classesOfCohort(client, form.cohort)
        : (await listClasses(client)).filter((option) => option.id === form.class);
    await ensureRoom(client, form.ids, target);
    let count = 0;
    for (const id of form.ids) {
      try {
        if (form.intent === "bulkMove") await announceMove(await moveToCohort(client, id, form.cohort, true), form.cohort);
        else await announceEnrolment(await assignToClass(client, id, form.class, true));
      } catch (error) {
        if (!(error instanceof AdminWriteError)) throw error;
        // A failure says how many were done before it.
        throw new AdminWriteError(error.status, "bulkStopped", { cause: error, count });
      }
      count++;
    }
    return form.intent === "bulkMove" ? "admin.done.bulkMoved" : "admin.done.bulkAssigned";
  });
}

/** Nothing shows here unless the form was refused: then what is missing, over the tables (the ticks stay below). */
export default function Bulk({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { fieldError, formError } = useAdminReply(actionData);
  const error = formError ?? fieldError("ids") ?? fieldError("cohort") ?? fieldError("class");
  if (!actionData || !error) return null;
  const title = t(actionData.intent === "bulkAssign" ? "admin.toolbar.bulkAssign" : "admin.toolbar.bulkMove");
  return <AdminDialog title={title} question={error} confirmLabel="" canConfirm={false} formError={null} />;
}
