import { dateTimeFormat } from "~/features/i18n/intl-cache";

/**
 * Post dates in the reader's language. The academy works in Vietnam, and a fixed time zone keeps
 * the server's HTML and the browser's hydration identical. Invalid dates give null (spec 000 §2:
 * "hidden if invalid").
 */
export function formatPostDate(value: string | null | undefined, locale: string, style: "short" | "long" = "long") {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, {
    dateStyle: style === "short" ? "medium" : "long",
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(date);
}
