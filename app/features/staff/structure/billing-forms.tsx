// The plan and invoice dialogs of /staff/plans and /staff/invoices (issue 50): create and edit, each
// shown by its own child route in a RouteDialog (ADR 035). What a person typed comes back from the
// action with the field errors, so a refused form keeps it.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
import { invoiceStatuses, structureLimits, type InvoiceRow, type PlanRow } from "./structure";
import { StructureDialog, useErrorText, useTyped, type StructureReply } from "./structure-forms";

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
