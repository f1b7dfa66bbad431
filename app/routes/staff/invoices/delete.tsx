import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { formatVnd } from "~/features/portals/partner/metrics";
import { staffPageMeta } from "~/features/staff/page-meta";
import { deleteInvoice, readInvoice } from "~/features/staff/structure/invoices.server";
import { DeleteDialog, GoneDialog } from "~/features/staff/structure/structure-forms";
import { backToList, goneRow, requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/invoices/:id/delete (issue 50): the confirmation, which says the company's members will no longer see or print it. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const invoice = await readInvoice(requireStructureAdmin(request, context), params.id);
  if (!invoice) return goneRow("invoices", context);
  const title = getInstance(context).t("staff:invoices.deleteTitle", { number: invoice.number });
  return data({ gone: false as const, title, invoice }, { headers: noStore });
}

/** Nothing else hangs on an invoice: the delete goes ahead once confirmed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const invoice = await readInvoice(client, params.id);
  if (!invoice) return goneRow("invoices", context);
  try {
    await deleteInvoice(client, invoice.id);
  } catch (error) {
    console.error(`Staff: could not delete the invoice ${invoice.id}:`, error);
    return data({ formError: { key: "deleteFailed" } }, { status: 503 });
  }
  return backToList("invoices", "deleted", { number: invoice.number });
}

export default function DeleteInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  if (loaderData.gone) return <GoneDialog area="invoices" />;
  const { invoice } = loaderData;
  const question = t(invoice.status === "paid" ? "invoices.deleteQuestionPaid" : "invoices.deleteQuestion", {
    number: invoice.number,
    company: invoice.company,
    amount: formatVnd(invoice.amountVnd, i18n.language),
  });
  return (
    <DeleteDialog
      title={t("invoices.deleteTitle", { number: invoice.number })}
      question={question}
      refused={false}
      closeTo="/staff/invoices"
      confirmLabel={t("invoices.deleteConfirm")}
      reply={actionData && "formError" in actionData ? actionData : undefined}
    />
  );
}
