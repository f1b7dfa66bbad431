import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { companySchemaFor, isDuplicate, listPlans, readCompany, updateCompany } from "~/features/staff/structure/companies.server";
import { companyViews } from "~/features/staff/structure/company-forms";
import { backToList, found, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/companies/:id/edit (issue 50): name, domain, plan and the Seed PM (the academy's choice), in a dialog over the list. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  const [company, plans] = await Promise.all([readCompany(client, params.id), listPlans(client)]);
  const row = found(company);
  return data(
    {
      gone: false as const,
      title: getInstance(context).t("staff:companies.editTitle", { name: row.name }),
      shown: row,
      choices: { plans },
    },
    { headers: noStore },
  );
}

/** ADR 008: the role again, the form (free domain, a plan with a seat for each member, a Seed PM who is a member), the writes, back to the list. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const [company, plans] = await Promise.all([readCompany(client, params.id), listPlans(client)]);
  const row = found(company);
  const submission = await parseWithZod(await readForm(request), { schema: companySchemaFor(client, row, plans), async: true });
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateCompany(client, row, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "domainTaken" }, status: 409 });
    console.error(`Staff: could not save the company ${row.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("companies", "saved", { name: submission.value.name });
}

export default companyViews.Edit;
