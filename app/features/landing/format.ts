import { dateTimeFormat } from "~/features/i18n/intl-cache";

/** Short localized date (spec §2); null when the value is not a valid date, so the card hides it. */
export function formatShortDate(value: string | null | undefined, locale: string) {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }).format(date);
}
