import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { PlanFormDialog } from "~/features/staff/structure/billing-forms";
import { isDuplicate } from "~/features/staff/structure/courses.server";
import { planSchemaFor, readPlan, updatePlan } from "~/features/staff/structure/plans.server";
import { GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/plans/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035); a plan that is gone says so. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const plan = await readPlan(requireStructureAdmin(request, context), params.id);
  if (!plan) return goneRow("plans", context);
  return data(
    { gone: false as const, title: getInstance(context).t("staff:plans.editTitle", { code: plan.code }), plan },
    { headers: noStore },
  );
}

/** ADR 008; a plan companies are on keeps its code and a seat for each of their members; one deleted meanwhile keeps what was typed (404). */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const plan = await readPlan(client, params.id);
  const submission = await parseWithZod(await readForm(request), { schema: planSchemaFor(client, plan), async: true });
  if (!plan) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updatePlan(client, plan.id, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "planCodeTaken" }, status: 409 });
    console.error(`Staff: could not save the plan ${plan.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("plans", "saved", { code: submission.value.code });
}

export default function EditPlan({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="plans" />;
  return <PlanFormDialog plan={loaderData.gone ? null : loaderData.plan} reply={actionData} />;
}
