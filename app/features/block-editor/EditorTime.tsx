import { dateTimeFormat } from "~/features/i18n/intl-cache";
/** A date and time in the reader's language; the server's text is kept when the browser's differs (time zone, ICU data). */
export function EditorTime({ value, locale }: { value: string | null; locale: string }) {
  const date = new Date(value ?? "");
  if (!value || Number.isNaN(date.getTime())) return null;
  const text = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  return (
    <time dateTime={value} suppressHydrationWarning>
      {text}
    </time>
  );
}
