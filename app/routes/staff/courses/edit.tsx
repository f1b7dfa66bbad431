import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { courseSchemaFor, isDuplicate, readCourse, updateCourse } from "~/features/staff/structure/courses.server";
import { CourseFormDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/courses/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const course = await readCourse(requireStructureAdmin(request, context), params.id);
  if (!course) return goneRow("courses", context);
  return data(
    { gone: false as const, title: getInstance(context).t("staff:courses.editTitle", { code: course.code }), course },
    { headers: noStore },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const course = await readCourse(client, params.id);
  const submission = await parseWithZod(await readForm(request), { schema: courseSchemaFor(client, course?.id), async: true });
  // Deleted meanwhile: what was typed comes back with words, nothing is stored (issue 50, item 4).
  if (!course) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateCourse(client, course.id, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "codeTaken" }, status: 409 });
    console.error(`Staff: could not save the course ${course.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("courses", "saved", { code: submission.value.code });
}

export default function EditCourse({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="courses" />;
  const typedCode = String((actionData?.result?.initialValue as Record<string, unknown> | undefined)?.code ?? "");
  return <CourseFormDialog course={loaderData.gone ? { code: typedCode, name: "", track: null } : loaderData.course} reply={actionData} />;
}
