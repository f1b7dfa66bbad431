// Export CSV of /staff/companies (issue 50, item 3): one line per partner company, with its plan, its
// seats and who holds them (the ORG_ADMINs' addresses), as the staff token reads them.
import type { CompanyRow } from "./structure";

export const companyCsvHeader = ["name", "domain", "plan", "seats", "seats_taken", "org_admins", "seed_pm", "pending_invitations"];

export function companyCsvRow(company: CompanyRow): (string | number)[] {
  const admins = company.members.filter((member) => member.role === "ORG_ADMIN").map((member) => member.email);
  return [
    company.name,
    company.domain,
    company.plan,
    company.seats ?? "",
    company.taken,
    admins.join(" "),
    company.seedPm ?? "",
    company.members.filter((member) => member.pending).length,
  ];
}
