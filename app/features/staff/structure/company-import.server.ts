// Import CSV of /staff/companies (issue 50, item 3): the export's file read back (name, domain, plan,
// the first ORG_ADMIN's address), each row checked as the create form checks it, plus a domain or an
// address repeated in the file and the rows past the creator's hourly allowance (each mails an invitation).
import type { DirectusClient } from "~/features/cms/directus.server";
import { readCsvFile } from "~/features/staff/admin/learner-csv";
import { formulaStart } from "~/features/newsletter/csv";
import { newCompanySchemaFor } from "./companies.server";
import type { PlanOption } from "./structure";

/** A company row of the file, as kept between the preview and the confirm. */
export interface CompanyImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  name: string;
  domain: string;
  plan: string;
  adminEmail: string;
}
/** A problem's key: one of the create form's (structure.errors.*) or the import's own (companies.import.problems.*). */
export type CompanyImportProblem = { key: string; own: boolean };
export type CheckedCompanyRow = CompanyImportRow & { problem: CompanyImportProblem | null };
export type CompanyFileProblem = "empty" | "notUtf8" | "tooLarge" | "header" | "badQuotes";

const unprotect = (value: string) => (value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value);

/**
 * Reads the file: the export's header (name, domain, plan; the first ORG_ADMIN's address from
 * `admin_email`, or the first of the export's `org_admins`). Nothing is checked against Directus here.
 */
export function readCompanyCsv(bytes: Uint8Array): { ok: true; rows: CompanyImportRow[] } | { ok: false; problem: CompanyFileProblem } {
  const file = readCsvFile(bytes);
  if (!file.ok) return file;
  const { header, table } = file;
  const at = (name: string) => header.indexOf(name);
  const admin = at("admin_email") >= 0 ? at("admin_email") : at("org_admins");
  const columns = [at("name"), at("domain"), at("plan"), admin];
  if (columns.some((index) => index < 0)) return { ok: false, problem: "header" };
  if (table.length === 1) return { ok: false, problem: "empty" };
  const rows = table.slice(1).map((cells, index): CompanyImportRow => {
    const cell = (column: number) => unprotect(cells[column] ?? "").trim();
    return {
      line: index + 2,
      name: cell(columns[0]),
      domain: cell(columns[1]).toLowerCase(),
      plan: cell(columns[2]),
      adminEmail: (cell(columns[3]).split(/\s+/)[0] ?? "").toLowerCase(),
    };
  });
  return { ok: true, rows };
}

/**
 * Each row checked (at the preview, and again at the confirm) with the create form's rules (a free
 * domain, a plan with a seat, an address no account holds); a domain or an address a row above
 * already has; and, once `allowance` good rows are counted, the rest are over the mail allowance.
 */
export async function checkCompanyRows(
  client: DirectusClient,
  plans: PlanOption[],
  rows: CompanyImportRow[],
  allowance: number,
): Promise<CheckedCompanyRow[]> {
  const schema = newCompanySchemaFor(client, plans);
  const domains = new Set<string>();
  const emails = new Set<string>();
  let good = 0;
  const checked: CheckedCompanyRow[] = [];
  for (const read of rows) {
    let row = read;
    let problem: CompanyImportProblem | null = null;
    if (domains.has(row.domain)) problem = { key: "domainRepeated", own: true };
    else if (emails.has(row.adminEmail)) problem = { key: "emailRepeated", own: true };
    else {
      const parsed = await schema.safeParseAsync(row);
      if (!parsed.success) problem = { key: parsed.error.issues[0]?.message ?? "saveFailed", own: false };
      // What is created is what the create form would store (a name without control characters, …).
      else row = { line: read.line, ...parsed.data };
      if (parsed.success && good >= allowance) problem = { key: "overAllowance", own: true };
      else if (parsed.success) good++;
    }
    domains.add(row.domain);
    emails.add(row.adminEmail);
    checked.push({ ...row, problem });
  }
  return checked;
}

/** The rows a confirm may create, kept for the content administrator who saw them. */
export const keptCompanyRows = (rows: CheckedCompanyRow[]): CompanyImportRow[] =>
  rows.filter((row) => !row.problem).map(({ line, name, domain, plan, adminEmail }) => ({ line, name, domain, plan, adminEmail }));
