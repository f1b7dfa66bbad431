// What the structure pages' reads share (issue 50): the row a URL's id names, and the unique value
// (a code, a name, a slug) no other row may hold, checked before a write.
import { readItems, type UnpackList } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { Collection } from "~/features/cms/read-at-once.server";
import type { Schema } from "~/features/cms/schema";

/** The URL's id: a whole number from 1 that fits Directus' integer keys, else null (no such row). */
export function rowId(id: string | undefined): number | null {
  const value = Number(id);
  return Number.isInteger(value) && value >= 1 && value <= 2 ** 31 - 1 ? value : null;
}

/** Whether a row of `collection` other than `except` (the one being changed) has `value` in `field`. */
export async function takenByOther<C extends Collection>(
  client: DirectusClient,
  collection: C,
  field: keyof UnpackList<Schema[C]> & string,
  value: string,
  except?: number,
) {
  const same = { [field]: { _eq: value } };
  const filter = except ? { _and: [same, { id: { _neq: except } }] } : same;
  // `field` is checked against the collection above; Directus' filter types do not follow a generic `C`.
  const anyCollection: Collection = collection;
  const rows = await client.request(readItems(anyCollection, { fields: ["id"], filter, limit: 1 }));
  return rows.length > 0;
}
