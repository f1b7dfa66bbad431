// The plan and invoice dialogs of /staff/plans and /staff/invoices (issue 50): create and edit, each
// shown by its own child route in a RouteDialog (ADR 035). What a person typed comes back from the
// action with the field errors, so a refused form keeps it.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Options } from "~/components/ui/Options";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import { invoiceStatuses, structureLimits, type InvoiceRow, type PlanRow } from "./structure";
import { formatPostDate } from "~/features/i18n/dates";
import { formatVnd } from "~/features/portals/partner/metrics";
import { StructureDialog, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { nameColumn } from "./StructureList";

/** Create (`plan` null) or edit a plan: its code (kept while companies are on it), seats, price, summary and features. */
export function PlanFormDialog({ plan, reply }: { plan: PlanRow | null; reply: StructureReply | undefined }) {
  const stored: Record<string, string> = plan
    ? {
        code: plan.code,
        seats: String(plan.seats),
        monthly_vnd: String(plan.monthlyVnd),
        summary: plan.summary,
        features: plan.features.join("\n"),
      }
    : {};
  const { props } = useStructureFields("plans", reply, stored);
  return (
    <StructureDialog area="plans" named={plan ? { code: plan.code } : null} reply={reply}>
      <Field {...props("code", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.planCode} required />
      </Field>
      <Field {...props("seats")}>
        <Input inputMode="numeric" autoComplete="off" required />
      </Field>
      <Field {...props("monthly_vnd", { label: "monthly", hint: true })}>
        <Input inputMode="numeric" autoComplete="off" required />
      </Field>
      <Field {...props("summary")}>
        <Textarea rows={2} maxLength={structureLimits.summary} />
      </Field>
      <Field {...props("features", { hint: true })}>
        <Textarea rows={4} maxLength={structureLimits.features} />
      </Field>
    </StructureDialog>
  );
}

/** Create (`invoice` null) or edit a company's invoice. */
export function InvoiceFormDialog({
  invoice,
  companies,
  reply,
}: {
  invoice: InvoiceRow | null;
  companies: { id: number; name: string }[];
  reply: StructureReply | undefined;
}) {
  const { t } = useTranslation("staff");
  const stored: Record<string, string> = invoice
    ? {
        company: String(invoice.companyId),
        number: invoice.number,
        period_start: invoice.periodStart ?? "",
        period_end: invoice.periodEnd ?? "",
        amount_vnd: String(invoice.amountVnd),
        issued_on: invoice.issuedOn ?? "",
        due_on: invoice.dueOn ?? "",
        status: invoice.status,
      }
    : { status: "open" };
  const { props } = useStructureFields("invoices", reply, stored);
  return (
    <StructureDialog area="invoices" named={invoice ? { number: invoice.number } : null} reply={reply}>
      <Field {...props("company")}>
        <Select required>
          <option value="">{t("invoices.fields.chooseCompany")}</option>
          <Options options={companies.map((company) => ({ value: String(company.id), label: company.name }))} />
        </Select>
      </Field>
      <Field {...props("number", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.invoiceNumber} required />
      </Field>
      <Field {...props("period_start", { label: "periodStart" })}>
        <Input type="date" required />
      </Field>
      <Field {...props("period_end", { label: "periodEnd" })}>
        <Input type="date" required />
      </Field>
      <Field {...props("amount_vnd", { label: "amount", hint: true })}>
        <Input inputMode="numeric" autoComplete="off" required />
      </Field>
      <Field {...props("issued_on", { label: "issued" })}>
        <Input type="date" required />
      </Field>
      <Field {...props("due_on", { label: "due" })}>
        <Input type="date" required />
      </Field>
      <Field {...props("status")}>
        <Select required>
          <Options options={invoiceStatuses.map((status) => ({ value: status, label: t(`invoices.status.${status}`) }))} />
        </Select>
      </Field>
    </StructureDialog>
  );
}

/** /staff/plans' list and dialogs. */
export const planViews = structureViews<PlanRow, PlanRow, object, PlanRow>({
  area: "plans",
  useColumns() {
    const { t, i18n } = useTranslation("staff");
    return [
      nameColumn({ key: "code", header: t("plans.columns.code"), name: (plan) => plan.code }),
      { key: "seats", header: t("plans.columns.seats"), cell: (plan) => plan.seats },
      { key: "monthly", header: t("plans.columns.monthly"), cell: (plan) => formatVnd(plan.monthlyVnd, i18n.language) },
      {
        key: "features",
        header: t("plans.columns.features"),
        className: "max-w-xs break-words",
        cell: (plan) =>
          plan.features.length ? (
            <ul className="list-disc pl-4">
              {plan.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          ) : (
            t("plans.noFeatures")
          ),
      },
      {
        key: "companies",
        header: t("plans.columns.companies"),
        className: "max-w-xs break-words",
        cell: (plan) => (plan.companies.length ? plan.companies.join(", ") : t("plans.noCompanies")),
      },
    ];
  },
  label: (plan) => ({ code: plan.code }),
  Form: ({ shown, reply }) => <PlanFormDialog plan={shown} reply={reply} />,
  typed: () => null,
  noChoices: {},
  useQuestion(plan, refused) {
    const { t } = useTranslation("staff");
    return refused
      ? t("plans.deleteRefused", { code: plan.code, count: plan.companies.length, companies: plan.companies.join(", ") })
      : t("plans.deleteQuestion", { code: plan.code });
  },
});

/** The companies an invoice may bill. */
export interface InvoiceChoices {
  companies: { id: number; name: string }[];
}

/** /staff/invoices' list and dialogs. */
export const invoiceViews = structureViews<InvoiceRow, InvoiceRow, InvoiceChoices, InvoiceRow>({
  area: "invoices",
  useColumns() {
    const { t, i18n } = useTranslation("staff");
    const day = (value: string | null) => formatPostDate(value, i18n.language, "short") ?? t("invoices.noDate");
    return [
      nameColumn({ key: "number", header: t("invoices.columns.number"), name: (row) => row.number }),
      { key: "company", header: t("invoices.columns.company"), className: "max-w-xs break-words", cell: (row) => row.company },
      { key: "period", header: t("invoices.columns.period"), cell: (row) => `${day(row.periodStart)} – ${day(row.periodEnd)}` },
      { key: "amount", header: t("invoices.columns.amount"), cell: (row) => formatVnd(row.amountVnd, i18n.language) },
      { key: "due", header: t("invoices.columns.due"), cell: (row) => day(row.dueOn) },
      { key: "status", header: t("invoices.columns.status"), cell: (row) => t(`invoices.status.${row.status}`) },
    ];
  },
  label: (row) => ({ number: row.number }),
  Form: ({ shown, choices, reply }) => <InvoiceFormDialog invoice={shown} companies={choices.companies} reply={reply} />,
  typed: () => null,
  noChoices: { companies: [] },
  useQuestion(invoice) {
    const { t, i18n } = useTranslation("staff");
    return t(invoice.status === "paid" ? "invoices.deleteQuestionPaid" : "invoices.deleteQuestion", {
      number: invoice.number,
      company: invoice.company,
      amount: formatVnd(invoice.amountVnd, i18n.language),
    });
  },
});
