import type { Route } from "./+types/assign-class";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ClassChoiceDialog } from "~/features/staff/admin/class-choice";
import { assignToClass } from "~/features/staff/admin/content.server";
import { announceEnrolment } from "~/features/staff/admin/enrolment-notices.server";
import { adminRowAction, classOptionsOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Assign to class…: the classes the learner is not in yet. */
export function loader(args: Route.LoaderArgs) {
  return classOptionsOfRoute(args, "admin.learner.assignClass", false);
}

/** An enrolment, unless there is one already; a full class refuses with words (issue 50). The learner and the teacher are told. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["assignClass"], async (form, { client }) => {
    await announceEnrolment(await assignToClass(client, form.id, form.class));
    return "admin.done.assigned";
  });
}

export default function AssignClass({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassChoiceDialog action="assignClass" field="class" name={loaderData.name} options={loaderData.options} reply={actionData} />;
}
