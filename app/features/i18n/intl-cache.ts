/**
 * Intl formatters are slow to create (a locale data lookup each time) and cheap to reuse: a page
 * that formats a dozen dates spent more time building formatters than rendering. One per locale
 * and options, for the life of the process (a handful: 9 languages × a few styles).
 */
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${options ? JSON.stringify(options) : ""}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions) {
  return cached("date", locale, options, () => new Intl.DateTimeFormat(locale, options));
}

export function numberFormat(locale: string, options?: Intl.NumberFormatOptions) {
  return cached("number", locale, options, () => new Intl.NumberFormat(locale, options));
}
