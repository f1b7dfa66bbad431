import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/import";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import type { Column } from "~/components/ui/DataTable";
import { appUrl } from "~/features/auth/register.server";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { adminPaths } from "~/features/staff/admin/admin-path";
import { BackToAdmin } from "~/features/staff/admin/back-to-admin";
import { adminSendLimiter } from "~/features/staff/admin/actions.server";
import {
  applyImport,
  invitingActions,
  knownCohorts,
  linesOverCapacity,
  planImport,
  type ImportAction,
} from "~/features/staff/admin/content.server";
import { announceEnrolment } from "~/features/staff/admin/enrolment-notices.server";
import { CsvFileForm, ImportNotices, ImportPreview, type ImportAnswer, type OverAllowance } from "~/features/staff/admin/csv-import";
import { importFormSchema, keepPreview, takePreview } from "~/features/staff/admin/import-previews.server";
import { importMaxBytes, readLearnerCsv, type ImportFileProblem, type ImportRow } from "~/features/staff/admin/learner-csv";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { visibleName } from "~/features/security/person-name";
import { AdminSection } from "./admin-section";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Import CSV"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export function loader({ context }: Route.LoaderArgs) {
  return data(
    { title: getInstance(context).t("staff:admin.import.title"), translations: translationsFor(context, { staff: ["admin.import"] }) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const goodRow = z.object({
  line: z.number().int().min(2),
  email: z.email().max(254),
  first_name: z.string().max(100).check(visibleName),
  last_name: z.string().max(100).check(visibleName),
  cohort: z.string().max(100),
});
/** A row of the file with what Import would do to it (none for a row with a problem). */
type PreviewRow = ImportRow & { action: ImportAction | null };
type Answer = ImportAnswer<PreviewRow, ImportFileProblem> | OverAllowance;

/**
 * The rows checked (again, at confirm) and planned: a repeated address, an unknown cohort, a name
 * with hidden characters are problems; each good row's address is looked up once.
 */
async function check(client: DirectusClient, rows: ImportRow[]) {
  const cohorts = await knownCohorts(client);
  const seen = new Set<string>();
  const checked = rows.map((row): ImportRow => {
    if (row.problem) return row;
    const problem = seen.has(row.email)
      ? "repeated"
      : row.cohort && !cohorts.has(row.cohort)
        ? "cohort"
        : goodRow.safeParse(row).success
          ? null
          : "nameCharacters";
    seen.add(row.email);
    return { ...row, problem };
  });
  const planned = await planImport(
    client,
    checked.filter((row) => !row.problem),
  );
  // Issue 50: a row whose cohort has a full class is a problem too, before anything is written.
  const full = await linesOverCapacity(client, planned);
  const plan = planned.filter((row) => !full.has(row.line));
  const planOf = new Map(plan.map((row) => [row.line, row]));
  return {
    rows: checked.map((row): PreviewRow => ({
      ...row,
      problem: full.has(row.line) ? "classFull" : row.problem,
      action: planOf.get(row.line)?.action ?? null,
    })),
    plan: plan.filter((row) => row.action !== "unchanged"),
  };
}

/** The rows a confirm may write, kept for the administrator who saw them. */
const keptRows = (rows: PreviewRow[]) =>
  rows
    .filter((row) => !row.problem)
    .map(({ line, email, first_name, last_name, cohort }) => ({ line, email, first_name, last_name, cohort }));

/**
 * Import CSV (issue 29), ADR 008: Preview reads the file (UTF-8, at most 1 MB) and says, row by
 * row, what would happen and what is wrong, writing nothing; its rows are kept on the server for 15
 * minutes (issue 51, item 4). Import takes that preview, checks its rows again, counts its
 * invitations against the administrator's hourly allowance (refusing before writing anything when
 * they would exceed it), writes, then returns to the admin page. A failed write says which rows were done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.admins);
  const submission = await readIntentForm(request, importFormSchema);
  const answer = (value: Answer, status = 200, headers?: HeadersInit) => data(value, { status, headers });
  if (submission.status !== "success") {
    const key = Object.values(submission.error ?? {}).flat()[0];
    return answer({ kind: "fileProblem", problem: key === "rowsInvalid" ? "rowsInvalid" : "fileRequired" }, 400);
  }
  const client = context.get(directusContext);
  const form = submission.value;
  if (form.intent === "preview") {
    if (form.file.size > importMaxBytes) return answer({ kind: "fileProblem", problem: "tooLarge" }, 413);
    const cohorts = await knownCohorts(client);
    const read = readLearnerCsv(new Uint8Array(await form.file.arrayBuffer()), new Set(cohorts.keys()));
    if (!read.ok) return answer({ kind: "fileProblem", problem: read.problem }, 400);
    const { rows, plan } = await check(client, read.rows);
    const preview = plan.length ? await keepPreview(user.id, keptRows(rows)) : null;
    return answer({ kind: "preview", rows, preview, changed: false });
  }
  const taken = await takePreview(user.id, form.preview);
  if (!taken) return answer({ kind: "fileProblem", problem: "rowsInvalid" }, 410);
  const { rows, plan } = await check(
    client,
    taken.rows.map((row) => ({ ...row, problem: null })),
  );
  // A row that turned bad since the preview (a cohort gone, …): the rows shown again, nothing written.
  if (rows.some((row) => row.problem)) {
    const preview = plan.length ? await keepPreview(user.id, keptRows(rows)) : null;
    return answer({ kind: "preview", rows, preview, changed: true }, 409);
  }
  const invitations = plan.filter((row) => invitingActions.has(row.action)).length;
  if (invitations) {
    const limit = await adminSendLimiter.consume(user.id, invitations);
    if (!limit.allowed) {
      await taken.putBack();
      return answer({ kind: "overAllowance", count: invitations }, 429, { "Retry-After": String(limit.retryAfterSeconds) });
    }
  }
  const result = await applyImport(client, plan, `${appUrl(request)}/set-password`);
  // Issue 50: each learner is told which classes they joined, and each class's teacher who joined it.
  await Promise.all(result.enrolled.map(announceEnrolment));
  if (result.failedAt === null)
    throw await redirectWithFlash(adminPaths.content, { tone: "success", ns: "staff", key: "admin.done.imported" });
  return answer({ kind: "failed", done: result.done, failedAt: result.failedAt }, 502);
}

const actionTone: Record<ImportAction, BadgeTone> = { new: "success", invite: "success", update: "warning", unchanged: "neutral" };

export default function ImportLearners({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const previewed = actionData?.kind === "preview" ? actionData : null;
  const good = previewed?.rows.filter((row) => !row.problem && row.action !== "unchanged") ?? [];
  const bad = previewed?.rows.filter((row) => row.problem) ?? [];
  const columns: Column<PreviewRow>[] = [
    { key: "line", header: t("admin.import.columns.line"), cell: (row) => row.line },
    { key: "email", header: t("admin.learners.columns.email"), rowHeader: true, cell: (row) => row.email || "—" },
    { key: "name", header: t("admin.learners.columns.name"), cell: (row) => `${row.first_name} ${row.last_name}`.trim() || "—" },
    { key: "cohort", header: t("admin.import.columns.cohort"), cell: (row) => row.cohort || "—" },
    {
      key: "result",
      header: t("admin.import.columns.result"),
      cell: (row) =>
        row.problem ? (
          <Badge tone="danger">{t(`admin.import.problems.${row.problem}`)}</Badge>
        ) : row.action ? (
          <Badge tone={actionTone[row.action]}>{t(`admin.import.actions.${row.action}`)}</Badge>
        ) : null,
    },
  ];
  return (
    <div className="flex flex-col gap-6">
      {/* Closer together on a phone: the h1 within 160 px (issue 56). */}
      <div className="flex flex-col gap-2 md:gap-6">
        <BackToAdmin />
        <h1 className="text-3xl font-bold text-slate-900">{t("admin.import.title")}</h1>
      </div>
      <p className="text-slate-700">{t("admin.import.intro")}</p>
      <CsvFileForm keys="admin.import" />
      <ImportNotices keys="admin.import" answer={actionData} />
      {previewed ? (
        <AdminSection headingId="preview-heading" title={t("admin.import.previewTitle")}>
          <ImportPreview
            keys="admin.import"
            summary={t("admin.import.summary", {
              write: good.length,
              bad: bad.length,
              unchanged: previewed.rows.length - good.length - bad.length,
            })}
            columns={columns}
            previewed={previewed}
            count={good.length}
          />
        </AdminSection>
      ) : null}
    </div>
  );
}
