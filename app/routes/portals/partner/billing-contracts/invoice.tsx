import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/invoice";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { routeHeaders } from "~/features/http/route-headers";
import { formatPostDate } from "~/features/i18n/dates";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { formatVnd } from "~/features/portals/partner/metrics";
import { partnerPage } from "~/features/portals/partner/partner.server";
import { reads } from "~/features/portals/partner/paths";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { readInvoice } from "~/features/staff/structure/invoices.server";

export const meta: Route.MetaFunction = portalPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /partner/portal/billing-contracts/invoices/:id (issue 50): one of the company's invoices as a page to
 * print (or save as PDF from the browser's print dialog), read with the member's own token: another
 * company's invoice, or any invoice for a member whose member role reads none, is not found (404).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { client, member, headers } = await partnerPage(request, context, "invoices");
  const invoice = reads(member.role, "invoices") ? await readInvoice(client, params.id) : null;
  if (!invoice) throw data({ message: "No such invoice." }, { status: 404 });
  const title = getInstance(context).t("portal-partner:invoice.title", { number: invoice.number });
  const crumbs = { [`billing-contracts/invoices/${invoice.id}`]: invoice.number };
  const translations = translationsFor(context, { "portal-partner": ["invoice"] });
  return data({ title, translations, crumbs, invoice, company: member.company }, { headers });
}

export default function PartnerInvoice({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal-partner");
  const hydrated = useHydrated();
  const { invoice, company } = loaderData;
  const day = (value: string | null) => formatPostDate(value, i18n.language, "long") ?? "—";
  const amount = formatVnd(invoice.amountVnd, i18n.language);
  const facts: [string, string][] = [
    [t("invoice.number"), invoice.number],
    [t("invoice.issued"), day(invoice.issuedOn)],
    [t("invoice.due"), day(invoice.dueOn)],
    [t("invoice.status"), t(`invoiceStatus.${invoice.status}`)],
  ];
  return (
    // The printed page is this article only: app.css hides the portal's frame around it when printing.
    <article
      data-printable
      className="mx-auto flex max-w-3xl flex-col gap-6 bg-white text-slate-900 sm:rounded-xl sm:border sm:border-slate-200 sm:p-6 print:border-0 print:p-0"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        {/* The heading first: on a phone it starts within the first screenful's top (issue 56). */}
        <div className="flex flex-col">
          <h1 className="text-3xl font-bold">{t("invoice.heading", { number: invoice.number })}</h1>
          <p className="order-first text-sm font-semibold tracking-wide text-slate-700 uppercase max-sm:order-none max-sm:mt-1">
            {t("invoice.from")}
          </p>
        </div>
        {hydrated ? (
          <Button type="button" variant="outline" className="print:hidden" onClick={() => window.print()}>
            {t("invoice.print")}
          </Button>
        ) : null}
      </div>
      <p className="text-slate-700 print:hidden">{t("invoice.printHint")}</p>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-slate-700">{t("invoice.billedTo")}</dt>
          <dd className="text-lg font-semibold">{company}</dd>
        </div>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-700">{label}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{t("invoice.lines")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2">
              {t("invoice.description")}
            </th>
            <th scope="col" className="py-2 text-right">
              {t("invoice.amount")}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-200">
            <td className="py-2">{t("invoice.line", { start: day(invoice.periodStart), end: day(invoice.periodEnd) })}</td>
            <td className="py-2 text-right">{amount}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2">
              {t("invoice.total")}
            </th>
            <td className="py-2 text-right text-xl font-bold">{amount}</td>
          </tr>
        </tfoot>
      </table>
    </article>
  );
}
