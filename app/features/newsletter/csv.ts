/**
 * A CSV file for spreadsheets (issue 17, the subscribers export): UTF-8 with a byte-order mark so
 * Excel reads Vietnamese and Thai correctly, CRLF lines, every cell quoted. A cell that starts like
 * a formula gets a leading apostrophe, so opening the file never runs what a visitor typed (OWASP:
 * CSV injection): = + - @ or their full-width forms ＝ ＋ － ＠ (spreadsheets in Asian locales read
 * them as the same), also after leading spaces, or a tab, carriage return or line feed first.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/** What a spreadsheet may take for the start of a formula (the apostrophe the export adds excepted). */
export const formulaStart = /^(?:[\t\r\n]|[\s\u3000]*[=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/u;

export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value);
  const safe = formulaStart.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
