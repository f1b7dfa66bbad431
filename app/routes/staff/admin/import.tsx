import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/import";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Notice } from "~/components/ui/Notice";
import { appUrl } from "~/features/auth/register.server";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { adminPaths } from "~/features/staff/admin/admin-path";
import { BackToAdmin } from "~/features/staff/admin/back-to-admin";
import { applyImport, knownCohorts, planImport, type ImportAction } from "~/features/staff/admin/content.server";
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
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("preview"), file: z.instanceof(File, { error: "fileRequired" }) }),
  z.object({
    intent: z.literal("import"),
    rows: z
      .string({ error: "rowsInvalid" })
      .max(4 * 1024 * 1024)
      .transform((text, ctx) => {
        try {
          return z.array(goodRow).min(1).max(5000).parse(JSON.parse(text));
        } catch {
          ctx.addIssue({ code: "custom", message: "rowsInvalid" });
          return z.NEVER;
        }
      }),
  }),
]);

/** A row of the file with what Import would do to it (none for a row with a problem). */
type PreviewRow = ImportRow & { action: ImportAction | null };
type Answer =
  | { kind: "preview"; rows: PreviewRow[] }
  | { kind: "fileProblem"; problem: ImportFileProblem | "fileRequired" | "rowsInvalid" }
  | { kind: "failed"; done: number[]; failedAt: number };

/**
 * Import CSV (issue 29), ADR 008: Preview reads the file (UTF-8, at most 1 MB) and says, row by
 * row, what would happen and what is wrong, writing nothing; Import writes the good rows of the
 * preview it was shown, then returns to the admin page. A failed write says which rows were done.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = await readIntentForm(request, schema);
  const answer = (value: Answer, status = 200) => data(value, { status });
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
    const good = read.rows.filter((row) => !row.problem);
    const plan = await planImport(client, good);
    const actionOf = new Map(plan.map((row, index) => [good[index].line, row.action]));
    return answer({ kind: "preview", rows: read.rows.map((row) => ({ ...row, action: actionOf.get(row.line) ?? null })) });
  }
  const result = await applyImport(client, form.rows, `${appUrl(request)}/set-password`);
  if (result.failedAt === null)
    throw await redirectWithFlash(adminPaths.content, { tone: "success", ns: "staff", key: "admin.done.imported" });
  return answer({ kind: "failed", done: result.done, failedAt: result.failedAt }, 502);
}

const actionTone: Record<ImportAction, BadgeTone> = { new: "success", update: "warning", unchanged: "neutral" };

export default function ImportLearners({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const preview = actionData?.kind === "preview" ? actionData.rows : null;
  const good = preview?.filter((row) => !row.problem && row.action !== "unchanged") ?? [];
  const bad = preview?.filter((row) => row.problem) ?? [];
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
      <BackToAdmin />
      <h1 className="text-3xl font-bold text-slate-900">{t("admin.import.title")}</h1>
      <p className="text-slate-700">{t("admin.import.intro")}</p>
      <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
          {t("admin.import.file")}
          <input type="file" name="file" accept=".csv,text/csv" required className="text-sm font-normal" />
        </label>
        <Button type="submit" name="intent" value="preview" variant="outline" size="sm" pending={busy("preview")}>
          {t("admin.import.preview")}
        </Button>
      </Form>
      {actionData?.kind === "fileProblem" ? <Notice tone="error">{t(`admin.import.fileProblems.${actionData.problem}`)}</Notice> : null}
      {actionData?.kind === "failed" ? (
        <Notice tone="error">{t("admin.import.failed", { done: actionData.done.join(", ") || "—", line: actionData.failedAt })}</Notice>
      ) : null}
      {preview ? (
        <AdminSection headingId="preview-heading" title={t("admin.import.previewTitle")}>
          <p className="text-slate-700">
            {t("admin.import.summary", { write: good.length, bad: bad.length, unchanged: preview.length - good.length - bad.length })}
          </p>
          <DataTable
            caption={t("admin.import.previewTitle")}
            columns={columns}
            rows={preview}
            rowKey={(row) => row.line}
            empty={t("admin.import.fileProblems.empty")}
          />
          {good.length ? (
            <Form method="post">
              <input
                type="hidden"
                name="rows"
                value={JSON.stringify(
                  good.map(({ line, email, first_name, last_name, cohort }) => ({ line, email, first_name, last_name, cohort })),
                )}
              />
              <Button type="submit" name="intent" value="import" pending={busy("import")}>
                {t("admin.import.confirm", { count: good.length })}
              </Button>
            </Form>
          ) : (
            <Notice tone="info">{t("admin.import.nothing")}</Notice>
          )}
        </AdminSection>
      ) : null}
    </div>
  );
}
