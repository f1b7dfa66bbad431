import { z } from "zod";

/**
 * The row a `?confirm=<intent>&id=<row>` asks about (per-row confirmation, issue 25), found by
 * `find`: the dialog's row when the page is loaded without JavaScript. Null when none is asked.
 */
export async function confirmRowOf<Row>(request: Request, find: (id: number) => Promise<Row | null>): Promise<Row | null> {
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id"));
  return url.searchParams.get("confirm") && Number.isInteger(id) && id > 0 ? find(id) : null;
}

/** A row's numeric id in a row menu's form: a whole number from 1; anything else is the error `error`. */
export const rowIdField = (error: string) => z.coerce.number({ error }).int({ error }).min(1, { error });
