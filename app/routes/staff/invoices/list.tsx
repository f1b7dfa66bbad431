import { useTranslation } from "react-i18next";
import type { Route } from "./+types/list";
import type { Column } from "~/components/ui/DataTable";
import { routeHeaders } from "~/features/http/route-headers";
import { formatPostDate } from "~/features/i18n/dates";
import { formatVnd } from "~/features/portals/partner/metrics";
import { staffPageMeta } from "~/features/staff/page-meta";
import { listInvoices } from "~/features/staff/structure/invoices.server";
import type { InvoiceRow } from "~/features/staff/structure/structure";
import { structureList } from "~/features/staff/structure/structure-page.server";
import { StructureList } from "~/features/staff/structure/StructureList";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/invoices (issue 50): every partner company's invoices, the latest issued first, read with the
 * person's own token (content administrators and the Administrator). New, edit and delete are child
 * routes shown in a dialog over this table (ADR 035).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return structureList(request, context, "invoices", listInvoices);
}

export default function Invoices({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const day = (value: string | null) => formatPostDate(value, i18n.language, "short") ?? t("invoices.noDate");
  const columns: Column<InvoiceRow>[] = [
    {
      key: "number",
      header: t("invoices.columns.number"),
      rowHeader: true,
      cell: (row) => <span className="font-semibold">{row.number}</span>,
    },
    { key: "company", header: t("invoices.columns.company"), className: "max-w-xs break-words", cell: (row) => row.company },
    { key: "period", header: t("invoices.columns.period"), cell: (row) => `${day(row.periodStart)} – ${day(row.periodEnd)}` },
    { key: "amount", header: t("invoices.columns.amount"), cell: (row) => formatVnd(row.amountVnd, i18n.language) },
    { key: "due", header: t("invoices.columns.due"), cell: (row) => day(row.dueOn) },
    { key: "status", header: t("invoices.columns.status"), cell: (row) => t(`invoices.status.${row.status}`) },
  ];
  return <StructureList area="invoices" columns={columns} {...loaderData} label={(row) => ({ number: row.number })} />;
}
