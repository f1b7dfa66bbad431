import { expect, test } from "vitest";
import { hasHiddenCharacters, visibleName } from "./person-name";
import { z } from "./zod";

test("names in the academy's languages, with their marks, apostrophes and hyphens, have nothing hidden", () => {
  for (const name of [
    "Nguyễn Thị Thảo",
    "O'Brien-Smith",
    "Dela Cruz, Jr.",
    "สมศรี",
    "សុខ ដារ៉ា",
    "ສົມພອນ",
    "အောင်ကျော်",
    "Siti Nur'aini",
    "Zoë",
  ]) {
    expect(hasHiddenCharacters(name), name).toBe(false);
  }
});

test("control characters and format characters (bidi controls, zero-width ones, the BOM) are hidden characters", () => {
  const hidden = {
    NUL: "\u0000",
    "line feed": "\n",
    tab: "\t",
    escape: "\u001b",
    DEL: "\u007f",
    "C1 control": "\u0085",
    "right-to-left override": "\u202e",
    "left-to-right embedding": "\u202a",
    "right-to-left isolate": "\u2067",
    "pop directional isolate": "\u2069",
    "right-to-left mark": "\u200f",
    "arabic letter mark": "\u061c",
    "zero-width space": "\u200b",
    "zero-width non-joiner": "\u200c",
    "zero-width joiner": "\u200d",
    "word joiner": "\u2060",
    "soft hyphen": "\u00ad",
    "byte-order mark": "\ufeff",
    "tag character": "\u{e0041}",
  };
  for (const [label, character] of Object.entries(hidden)) expect(hasHiddenCharacters(`An${character}na`), label).toBe(true);
});

test("a name field with the check refuses them with one message key and keeps the rest of its rules", () => {
  const name = z.string().trim().max(10, "nameTooLong").check(visibleName);
  expect(name.safeParse("  Lan  ").data).toBe("Lan");
  expect(name.safeParse("Lan\u202eexe.").error?.issues.map((issue) => issue.message)).toEqual(["nameCharacters"]);
  expect(name.safeParse("Lan\u200d").error?.issues.map((issue) => issue.message)).toEqual(["nameCharacters"]);
  expect(name.safeParse("x".repeat(11)).error?.issues.map((issue) => issue.message)).toEqual(["nameTooLong"]);
  // Surrounding whitespace and a leading BOM are trimmed, not refused.
  expect(name.safeParse("\ufeff Lan\n").data).toBe("Lan");
});
