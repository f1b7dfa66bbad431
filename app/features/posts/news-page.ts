/** `/news?page=N` shows the first N pages (no-JS 'Load more'); capped so nobody asks for everything. */
export const maxNewsPages = 50;

/** The page the news list shows for this `page` parameter: 1 for anything that is not a whole number ≥ 1. */
export function newsPageOf(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, maxNewsPages) : 1;
}
