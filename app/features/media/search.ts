/** Pure helpers shared by the library's loader and its search box (browser-safe). */

/** The search as the gallery sends it: trimmed, at most 100 characters, none when empty. */
export function searchTerm(value: string | null | undefined) {
  const trimmed = (value ?? "").replace(/\s+/g, " ").trim().slice(0, 100);
  return trimmed || null;
}

/** `?page=N` as a whole number from 1 to 50 (without JavaScript the page shows pages 1..N). */
export function pageNumber(value: string | null | undefined) {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? Math.min(number, 50) : 1;
}

/** The library's URL with its state in the query (never /media/<word>: that is a file). */
export function libraryHref({
  q,
  page,
  ...rest
}: {
  q?: string | null;
  page?: number;
  edit?: string;
  confirm?: string;
  id?: string;
  again?: string;
}) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  for (const [key, value] of Object.entries(rest)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `/media?${search}` : "/media";
}
