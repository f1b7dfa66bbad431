import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { languageFromAcceptLanguage, matchLanguage, supportedLanguages } from "./locales";

const localesDir = path.resolve(__dirname, "../../../locales");
const plural = /_(zero|one|two|few|many|other)$/;

function keysOf(value: unknown, prefix = ""): string[] {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([k, v]) => keysOf(v, `${prefix}${k}.`));
  }
  return [prefix.slice(0, -1).replace(plural, "")];
}

function load(lng: string) {
  const dir = path.join(localesDir, lng);
  const keys = new Set<string>();
  const values = new Map<string, unknown>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    const json = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8"));
    for (const key of keysOf(json)) keys.add(`${file}:${key}`);
    values.set(file, json);
  }
  return keys;
}

const english = load("en");

test.each(supportedLanguages.filter((l) => l !== "en"))("%s has every key that en has", (lng) => {
  const keys = load(lng);
  const missing = [...english].filter((k) => !keys.has(k));
  expect(missing).toEqual([]);
});

test("en has no keys that are missing in the type of the other locales (no strays)", () => {
  for (const lng of supportedLanguages) {
    const extra = [...load(lng)].filter((k) => !english.has(k));
    expect(extra, lng).toEqual([]);
  }
});

test("browser languages map to supported codes: tl and fil → fil, unsupported → null", () => {
  expect(matchLanguage("tl-PH")).toBe("fil");
  expect(matchLanguage("fil")).toBe("fil");
  expect(matchLanguage("vi-VN")).toBe("vi");
  expect(matchLanguage("de-DE")).toBeNull();
  expect(languageFromAcceptLanguage("de-DE,de;q=0.9,vi;q=0.8,en;q=0.7")).toBe("vi");
  expect(languageFromAcceptLanguage("fr;q=0.9, th;q=0.95")).toBe("th");
  expect(languageFromAcceptLanguage("de, fr")).toBeNull();
  expect(languageFromAcceptLanguage(null)).toBeNull();
});
