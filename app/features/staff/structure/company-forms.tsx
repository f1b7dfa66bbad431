// The company dialog of /staff/companies (issue 50): create (with its first ORG_ADMIN's address) and
// edit (with its Seed PM), shown by its own child route in a RouteDialog (ADR 035); and the page's
// list and dialogs, from one declaration.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Options } from "~/components/ui/Options";
import { Select } from "~/components/ui/Select";
import { structureLimits, type CompanyDependents, type CompanyRow, type PlanOption } from "./structure";
import { StructureDialog, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { CsvTools, nameColumn } from "./StructureList";

/** Create (`company` null: with its first ORG_ADMIN's address) or edit a partner company (with its Seed PM). */
export function CompanyFormDialog({
  company,
  plans,
  reply,
}: {
  company: CompanyRow | null;
  plans: PlanOption[];
  reply: StructureReply | undefined;
}) {
  const { t, i18n } = useTranslation("staff");
  const stored: Record<string, string> = company
    ? { name: company.name, domain: company.domain, plan: company.plan, seedPm: company.seedPmId ? String(company.seedPmId) : "" }
    : {};
  const { props } = useStructureFields("companies", reply, stored);
  const price = new Intl.NumberFormat(i18n.language, { style: "currency", currency: "VND", maximumFractionDigits: 0 });
  return (
    <StructureDialog area="companies" named={company ? { name: company.name } : null} reply={reply}>
      <Field {...props("name")}>
        <Input autoComplete="off" maxLength={structureLimits.name} required />
      </Field>
      <Field {...props("domain", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.domain} required />
      </Field>
      <Field {...props("plan", { hint: true })}>
        <Select required>
          <option value="">{t("companies.fields.choosePlan")}</option>
          <Options
            options={plans.map((plan) => ({
              value: plan.code,
              label: t("companies.fields.planOption", { code: plan.code, count: plan.seats, price: price.format(plan.monthlyVnd) }),
            }))}
          />
        </Select>
      </Field>
      {company ? (
        <Field {...props("seedPm", { hint: true })}>
          <Select>
            <option value="">{t("companies.noSeedPm")}</option>
            <Options
              options={company.members.map((member) => ({
                value: String(member.id),
                label: member.name === member.email ? member.email : `${member.name} · ${member.email}`,
              }))}
            />
          </Select>
        </Field>
      ) : (
        <Field {...props("adminEmail", { hint: true })}>
          <Input type="email" autoComplete="off" maxLength={structureLimits.email} required />
        </Field>
      )}
    </StructureDialog>
  );
}

/** /staff/companies' list and dialogs. */
export const companyViews = structureViews<CompanyRow, CompanyRow, { plans: PlanOption[] }, CompanyDependents & { name: string }>({
  area: "companies",
  useColumns() {
    const { t } = useTranslation("staff");
    return [
      nameColumn({ key: "name", header: t("companies.columns.name"), name: (row) => row.name, className: "max-w-xs break-words" }),
      { key: "domain", header: t("companies.columns.domain"), cell: (row) => row.domain, className: "break-all" },
      { key: "plan", header: t("companies.columns.plan"), cell: (row) => row.plan },
      {
        key: "seats",
        header: t("companies.columns.seats"),
        cell: (row) => (row.seats === null ? t("companies.noPlan") : t("companies.seatsUsed", { taken: row.taken, seats: row.seats })),
      },
      { key: "seedPm", header: t("companies.columns.seedPm"), cell: (row) => row.seedPm ?? t("companies.noSeedPm") },
    ];
  },
  label: (row) => ({ name: row.name }),
  tools: (
    <CsvTools
      exportCsv={{ href: "/staff/companies.csv", key: "companies.exportCsv" }}
      importCsv={{ href: "/staff/companies/import", key: "companies.import.importCsv" }}
    />
  ),
  Form: ({ shown, choices, reply }) => <CompanyFormDialog company={shown} plans={choices.plans} reply={reply} />,
  // Never gone after a post: a company the URL names that is not there is the 404 page.
  typed: () => null,
  noChoices: { plans: [] },
  useQuestion(company, refused) {
    const { t } = useTranslation("staff");
    if (refused) return t("companies.deleteRefused", { name: company.name, members: company.members, rows: company.rows });
    if (company.pending.length === 0) return t("companies.deleteQuestion", { name: company.name });
    return t("companies.deleteWithInvitations", { name: company.name, count: company.pending.length, emails: company.pending.join(", ") });
  },
});
