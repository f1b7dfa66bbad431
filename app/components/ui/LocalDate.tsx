import { formatPostDate, type DateStyle } from "~/features/i18n/dates";

/**
 * A date in the reader's language, as a `<time>`. Node and the browser carry different ICU data
 * (in Khmer, for one, they write a month differently), so the text may differ when the page
 * hydrates: the server's text is kept, and React is told that this element's text may differ.
 */
export function LocalDate({
  value,
  locale,
  style = "long",
  empty = null,
}: {
  value: string | null | undefined;
  locale: string;
  style?: DateStyle;
  empty?: string | null;
}) {
  const text = formatPostDate(value, locale, style);
  if (!text || !value) return empty;
  return (
    <time dateTime={value} suppressHydrationWarning>
      {text}
    </time>
  );
}
