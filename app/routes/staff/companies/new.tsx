import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/new";
import { userContext } from "~/features/auth/user-context";
import { readForm } from "~/features/forms/read-form.server";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import {
  createCompany,
  isDuplicate,
  limitCompanyCreation,
  listPlans,
  newCompanySchemaFor,
} from "~/features/staff/structure/companies.server";
import { companyViews } from "~/features/staff/structure/company-forms";
import { backToList, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/companies/new (issue 50): the company, its plan and its first ORG_ADMIN's address, in a dialog over the list (ADR 035). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const plans = await listPlans(requireStructureAdmin(request, context));
  return data({ title: getInstance(context).t("staff:companies.newTitle"), choices: { plans } }, { headers: noStore });
}

/**
 * ADR 008: the role again, the form (a free domain, a plan with a seat, an address no account
 * holds), the allowance (each creation mails an invitation), the company and its invitation, back to the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const plans = await listPlans(client);
  const submission = await parseWithZod(await readForm(request), { schema: newCompanySchemaFor(client, plans), async: true });
  if (submission.status !== "success") return formReply(submission);
  const limit = await limitCompanyCreation(context.get(userContext)?.id ?? "");
  if (!limit.allowed) return rateLimitedReply(submission, limit);
  try {
    const made = await createCompany(request, client, submission.value);
    if (made.outcome === "adminRefused") return formReply(submission, { formError: { key: "adminEmailRefused" }, status: 409 });
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "domainTaken" }, status: 409 });
    console.error("Staff: could not create a company:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("companies", "created", { name: submission.value.name, email: submission.value.adminEmail });
}

export default companyViews.New;
