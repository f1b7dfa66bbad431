import { useMatches, useRouteError } from "react-router";
import { browserI18n } from "./browser-i18n.client";

/** The files under locales/<lng>/ (translations.server.test.ts keeps this list in step with them). */
export const namespaces = [
  "common",
  "site",
  "landing",
  "news",
  "post",
  "partner",
  "legal",
  "auth",
  "staff",
  "newsletter",
  "portal",
  "editor",
  "media",
  "portal-partner",
  "notifications",
  "teaching",
  "projects",
] as const;
export type Namespace = (typeof namespaces)[number];
/** Files under locales/<lng>/ that only the server reads (the mails' words, issue 17): never sent to a browser. */
export const serverOnlyNamespaces = ["mail"] as const;
export type Bundle = { [key: string]: string | Bundle };
/** Some namespaces' words, or some of their keys. */
export type Translations = { [N in Namespace]?: Bundle };
/** What a loader returns as `translations`: `Translations` as one JSON text, quotes swapped (translationsFor in translations.server.ts). */
export type SentTranslations = string & { readonly __sentTranslations: true };

/**
 * The page's streamed data is JSON inside a JavaScript string, so a `"` in a text it carries is
 * written as four bytes (`\\\"`). JSON's own quotes, a dozen per sentence of translations, go as `'`
 * (one byte) instead: each `"` becomes `'` and each `'` becomes `"`. Swapping again gives the
 * same JSON text back, escapes included (`\"` → `\'` → `\"`).
 */
export const swapQuotes = (text: string) => text.replace(/["']/g, (quote) => (quote === '"' ? "'" : '"'));

// The same text comes again with every render, revalidation and page of the area: each is merged in
// once per language (a string keeps its hash, so looking up the same text again is cheap).
const added = new Map<string, Set<string>>();

function addTranslations(locale: string, data: unknown) {
  const translations = data && typeof data === "object" && "translations" in data ? data.translations : undefined;
  if (typeof translations !== "string") return;
  let seen = added.get(locale);
  if (!seen) added.set(locale, (seen = new Set()));
  if (seen.has(translations)) return;
  for (const [ns, bundle] of Object.entries(JSON.parse(swapQuotes(translations)) as Translations))
    browserI18n.addResourceBundle(locale, ns, bundle, true, true);
  seen.add(translations);
}

/**
 * For the root Layout: adds the bundles of every matched route's loader data to the browser's
 * i18next, then switches it to the page's language, before anything below renders. An error
 * thrown before any loader ran (a middleware's 403) may carry its own bundles in its data.
 * Returns the language of the page. Does nothing on the server, which has every namespace.
 */
export function useRouteTranslations(locale: string | undefined) {
  const matches = useMatches();
  const error = useRouteError();
  if (typeof document === "undefined" || !browserI18n) return locale;
  const language = locale ?? browserI18n.language;
  for (const match of matches) addTranslations(language, match.loaderData);
  addTranslations(language, isErrorData(error) ? error.data : undefined);
  if (browserI18n.language !== language) void browserI18n.changeLanguage(language);
  return language;
}

/**
 * For an ErrorBoundary whose own loader threw: the words for the error page travel in the thrown
 * data (`data({ …, translations }, { status })`), since the route has no loader data then.
 */
export function useErrorTranslations(error: unknown) {
  if (typeof document === "undefined" || !browserI18n) return;
  addTranslations(browserI18n.language, isErrorData(error) ? error.data : undefined);
}

function isErrorData(error: unknown): error is { data: unknown } {
  return typeof error === "object" && error !== null && "data" in error;
}
