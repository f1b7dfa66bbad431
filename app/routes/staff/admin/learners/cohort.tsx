import type { Route } from "./+types/cohort";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ClassChoiceDialog } from "~/features/staff/admin/class-choice";
import { moveToCohort } from "~/features/staff/admin/content.server";
import { announceMove } from "~/features/staff/admin/enrolment-notices.server";
import { cohortsOf, learnerWords } from "~/features/staff/admin/lists";
import { adminDialogData, adminRowAction, classChoicesOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Move to cohort…: the cohorts the classes are taught to. */
export async function loader(args: Route.LoaderArgs) {
  const { learner, classes } = await classChoicesOfRoute(args);
  return adminDialogData(args.context, "admin.learner.moveCohort", { name: learnerWords(learner).name, options: cohortsOf(classes) });
}

/** Out of the classes of other cohorts, into every class of this one; a full class refuses with words (issue 50). The learner and the teachers are told. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["moveCohort"], async (form, { client }) => {
    await announceMove(await moveToCohort(client, form.id, form.cohort), form.cohort);
    return "admin.done.moved";
  });
}

export default function MoveCohort({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassChoiceDialog action="moveCohort" field="cohort" name={loaderData.name} options={loaderData.options} reply={actionData} />;
}
