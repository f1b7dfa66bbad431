import { expect, test } from "vitest";
import { cleanPastedHtml } from "./paste.server";

test("pasted HTML keeps headings, lists, links, bold, italic; drops styles, comments, scripts", () => {
  const pasted = [
    '<meta charset="utf-8"><!--StartFragment--><h2 style="color:red" class="MsoHeading2">Heading</h2>',
    '<p class="MsoNormal" style="margin:0"><b>bold</b>, <strong>strong</strong>, <i>italic</i>, <em>em</em> and ',
    '<a href="https://example.org/x" onclick="steal()">a link</a><span style="font-size:30px">!</span></p>',
    "<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>",
    "<script>alert(1)</script><style>p{color:red}</style><!--EndFragment-->",
  ].join("");
  const clean = cleanPastedHtml(pasted);
  expect(clean).toContain("<h2>Heading</h2>");
  expect(clean).toContain("<b>bold</b>, <strong>strong</strong>, <i>italic</i>, <em>em</em>");
  expect(clean).toMatch(/<a href="https:\/\/example\.org\/x"[^>]*>a link<\/a>/);
  expect(clean).toContain("<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol>");
  for (const gone of ["style", "Mso", "<!--", "script", "alert", "onclick", "<meta"]) expect(clean).not.toContain(gone);
});

test("a javascript: link loses its href; plain text stays text", () => {
  expect(cleanPastedHtml('<a href="javascript:alert(1)">x</a>')).not.toContain("javascript");
  expect(cleanPastedHtml("just words and more")).toBe("just words and more");
});
