// The steps both CSV imports share (ADR 008 / 054), the learners' (issue 29) and the companies'
// (issue 50, item 3): a file previewed row by row, its good rows kept on the server, an Import that
// names that preview. Each import's words live under its own key (`keys`) with the same names.
import { useTranslation } from "react-i18next";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { DataTable, type Column } from "~/components/ui/DataTable";
import { Notice } from "~/components/ui/Notice";

/** Where an import's words are: `<keys>.file`, `<keys>.preview`, `<keys>.fileProblems.*`, … */
export type ImportKeys = "admin.import" | "companies.import";

/** What an import's action answers: its rows checked, a problem with the file, or a write that stopped at a row. */
export type ImportAnswer<Row, FileProblem extends string> =
  | { kind: "preview"; rows: Row[]; preview: string | null; changed: boolean }
  | { kind: "fileProblem"; problem: FileProblem | "fileRequired" | "rowsInvalid" }
  | { kind: "failed"; done: number[]; failedAt: number };

/** An import that sends invitations, refused before writing anything: they would exceed the hourly allowance. */
export type OverAllowance = { kind: "overAllowance"; count: number };

function useBusy(intent: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
}

/** The file to preview (works without JavaScript). */
export function CsvFileForm({ keys }: { keys: ImportKeys }) {
  const { t } = useTranslation("staff");
  const busy = useBusy("preview");
  return (
    <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col gap-1 text-sm font-semibold text-slate-800">
        {t(`${keys}.file`)}
        <input type="file" name="file" accept=".csv,text/csv" required className="text-sm font-normal" />
      </label>
      <Button type="submit" name="intent" value="preview" variant="outline" size="sm" pending={busy}>
        {t(`${keys}.preview`)}
      </Button>
    </Form>
  );
}

/** What the last post answered, when it was not a preview as it was shown. */
export function ImportNotices({ keys, answer }: { keys: ImportKeys; answer?: ImportAnswer<unknown, string> | OverAllowance }) {
  const { t } = useTranslation("staff");
  switch (answer?.kind) {
    case "fileProblem":
      return <Notice tone="error">{t(`${keys}.fileProblems.${answer.problem}`)}</Notice>;
    case "overAllowance":
      return <Notice tone="error">{t(`${keys}.overAllowance`, { count: answer.count })}</Notice>;
    case "preview":
      return answer.changed ? <Notice tone="warning">{t(`${keys}.changed`)}</Notice> : null;
    case "failed":
      return <Notice tone="error">{t(`${keys}.failed`, { done: answer.done.join(", ") || "—", line: answer.failedAt })}</Notice>;
    default:
      return null;
  }
}

/** Below a preview: Import, naming the preview kept on the server, when it has `count` rows to write; else that there is nothing to. */
export function ImportConfirm({ keys, preview, count }: { keys: ImportKeys; preview: string | null; count: number }) {
  const { t } = useTranslation("staff");
  const busy = useBusy("import");
  return count && preview ? (
    <Form method="post">
      <input type="hidden" name="preview" value={preview} />
      <Button type="submit" name="intent" value="import" pending={busy}>
        {t(`${keys}.confirm`, { count })}
      </Button>
    </Form>
  ) : (
    <Notice tone="info">{t(`${keys}.nothing`)}</Notice>
  );
}

/** A previewed file: what the import would do (`summary`), each row with its result, and Import. */
export function ImportPreview<Row extends { line: number }>({
  keys,
  summary,
  columns,
  previewed,
  count,
}: {
  keys: ImportKeys;
  summary: ReactNode;
  columns: Column<Row>[];
  previewed: { rows: Row[]; preview: string | null };
  count: number;
}) {
  const { t } = useTranslation("staff");
  return (
    <>
      <p className="text-slate-700">{summary}</p>
      <DataTable
        caption={t(`${keys}.previewTitle`)}
        columns={columns}
        rows={previewed.rows}
        rowKey={(row) => row.line}
        empty={t(`${keys}.fileProblems.empty`)}
      />
      <ImportConfirm keys={keys} preview={previewed.preview} count={count} />
    </>
  );
}
