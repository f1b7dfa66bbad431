// The plan and invoice dialogs of /staff/plans and /staff/invoices (issue 50): create and edit, each
// shown by its own child route in a RouteDialog (ADR 035). What a person typed comes back from the
// action with the field errors, so a refused form keeps it.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import { invoiceStatuses, structureLimits, type InvoiceRow, type PlanRow } from "./structure";
import { formatPostDate } from "~/features/i18n/dates";
import { formatVnd } from "~/features/portals/partner/metrics";
import { StructureDialog, useErrorText, useTyped, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";

/** Create (`plan` null) or edit a plan: its code (kept while companies are on it), seats, price, summary and features. */
export function PlanFormDialog({ plan, reply }: { plan: PlanRow | null; reply: StructureReply | undefined }) {
  const { t } = useTranslation("staff");
  const stored: Record<string, string> = plan
    ? {
        code: plan.code,
        seats: String(plan.seats),
        monthly_vnd: String(plan.monthlyVnd),
        summary: plan.summary,
        features: plan.features.join("\n"),
      }
    : {};
  const field = useTyped(reply, stored);
  const errorText = useErrorText();
  return (
    <StructureDialog
      title={plan ? t("plans.editTitle", { code: plan.code }) : t("plans.newTitle")}
      closeTo="/staff/plans"
      reply={reply}
      submitLabel={plan ? t("plans.save") : t("plans.create")}
    >
      <Field field={field("code")} label={t("plans.fields.code")} hint={t("plans.fields.codeHint")} formatError={errorText}>
        <Input autoComplete="off" maxLength={structureLimits.planCode} required />
      </Field>
      <Field field={field("seats")} label={t("plans.fields.seats")} formatError={errorText}>
        <Input inputMode="numeric" autoComplete="off" required />
      </Field>
      <Field field={field("monthly_vnd")} label={t("plans.fields.monthly")} hint={t("plans.fields.monthlyHint")} formatError={errorText}>
        <Input inputMode="numeric" autoComplete="off" required />
      </Field>
      <Field field={field("summary")} label={t("plans.fields.summary")} formatError={errorText}>
        <Textarea rows={2} maxLength={structureLimits.summary} />
      </Field>
      <Field field={field("features")} label={t("plans.fields.features")} hint={t("plans.fields.featuresHint")} formatError={errorText}>
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
  const field = useTyped(reply, stored);
  const errorText = useErrorText();
  return (
    <StructureDialog
      title={invoice ? t("invoices.editTitle", { number: invoice.number }) : t("invoices.newTitle")}
      closeTo="/staff/invoices"
      reply={reply}
      submitLabel={invoice ? t("invoices.save") : t("invoices.create")}
    >
      <Field field={field("company")} label={t("invoices.fields.company")} formatError={errorText}>
        <Select required>
          <option value="">{t("invoices.fields.chooseCompany")}</option>
          {companies.map((company) => (
            <option key={company.id} value={String(company.id)}>
              {company.name}
            </option>
          ))}
        </Select>
      </Field>
      <Field field={field("number")} label={t("invoices.fields.number")} hint={t("invoices.fields.numberHint")} formatError={errorText}>
        <Input autoComplete="off" maxLength={structureLimits.invoiceNumber} required />
      </Field>
      <Field field={field("period_start")} label={t("invoices.fields.periodStart")} formatError={errorText}>
        <Input type="date" required />
      </Field>
      <Field field={field("period_end")} label={t("invoices.fields.periodEnd")} formatError={errorText}>
        <Input type="date" required />
      </Field>
      <Field field={field("amount_vnd")} label={t("invoices.fields.amount")} hint={t("invoices.fields.amountHint")} formatError={errorText}>
        <Input inputMode="numeric" autoComplete="off" required />
      </Field>
      <Field field={field("issued_on")} label={t("invoices.fields.issued")} formatError={errorText}>
        <Input type="date" required />
      </Field>
      <Field field={field("due_on")} label={t("invoices.fields.due")} formatError={errorText}>
        <Input type="date" required />
      </Field>
      <Field field={field("status")} label={t("invoices.fields.status")} formatError={errorText}>
        <Select required>
          {invoiceStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`invoices.status.${status}`)}
            </option>
          ))}
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
      { key: "code", header: t("plans.columns.code"), rowHeader: true, cell: (plan) => <span className="font-semibold">{plan.code}</span> },
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
