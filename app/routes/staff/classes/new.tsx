import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/new";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { classChoices, classSchemaFor } from "~/features/staff/structure/class-form.server";
import { createClass } from "~/features/staff/structure/classes.server";
import { ClassFormDialog } from "~/features/staff/structure/structure-forms";
import { backToList, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/classes/new (issue 50): the create form with the courses and teachers to choose, in a dialog over the list (ADR 035). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const choices = await classChoices(requireStructureAdmin(request, context));
  return data({ title: getInstance(context).t("staff:classes.newTitle"), ...choices }, { headers: noStore });
}

/** ADR 008: the role again, the form (a course and a faculty account the token reads), the write, back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const submission = parseWithZod(await readForm(request), { schema: classSchemaFor(await classChoices(client)) });
  if (submission.status !== "success") return formReply(submission);
  try {
    await createClass(client, submission.value);
  } catch (error) {
    console.error("Staff: could not create a class:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("classes", "created", { cohort: submission.value.cohort });
}

export default function NewClass({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ClassFormDialog
      klass={null}
      courses={loaderData.courses}
      cohorts={loaderData.cohorts}
      teachers={loaderData.teachers}
      reply={actionData}
    />
  );
}
