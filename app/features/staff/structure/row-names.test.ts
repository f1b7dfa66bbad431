import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { supportedLanguages } from "~/features/i18n/locales";

// A structure list's row links show "Edit" / "Delete" and are named "<Edit> <row>" for screen
// readers (StructureList): a name that does not hold the visible word fails WCAG 2.5.3 (axe's
// label-content-name-mismatch), which the a11y matrix checks in two languages only. Here: all nine.
test("every structure page's row names hold the words the row links show, in every language", () => {
  const wrong: string[] = [];
  for (const lng of supportedLanguages) {
    const staff = JSON.parse(fs.readFileSync(path.join("locales", lng, "staff.json"), "utf8")) as Record<string, Record<string, unknown>>;
    const shown = { edit: String(staff.structure.edit), delete: String(staff.structure.delete) };
    for (const [area, words] of Object.entries(staff)) {
      for (const kind of ["edit", "delete"] as const) {
        const name = typeof words === "object" && words ? words[`${kind}Label`] : undefined;
        if (typeof name === "string" && !name.toLowerCase().includes(shown[kind].toLowerCase()))
          wrong.push(`${lng} ${area}.${kind}Label "${name}" lacks "${shown[kind]}"`);
      }
    }
  }
  expect(wrong).toEqual([]);
});
