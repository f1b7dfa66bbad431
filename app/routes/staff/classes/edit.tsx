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
import { classChoices, classSchemaFor } from "~/features/staff/structure/class-form.server";
import { readClass, updateClass } from "~/features/staff/structure/classes.server";
import { ClassFormDialog } from "~/features/staff/structure/structure-forms";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** The class the URL names, read with the person's own token: none is a 404. */
async function classOf({ params, context }: Pick<Route.LoaderArgs, "params" | "context">) {
  const klass = await readClass(context.get(directusContext), params.id);
  if (!klass) throw data({ reason: "notFound" }, { status: 404, statusText: "Not Found" });
  return klass;
}

/** /staff/classes/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035). */
export async function loader(args: Route.LoaderArgs) {
  requireRole(args.request, args.context, roleGroups.admins);
  const [klass, choices] = await Promise.all([classOf(args), classChoices(args.context.get(directusContext))]);
  const label = `${klass.course} · ${klass.cohort}`;
  return data(
    { title: getInstance(args.context).t("staff:classes.editTitle", { name: label }), klass: { ...klass, label }, ...choices },
    { headers: noStore },
  );
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  requireRole(request, context, roleGroups.admins);
  const klass = await classOf(args);
  const client = context.get(directusContext);
  const submission = parseWithZod(await readForm(request), { schema: classSchemaFor(await classChoices(client)) });
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateClass(client, klass.id, submission.value);
  } catch (error) {
    console.error(`Staff: could not save the class ${klass.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return redirectWithFlash("/staff/classes", {
    tone: "success",
    ns: "staff",
    key: "classes.done.saved",
    params: { cohort: submission.value.cohort },
  });
}

export default function EditClass({ loaderData, actionData }: Route.ComponentProps) {
  return <ClassFormDialog klass={loaderData.klass} courses={loaderData.courses} teachers={loaderData.teachers} reply={actionData} />;
}
