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

/** The library's state in its query: the search and how many pages it shows. */
export interface LibraryState {
  q?: string | null;
  page?: number;
}

/** The library's URL with its state in the query (never /media/<word>: that is a file). */
export function libraryHref({ q, page, again }: LibraryState & { again?: boolean }) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page && page > 1) params.set("page", String(page));
  if (again) params.set("again", "1");
  const search = params.toString();
  return search ? `/media?${search}` : "/media";
}

/** A file's Edit or Delete dialog (a child route of the library, ADR 055), the library's state kept in its query. */
export function fileDialogHref(id: string, dialog: "edit" | "delete", state: LibraryState & { again?: boolean }) {
  return libraryHref(state).replace(/^\/media/, `/media/${id}/${dialog}`);
}

/** The library's state as a URL's query holds it (the library's or a dialog's). */
export function libraryStateOf(url: URL): { q: string | null; page: number } {
  return { q: searchTerm(url.searchParams.get("q")), page: pageNumber(url.searchParams.get("page")) };
}
