import { useTranslation } from "react-i18next";
import type { Route } from "./+types/bulk";
import { routeHeaders } from "~/features/http/route-headers";
import { RefusalDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import {
  AdminWriteError,
  assignToClass,
  classesOfCohort,
  ensureRoom,
  listClasses,
  moveToCohort,
} from "~/features/staff/admin/content.server";
import { announceEnrolment, announceMove } from "~/features/staff/admin/enrolment-notices.server";
import { adminRowAction, postedToOnly } from "~/features/staff/admin/row-action.server";

export const headers: Route.HeadersFunction = routeHeaders;

/** /…/learners/bulk is where the bulk form below the learners posts; opened, it is the page itself. */
export const loader = postedToOnly;

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
  const title = t(actionData?.intent === "bulkAssign" ? "admin.toolbar.bulkAssign" : "admin.toolbar.bulkMove");
  return <RefusalDialog title={title} error={formError ?? fieldError("ids") ?? fieldError("cohort") ?? fieldError("class")} />;
}
