import { expect, test } from "vitest";
import { csvCell, toCsv } from "./csv";

test("the file starts with a byte-order mark, ends lines with CRLF and quotes every cell", () => {
  expect(
    toCsv([
      ["Email", "Trạng thái"],
      ["a@example.com", null],
    ]),
  ).toBe('\uFEFF"Email","Trạng thái"\r\n"a@example.com",""\r\n');
});

test("quotes, commas and line breaks stay inside their cell", () => {
  expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
});

test.each([
  '=HYPERLINK("http://evil")',
  "+1+1",
  "-2+3",
  "@SUM(A1)",
  "\tx",
  "\rx",
  "\n=1+1",
  "  =1+1",
  "\u3000+1",
  '＝HYPERLINK("http://evil")',
  "＋1",
  "－1",
  "＠SUM(A1)",
])("a cell that starts like a formula (%j) is prefixed with an apostrophe", (value) => {
  expect(csvCell(value)).toBe(`"'${value.replaceAll('"', '""')}"`);
});

test("ordinary values are left alone", () => {
  expect(csvCell("x=1@y")).toBe('"x=1@y"');
  expect(csvCell("Nguyễn ＝ Lan")).toBe('"Nguyễn ＝ Lan"');
  expect(csvCell("  Lan")).toBe('"  Lan"');
  expect(csvCell(42)).toBe('"42"');
});
