import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { classChoices, classSchemaFor } from "~/features/staff/structure/class-form.server";
import { readClass, updateClass } from "~/features/staff/structure/classes.server";
import { ClassFormDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/classes/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  const [klass, choices] = await Promise.all([readClass(client, params.id), classChoices(client)]);
  // Gone (issue 50, item 4): the dialog says so and leads back to the list, with a 404.
  if (!klass) return goneRow("classes", context);
  const label = `${klass.course} · ${klass.cohort}`;
  return data(
    {
      gone: false as const,
      title: getInstance(context).t("staff:classes.editTitle", { name: label }),
      klass: { ...klass, label },
      ...choices,
    },
    { headers: noStore },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const [klass, choices] = await Promise.all([readClass(client, params.id), classChoices(client)]);
  const submission = parseWithZod(await readForm(request), { schema: classSchemaFor(choices) });
  // Deleted meanwhile: what was typed comes back with words, nothing is stored (issue 50, item 4).
  if (!klass) return goneReply(submission, { choices });
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateClass(client, klass.id, submission.value);
  } catch (error) {
    console.error(`Staff: could not save the class ${klass.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("classes", "saved", { cohort: submission.value.cohort });
}

export default function EditClass({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="classes" />;
  // Gone after the post: the choices come with the answer, so the form shows what was typed.
  const sent = (actionData as { choices?: Awaited<ReturnType<typeof classChoices>> } | undefined)?.choices;
  const choices = loaderData.gone ? (sent ?? { courses: [], cohorts: [], teachers: [] }) : loaderData;
  const typedCohort = String((actionData?.result?.initialValue as Record<string, unknown> | undefined)?.cohort ?? "");
  const klass = loaderData.gone
    ? { courseId: 0, cohort: typedCohort, teacherId: "", capacity: null, label: typedCohort }
    : loaderData.klass;
  return (
    <ClassFormDialog klass={klass} courses={choices.courses} cohorts={choices.cohorts} teachers={choices.teachers} reply={actionData} />
  );
}
