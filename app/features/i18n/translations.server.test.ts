import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { supportedLanguages } from "./locales";
import { namespaces, serverOnlyNamespaces, swapQuotes } from "./translations";
import { membersOf, pick, pickTranslations } from "./translations.server";

const localesDir = path.resolve(__dirname, "../../../locales");
const read = (lng: string, ns: string) => JSON.parse(fs.readFileSync(path.join(localesDir, lng, `${ns}.json`), "utf8"));

test("the namespace list names every file of every language, and nothing else", () => {
  for (const lng of supportedLanguages) {
    const files = fs
      .readdirSync(path.join(localesDir, lng))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    expect(files.sort(), lng).toEqual([...namespaces, ...serverOnlyNamespaces].sort());
  }
});

test("a whole namespace is sent without its server-only `meta` and `replies`", () => {
  const { landing } = pickTranslations("vi", ["landing"]);
  const { meta, replies, ...rest } = read("vi", "landing");
  expect(meta).toBeDefined();
  expect(replies).toBeDefined();
  expect(landing).toEqual(rest);
});

test("a page can ask for some groups or single keys of a namespace", () => {
  const { auth } = pickTranslations("en", { auth: ["forgot", "register.spamHint"] });
  const en = read("en", "auth");
  expect(auth).toEqual({ forgot: en.forgot, register: { spamHint: en.register.spamHint } });
});

test("an area's layout can send a namespace but some of its groups, which its pages send themselves", () => {
  const { "portal-partner": partner } = pickTranslations("vi", { "portal-partner": { except: ["intros"] } });
  const { intros, ...rest } = read("vi", "portal-partner");
  expect(intros).toBeDefined();
  expect(partner).toEqual(rest);
});

test("a key listed twice, whole and in part, is sent once and the source stays as it was", () => {
  const before = JSON.stringify(read("th", "auth"));
  const { auth } = pickTranslations("th", { auth: ["register", "register.spamHint", "fields"] });
  expect(auth?.register).toEqual(read("th", "auth").register);
  expect(JSON.stringify(pickTranslations("th", ["auth"]).auth)).toBe(before);
});

test("a misspelt namespace or key fails where the loader is written, not as a raw key in the browser", () => {
  // @ts-expect-error A misspelt namespace does not compile either.
  expect(() => pickTranslations("vi", ["landng"])).toThrow(/no namespace "landng"/);
  expect(() => pickTranslations("vi", { auth: ["login.nope"] })).toThrow(/"auth" has no key "login.nope"/);
});

test("a server-only namespace (the mails' words) is refused, whole or in part", () => {
  // @ts-expect-error The mails' namespace is not one a loader may name.
  expect(() => pickTranslations("vi", ["mail"])).toThrow(/"mail" never leaves the server/);
  // @ts-expect-error Nor any of its keys.
  expect(() => pickTranslations("vi", { mail: ["verifyEmail"] })).toThrow(/"mail" never leaves the server/);
});

test("a plural key asked for by its base name sends all its forms, and nothing else", () => {
  const bundle = { list: { rows_one: "{{count}} row", rows_other: "{{count}} rows", rowsTitle: "Rows", rows_x: "no" }, other: "x" };
  expect(pick(bundle, ["list.rows"], "t")).toEqual({ list: { rows_one: "{{count}} row", rows_other: "{{count}} rows" } });
  expect(() => pick(bundle, ["list.row"], "t")).toThrow('"t" has no key "list.row"');
});

test("translations travel as JSON with swapped quotes, and swapping back gives every word as it was", () => {
  const words = { auth: { a: 'He said "go"', b: "it's C:\\ and \\\"", c: "“curly” stays" } };
  const text = swapQuotes(JSON.stringify(words));
  expect(text).toBe(`{'auth':{'a':'He said \\'go\\'','b':'it"s C:\\\\ and \\\\\\'','c':'“curly” stays'}}`);
  expect(JSON.parse(swapQuotes(text))).toEqual(words);
  // Every language's words: the JSON quotes no longer need escaping in the page.
  for (const lng of supportedLanguages) {
    const all = pickTranslations(lng, [...namespaces]);
    expect(JSON.parse(swapQuotes(swapQuotes(JSON.stringify(all)))), lng).toEqual(all);
  }
});

test("membersOf: a group's members as dotted paths, but the ones its pages send themselves", () => {
  const paths = membersOf("staff", "admin", ["import", "details"]);
  expect(paths).toContain("admin.posts");
  expect(paths).toContain("admin.errors");
  expect(paths).not.toContain("admin.import");
  expect(paths).not.toContain("admin.details");
  // Together with the pages' own, the whole group travels.
  const sent = pickTranslations("vi", { staff: [...paths, "admin.import", "admin.details"] });
  expect(sent.staff).toEqual(pickTranslations("vi", { staff: ["admin"] }).staff);
  expect(() => membersOf("staff", "nothing-here", [])).toThrow(/no group/);
});
