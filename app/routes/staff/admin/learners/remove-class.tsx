import { data } from "react-router";
import type { Route } from "./+types/remove-class";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ClassChoiceDialog } from "~/features/staff/admin/class-choice";
import { removeFromClass } from "~/features/staff/admin/content.server";
import { learnerWords } from "~/features/staff/admin/lists";
import { adminRowAction, classChoicesOfRoute, noStore } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Remove from course: the classes the learner is in. */
export async function loader(args: Route.LoaderArgs) {
  const { learner, classes, enrolledIn } = await classChoicesOfRoute(args);
  const options = classes
    .filter((option) => enrolledIn.includes(option.id))
    .map((option) => ({ value: String(option.id), label: option.label }));
  return data(
    { title: getInstance(args.context).t("staff:admin.learner.removeClass"), name: learnerWords(learner).name, options },
    { headers: noStore },
  );
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
