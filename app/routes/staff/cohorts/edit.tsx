import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { CohortFormDialog } from "~/features/staff/structure/cohort-forms";
import { cohortSchemaFor, readCohort, updateCohort } from "~/features/staff/structure/cohorts.server";
import { isDuplicate } from "~/features/staff/structure/courses.server";
import { GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/cohorts/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035); a cohort that is gone says so. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const cohort = await readCohort(requireStructureAdmin(request, context), params.id);
  if (!cohort) return goneRow("cohorts", context);
  return data(
    { gone: false as const, title: getInstance(context).t("staff:cohorts.editTitle", { name: cohort.name }), cohort },
    { headers: noStore },
  );
}

/** ADR 008; a new name follows into the cohort's classes; a cohort deleted meanwhile keeps what was typed, with words (404), and stores nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const cohort = await readCohort(client, params.id);
  const submission = await parseWithZod(await readForm(request), { schema: cohortSchemaFor(client, cohort?.id), async: true });
  if (!cohort) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateCohort(client, cohort.id, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "cohortNameTaken" }, status: 409 });
    console.error(`Staff: could not save the cohort ${cohort.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("cohorts", "saved", { name: submission.value.name });
}

export default function EditCohort({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="cohorts" />;
  const typedName = String((actionData?.result?.initialValue as Record<string, unknown> | undefined)?.name ?? "");
  return (
    <CohortFormDialog cohort={loaderData.gone ? { name: typedName, startsOn: null, endsOn: null } : loaderData.cohort} reply={actionData} />
  );
}
