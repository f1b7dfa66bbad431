import { z } from "zod";
import type { LearnerRow } from "./lists";
import { formulaStart } from "~/features/newsletter/csv";
import { hasHiddenCharacters } from "~/features/security/person-name";

/** The learners file's columns (issue 29): the export writes them, the import reads them. */
export const learnerCsvHeader = ["email", "first_name", "last_name", "cohort"] as const;

/** One learner as a row of the file. */
export function learnerCsvRow(learner: Pick<LearnerRow, "email" | "first_name" | "last_name"> & { cohort?: string | null }) {
  return [learner.email ?? "", learner.first_name ?? "", learner.last_name ?? "", learner.cohort ?? ""];
}

/** The largest file Import CSV reads (issue 29: over 1 MB is refused). */
export const importMaxBytes = 1024 * 1024;

/**
 * RFC 4180 CSV: quoted cells with doubled quotes, commas and line breaks inside quotes, CRLF or LF
 * lines, a leading byte-order mark dropped. Null when a quote is never closed.
 */
export function parseCsv(text: string): string[][] | null {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === "") quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\n" || char === "\r") {
      if (char === "\r" && source[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += char;
  }
  if (quoted) return null;
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  // Blank lines are not rows.
  return rows.filter((cells) => cells.some((value) => value.trim() !== ""));
}

/** A cell the export protected against formulas (`'=…`) reads back as what was typed. */
const unprotect = (value: string) => (value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value);

export type ImportProblem = "email" | "repeated" | "cohort" | "columns" | "nameTooLong" | "nameCharacters" | "classFull";
export interface ImportRow {
  /** The line in the file (the header is line 1). */
  line: number;
  email: string;
  first_name: string;
  last_name: string;
  cohort: string;
  problem: ImportProblem | null;
}

export type ImportFileProblem = "empty" | "notUtf8" | "tooLarge" | "header" | "badQuotes";

const emailSchema = z.email().max(254);

/** What makes an uploaded CSV file unreadable, whatever it lists. */
export type CsvFileProblem = "empty" | "tooLarge" | "notUtf8" | "badQuotes";

/**
 * An uploaded CSV file's lines: at most `importMaxBytes`, UTF-8, RFC 4180 quotes, at least one line;
 * `header` is the first line's names in lower snake case.
 */
export function readCsvFile(bytes: Uint8Array): { ok: true; header: string[]; table: string[][] } | { ok: false; problem: CsvFileProblem } {
  if (bytes.byteLength === 0) return { ok: false, problem: "empty" };
  if (bytes.byteLength > importMaxBytes) return { ok: false, problem: "tooLarge" };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, problem: "notUtf8" };
  }
  const table = parseCsv(text);
  if (!table) return { ok: false, problem: "badQuotes" };
  if (table.length === 0) return { ok: false, problem: "empty" };
  const header = table[0].map((cell) => cell.trim().toLowerCase().replace(/\s+/g, "_"));
  return { ok: true, header, table };
}

/**
 * Reads an uploaded learners file into rows, each with what is wrong with it (nothing is written
 * here): a bad or repeated address, an unknown cohort, a missing column, a name over 100 characters
 * or with control or format characters (bidi controls, zero-width ones: person-name.ts). A line that
 * says again exactly what an earlier line of the same address said (names and cohort) is the same
 * learner, not a problem, and is left out: the enrolments export lists a learner once per class.
 */
export function readLearnerCsv(
  bytes: Uint8Array,
  knownCohorts: ReadonlySet<string>,
): { ok: true; rows: ImportRow[] } | { ok: false; problem: ImportFileProblem } {
  const file = readCsvFile(bytes);
  if (!file.ok) return file;
  const { header, table } = file;
  const at = learnerCsvHeader.map((name) => header.indexOf(name));
  // email, first_name and last_name are required columns; cohort may be left out.
  if (at.slice(0, 3).some((index) => index < 0)) return { ok: false, problem: "header" };
  if (table.length === 1) return { ok: false, problem: "empty" };
  const seen = new Map<string, ImportRow>();
  const sameLearner = (a: ImportRow, b: ImportRow) => a.first_name === b.first_name && a.last_name === b.last_name && a.cohort === b.cohort;
  const rows: ImportRow[] = [];
  table.slice(1).forEach((cells, index) => {
    const cell = (column: number) => (at[column] >= 0 ? unprotect(cells[at[column]] ?? "").trim() : "");
    const row: ImportRow = {
      line: index + 2,
      email: cell(0).toLowerCase(),
      first_name: cell(1),
      last_name: cell(2),
      cohort: cell(3),
      problem: null,
    };
    if (cells.length < at.filter((i) => i >= 0).length) row.problem = "columns";
    else if (!emailSchema.safeParse(row.email).success) row.problem = "email";
    else if (seen.has(row.email)) {
      const first = seen.get(row.email)!;
      if (!first.problem && sameLearner(first, row)) return;
      row.problem = "repeated";
    } else if (row.cohort && !knownCohorts.has(row.cohort)) row.problem = "cohort";
    else if (row.first_name.length > 100 || row.last_name.length > 100) row.problem = "nameTooLong";
    else if (hasHiddenCharacters(row.first_name) || hasHiddenCharacters(row.last_name)) row.problem = "nameCharacters";
    if (row.email && !seen.has(row.email)) seen.set(row.email, row);
    rows.push(row);
  });
  return { ok: true, rows };
}
