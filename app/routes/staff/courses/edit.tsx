import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { courseSchemaFor, isDuplicate, readCourse, updateCourse } from "~/features/staff/structure/courses.server";
import { CourseFormDialog } from "~/features/staff/structure/structure-forms";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The course the URL names, read with the person's own token: none is a 404. */
async function courseOf({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const course = await readCourse(context.get(directusContext), params.id);
  if (!course) throw data({ reason: "notFound" }, { status: 404, statusText: "Not Found" });
  return course;
}

/** /staff/courses/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035). */
export async function loader(args: Route.LoaderArgs) {
  requireRole(args.request, args.context, roleGroups.admins);
  const course = await courseOf(args);
  return data({ title: getInstance(args.context).t("staff:courses.editTitle", { code: course.code }), course }, { headers: noStore });
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  requireRole(request, context, roleGroups.admins);
  const course = await courseOf(args);
  const client = context.get(directusContext);
  const submission = await parseWithZod(await readForm(request), { schema: courseSchemaFor(client, course.id), async: true });
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateCourse(client, course.id, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "codeTaken" }, status: 409 });
    console.error(`Staff: could not save the course ${course.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return redirectWithFlash("/staff/courses", {
    tone: "success",
    ns: "staff",
    key: "courses.done.saved",
    params: { code: submission.value.code },
  });
}

export default function EditCourse({ loaderData, actionData }: Route.ComponentProps) {
  return <CourseFormDialog course={loaderData.course} reply={actionData} />;
}
