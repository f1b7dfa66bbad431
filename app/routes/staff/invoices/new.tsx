import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/new";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { InvoiceFormDialog } from "~/features/staff/structure/billing-forms";
import { createInvoice, invoiceSchemaFor, listCompanyNames } from "~/features/staff/structure/invoices.server";
import { backToList, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";
import { isDuplicate } from "~/features/staff/structure/courses.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/invoices/new (issue 50): the create form with the companies to choose from, in a dialog over the list (ADR 035). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const companies = await listCompanyNames(requireStructureAdmin(request, context));
  return data({ title: getInstance(context).t("staff:invoices.newTitle"), companies }, { headers: noStore });
}

/** ADR 008: the role again, the form (a company, a number no other invoice has, a period and dates in order), the write, back to the list. */
export async function action({ request, context }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const submission = await parseWithZod(await readForm(request), { schema: invoiceSchemaFor(client), async: true });
  if (submission.status !== "success") return formReply(submission);
  try {
    await createInvoice(client, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "invoiceNumberTaken" }, status: 409 });
    console.error("Staff: could not create an invoice:", error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("invoices", "created", { number: submission.value.number });
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  return <InvoiceFormDialog invoice={null} companies={loaderData.companies} reply={actionData} />;
}
