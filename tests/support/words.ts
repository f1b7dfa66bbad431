// A page's words in a test, read from the same files the app reads (locales/<lng>/<namespace>.json),
// so one test body runs in any language.
import fs from "node:fs";
import type { Language } from "~/features/i18n/locales";

/** The words of `namespace` in `language`: `words(key, params)`, `{{name}}` filled from `params`. */
export function wordsOf(language: Language, namespace: string) {
  const all = JSON.parse(fs.readFileSync(`locales/${language}/${namespace}.json`, "utf8"));
  return (key: string, params: Record<string, string | number> = {}) => {
    const found = key.split(".").reduce((at, part) => at?.[part], all) as unknown;
    if (typeof found !== "string") throw new Error(`No words for ${namespace}:${key} in ${language}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
  };
}
