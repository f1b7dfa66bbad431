/**
 * A CSV file for spreadsheets (issue 17, the subscribers export): UTF-8 with a byte-order mark so
 * Excel reads Vietnamese and Thai correctly, CRLF lines, every cell quoted. A cell that starts like
 * a formula (= + - @, or a tab or carriage return) gets a leading apostrophe, so opening the file
 * never runs what a visitor typed (OWASP: CSV injection).
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

export function csvCell(value: string | number | null | undefined): string {
  const text = value == null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}
