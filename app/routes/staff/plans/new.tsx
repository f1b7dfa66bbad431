import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/new";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { PlanFormDialog } from "~/features/staff/structure/billing-forms";
import { isDuplicate } from "~/features/staff/structure/courses.server";
import { createPlan, planSchemaFor } from "~/features/staff/structure/plans.server";
import { backToList, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/plans/new (issue 50): the create form, in a dialog over the list (ADR 035). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStructureAdmin(request, context);
  return data({ title: getInstance(context).t("staff:plans.newTitle") }, { headers: noStore });
}

/** ADR 008: the role again, the form (a code no other plan has), the write, back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const submission = await parseWithZod(await readForm(request), { schema: planSchemaFor(client), async: true });
  if (submission.status !== "success") return formReply(submission);
  try {
    await createPlan(client, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "planCodeTaken" }, status: 409 });
    console.error("Staff: could not create a plan:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("plans", "created", { code: submission.value.code });
}

export default function NewPlan({ actionData }: Route.ComponentProps) {
  return <PlanFormDialog plan={null} reply={actionData} />;
}
