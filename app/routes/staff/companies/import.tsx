import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/import";
import { Badge } from "~/components/ui/Badge";
import type { Column } from "~/components/ui/DataTable";
import { userContext } from "~/features/auth/user-context";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { CsvFileForm, ImportNotices, ImportPreview, type ImportAnswer } from "~/features/staff/admin/csv-import";
import { importFormSchema, keepPreview, takePreview } from "~/features/staff/admin/import-previews.server";
import { importMaxBytes } from "~/features/staff/admin/learner-csv";
import { staffPageMeta } from "~/features/staff/page-meta";
import { companyCreationsLeft, createCompany, limitCompanyCreation, listPlans } from "~/features/staff/structure/companies.server";
import {
  checkCompanyRows,
  keptCompanyRows,
  readCompanyCsv,
  type CheckedCompanyRow,
  type CompanyFileProblem,
  type CompanyImportRow,
} from "~/features/staff/structure/company-import.server";
import { isDuplicate } from "~/features/staff/structure/fields.server";
import { structureLimits } from "~/features/staff/structure/structure";
import { requireStructureAdmin } from "~/features/staff/structure/structure-page.server";
import { noStore } from "~/features/staff/structure/structure.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/companies/import (issue 50, item 3): content administrators only, a page of its own (works without JavaScript). */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStructureAdmin(request, context);
  return data(
    {
      title: getInstance(context).t("staff:companies.import.title"),
      translations: translationsFor(context, { staff: ["companies.import", "structure.errors"] }),
    },
    { headers: noStore },
  );
}

type Answer = ImportAnswer<CheckedCompanyRow, CompanyFileProblem>;

/**
 * ADR 008 / 054: Preview reads the file (UTF-8, at most 1 MB) and says row by row what would happen,
 * writing nothing; its good rows are kept on the server for 15 minutes. Import takes that preview,
 * checks its rows again (the allowance too), and creates each company with `createCompany`, which
 * invites its first ORG_ADMIN, counting each against the hourly allowance; then back to the list.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const client = requireStructureAdmin(request, context);
  const staffId = context.get(userContext)?.id ?? "";
  const submission = await readIntentForm(request, importFormSchema);
  const answer = (value: Answer, status = 200) => data(value, { status });
  if (submission.status !== "success") {
    const key = Object.values(submission.error ?? {}).flat()[0];
    return answer({ kind: "fileProblem", problem: key === "rowsInvalid" ? "rowsInvalid" : "fileRequired" }, 400);
  }
  const form = submission.value;
  const plans = await listPlans(client);
  if (form.intent === "preview") {
    if (form.file.size > importMaxBytes) return answer({ kind: "fileProblem", problem: "tooLarge" }, 413);
    const read = readCompanyCsv(new Uint8Array(await form.file.arrayBuffer()));
    if (!read.ok) return answer({ kind: "fileProblem", problem: read.problem }, 400);
    const rows = await checkCompanyRows(client, plans, read.rows, await companyCreationsLeft(staffId));
    const good = keptCompanyRows(rows);
    const preview = good.length ? await keepPreview(staffId, good, Date.now(), "companies") : null;
    return answer({ kind: "preview", rows, preview, changed: false });
  }
  const taken = await takePreview<CompanyImportRow>(staffId, form.preview, Date.now(), "companies");
  if (!taken) return answer({ kind: "fileProblem", problem: "rowsInvalid" }, 410);
  const rows = await checkCompanyRows(client, plans, taken.rows, await companyCreationsLeft(staffId));
  // A row that turned bad since the preview (a domain taken, a plan gone, the allowance used): shown again, nothing written.
  if (rows.some((row) => row.problem)) {
    const good = keptCompanyRows(rows);
    const preview = good.length ? await keepPreview(staffId, good, Date.now(), "companies") : null;
    return answer({ kind: "preview", rows, preview, changed: true }, 409);
  }
  const done: number[] = [];
  for (const row of rows) {
    const limit = await limitCompanyCreation(staffId);
    let created = false;
    if (limit.allowed) {
      try {
        created = (await createCompany(request, client, row)).outcome === "created";
      } catch (error) {
        if (!isDuplicate(error)) console.error("Staff: could not import a company:", error);
      }
    }
    if (!created) return answer({ kind: "failed", done, failedAt: row.line }, 502);
    done.push(row.line);
  }
  throw await redirectWithFlash("/staff/companies", {
    tone: "success",
    ns: "staff",
    key: "companies.import.done",
    params: { count: done.length },
  });
}

const tooLongMax: Record<string, number> = {
  nameTooLong: structureLimits.name,
  domainTooLong: structureLimits.domain,
  adminEmailTooLong: structureLimits.email,
};

export default function ImportCompanies({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const previewed = actionData?.kind === "preview" ? actionData : null;
  const good = previewed?.rows.filter((row) => !row.problem) ?? [];
  const columns: Column<CheckedCompanyRow>[] = [
    { key: "line", header: t("companies.import.columns.line"), cell: (row) => row.line },
    { key: "name", header: t("companies.import.columns.name"), rowHeader: true, cell: (row) => row.name || "—", className: "break-words" },
    { key: "domain", header: t("companies.import.columns.domain"), cell: (row) => row.domain || "—", className: "break-all" },
    { key: "plan", header: t("companies.import.columns.plan"), cell: (row) => row.plan || "—" },
    { key: "adminEmail", header: t("companies.import.columns.adminEmail"), cell: (row) => row.adminEmail || "—", className: "break-all" },
    {
      key: "result",
      header: t("companies.import.columns.result"),
      cell: (row) =>
        row.problem ? (
          <Badge tone="danger">
            {row.problem.own
              ? t(`companies.import.problems.${row.problem.key}`)
              : t(`structure.errors.${row.problem.key}`, { max: tooLongMax[row.problem.key] })}
          </Badge>
        ) : (
          <Badge tone="success">{t("companies.import.willCreate")}</Badge>
        ),
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 md:gap-6">
        <Link to="/staff/companies" className="text-sm font-semibold text-blue-800 underline">
          {t("companies.import.back")}
        </Link>
        <h1 className="text-3xl font-bold text-slate-900">{t("companies.import.title")}</h1>
      </div>
      <p className="max-w-3xl text-slate-700">{t("companies.import.intro")}</p>
      <CsvFileForm keys="companies.import" />
      <ImportNotices keys="companies.import" answer={actionData} />
      {previewed ? (
        <section aria-labelledby="preview-heading" className="flex flex-col gap-4">
          <h2 id="preview-heading" className="text-xl font-bold text-slate-900">
            {t("companies.import.previewTitle")}
          </h2>
          <ImportPreview
            keys="companies.import"
            summary={t("companies.import.summary", { write: good.length, bad: previewed.rows.length - good.length })}
            columns={columns}
            previewed={previewed}
            count={good.length}
          />
        </section>
      ) : null}
    </div>
  );
}
