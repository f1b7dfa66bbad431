// A staff list read a page at a time (activity, tickets): the loader's answer for both outcomes.
import { data } from "react-router";

/** One page of a list, with how many rows there are in all. */
export interface ListPage<Row> {
  rows: Row[];
  total: number;
  page: number;
  pages: number;
}

/**
 * The list's page with what the route adds (`base`: title, words, query), never kept. A failed
 * read is an empty first page and a 503, so the view offers to try again.
 */
export async function pagedListData<Row, Base extends object>(base: Base, read: () => Promise<ListPage<Row>>, what: string) {
  const headers = { "Cache-Control": "private, no-store" };
  try {
    return data({ ...base, ...(await read()), loadFailed: false }, { headers });
  } catch (error) {
    console.error(`Staff: could not read ${what}:`, error);
    const none: ListPage<Row> = { rows: [], total: 0, page: 1, pages: 1 };
    return data({ ...base, ...none, loadFailed: true }, { status: 503, headers });
  }
}
