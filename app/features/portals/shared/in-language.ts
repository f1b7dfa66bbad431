// The resources and both FAQs (issue 50) are rows with a language and an order: a reader sees the
// rows in their own language, or, where none is written in it, the site language's rows; in order.
import { fallbackLanguage } from "~/features/i18n/locales";

/** The rows for `language`: its own when it has any, else the site language's; sorted by order (none last), ties as they came. */
export function inLanguage<Row extends { id: number; language: string; sort: number | null }>(rows: Row[], language: string): Row[] {
  const own = rows.filter((row) => row.language === language);
  const chosen = own.length ? own : rows.filter((row) => row.language === fallbackLanguage);
  return [...chosen].sort((a, b) => (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER));
}

/** The languages a read asks Directus for: the reader's and the site language. */
export const readLanguages = (language: string) => [...new Set([language, fallbackLanguage])];
