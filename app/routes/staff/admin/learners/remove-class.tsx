import type { Route } from "./+types/remove-class";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ClassChoiceDialog } from "~/features/staff/admin/class-choice";
import { removeFromClass } from "~/features/staff/admin/content.server";
import { adminRowAction, classOptionsOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Remove from course: the classes the learner is in. */
export function loader(args: Route.LoaderArgs) {
  return classOptionsOfRoute(args, "admin.learner.removeClass", true);
}

/** The learner's enrolment in that class goes; their grades and attendance there stay. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["removeClass"], async (form, { client }) => {
    await removeFromClass(client, form.id, form.class);
    return "admin.done.removed";
  });
}

export default function RemoveClass({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassChoiceDialog action="removeClass" field="class" name={loaderData.name} options={loaderData.options} reply={actionData} />;
}
