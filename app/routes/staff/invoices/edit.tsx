import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { Route } from "./+types/edit";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { InvoiceFormDialog } from "~/features/staff/structure/billing-forms";
import { isDuplicate } from "~/features/staff/structure/courses.server";
import { invoiceSchemaFor, listCompanyNames, readInvoice, updateInvoice } from "~/features/staff/structure/invoices.server";
import { GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneReply, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/invoices/:id/edit (issue 50): the edit form, in a dialog over the list (ADR 035); an invoice that is gone says so. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  const [invoice, companies] = await Promise.all([readInvoice(client, params.id), listCompanyNames(client)]);
  if (!invoice) return goneRow("invoices", context);
  const title = getInstance(context).t("staff:invoices.editTitle", { number: invoice.number });
  return data({ gone: false as const, title, invoice, companies }, { headers: noStore });
}

/** ADR 008; an invoice deleted meanwhile keeps what was typed, with words (404), and stores nothing. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const invoice = await readInvoice(client, params.id);
  const submission = await parseWithZod(await readForm(request), { schema: invoiceSchemaFor(client, invoice?.id), async: true });
  if (!invoice) return goneReply(submission);
  if (submission.status !== "success") return formReply(submission);
  try {
    await updateInvoice(client, invoice.id, submission.value);
  } catch (error) {
    if (isDuplicate(error)) return formReply(submission, { formError: { key: "invoiceNumberTaken" }, status: 409 });
    console.error(`Staff: could not save the invoice ${invoice.id}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 });
  }
  return backToList("invoices", "saved", { number: submission.value.number });
}

export default function EditInvoice({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.gone && !actionData) return <GoneDialog area="invoices" />;
  return (
    <InvoiceFormDialog
      invoice={loaderData.gone ? null : loaderData.invoice}
      companies={loaderData.gone ? [] : loaderData.companies}
      reply={actionData}
    />
  );
}
