import { dateTimeFormat } from "~/features/i18n/intl-cache";

/** "long": 16 December 2024; "short": 16 Dec 2024; "dateTime": 16 Dec 2024, 14:05 (a table's "Updated"). */
export type DateStyle = "short" | "long" | "dateTime";

/**
 * Post dates in the reader's language. The academy works in Vietnam, and a fixed time zone keeps
 * the server's HTML and the browser's hydration identical. Invalid dates give null (spec 000 §2:
 * "hidden if invalid").
 */
export function formatPostDate(value: string | null | undefined, locale: string, style: DateStyle = "long") {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, {
    dateStyle: style === "long" ? "long" : "medium",
    ...(style === "dateTime" ? { timeStyle: "short" as const } : {}),
    timeZone: "Asia/Ho_Chi_Minh",
  }).format(date);
}
