// The reads a page needs, made in ONE request to Directus with the person's own token (issue 23,
// docs/decisions/023-render-path.md). Seven REST reads of a dashboard cost Directus seven times its
// fixed work per request (token check, accountability, middleware, logging) and the app seven
// fetches; cms/extensions/seed-read-at-once runs them all in one request, each through the items
// service exactly as GET /items would (same row rules, same answer), so a reader moves here
// unchanged. tests/integration/read-at-once.test.ts compares the two on every read of the portals.
//
// Each read is typed as `readItems` types it (ADR 036): `read(collection, query)` takes the same
// query against `Schema`, and its rows have exactly the fields it names, so a misspelt or missing
// field fails to compile instead of reading as undefined.
import {
  customEndpoint,
  formatFields,
  readItems,
  withOptions,
  type CollectionType,
  type ExtractItem,
  type Query,
  type ReadItemOutput,
  type RegularCollections,
  type RelationalFields,
} from "@directus/sdk";
import type { DirectusClient } from "./directus.server";
import type { Schema } from "./schema";
import { withRetries } from "./retry.server";

/** A read as the endpoint takes it: fields by path ("course.name"), filter with literal values, sort, limit. */
export interface ReadQuery {
  fields: string[];
  filter?: Record<string, unknown>;
  sort?: string[];
  limit?: number;
  offset?: number;
  search?: string;
}

/** One read of `readAtOnce`; `Row` is the type of its rows (only a type: never set). */
export interface Read<Row> {
  collection: string;
  query: ReadQuery;
  readonly row?: Row;
}

export type Collection = RegularCollections<Schema>;
/** A query as `readItems` takes it for `C`, with its fields named (the endpoint wants them). */
export type TypedQuery<C extends Collection> = Query<Schema, CollectionType<Schema, C>> & {
  readonly fields: NonNullable<Query<Schema, CollectionType<Schema, C>>["fields"]>;
};
/**
 * The rows of a read of `C` with query `Q`: `readItems`' own result type, except that a related row
 * read through a relation may be null: the relation is empty, or the reader may not read that row
 * (a closed job, for a learner), and Directus then answers null where `Schema` has the row.
 */
export type RowOf<C extends Collection, Q extends TypedQuery<C>> = MayHide<
  ReadItemOutput<Schema, C, Q>,
  CollectionType<Schema, C>,
  Q["fields"]
>;
type FieldOf<Fields> = Fields extends readonly (infer F)[] ? F : never;
/** The fields asked for through relation `K` (`{ course: ["name"] }`), never when it is asked for by its key alone. */
type NestedOf<Fields, K extends PropertyKey> = Extract<FieldOf<Fields>, Record<K, unknown>>;
type MayHide<Row, Item, Fields> = {
  [K in keyof Row]: K extends RelationalFields<Schema, Item>
    ? Row[K] extends readonly unknown[]
      ? Row[K]
      : [NestedOf<Fields, K>] extends [never]
        ? Exclude<Row[K], object> // the relation's key alone
        : MayHide<Extract<Row[K], object>, ExtractItem<Schema, Item[K & keyof Item]>, NestedOf<Fields, K>[K]> | null
    : Row[K];
};
/** The row type of a `Read` (for a helper that takes a read's rows). */
export type RowsOf<R> = R extends Read<infer Row> ? Row[] : never;

/**
 * A read of `collection`, written as for `readItems` (nested fields as `{ course: ["name"] }`,
 * filter and sort checked against `Schema`); its rows are typed from the fields it names.
 */
export function read<C extends Collection, const Q extends TypedQuery<C>>(collection: C, query: Q): Read<RowOf<C, Q>> {
  const { fields, filter, sort, limit, offset, search } = query;
  return {
    collection,
    query: {
      fields: formatFields(fields as (string | Record<string, unknown>)[]),
      ...(filter ? { filter: filter as Record<string, unknown> } : {}),
      ...(sort ? { sort: (Array.isArray(sort) ? sort : [sort]) as string[] } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(offset !== undefined ? { offset } : {}),
      ...(search !== undefined ? { search } : {}),
    },
  };
}

/** One REST read (`readItems`), retried on a blip (ADR 013), with the rows typed as `read` types them. */
export async function readRows<C extends Collection, const Q extends TypedQuery<C>>(
  client: DirectusClient,
  collection: C,
  query: Q,
): Promise<RowOf<C, Q>[]> {
  const rows: unknown[] = await withRetries((signal) => client.request(withOptions(readItems(collection, query), { signal })));
  // readItems' own rows, with the relations that may come back null said so (RowOf): TypeScript cannot relate the two for a generic C.
  return rows as RowOf<C, Q>[];
}

/**
 * A time compared in a filter (`{ starts_at: laterThan(now) }`): Directus compares times, but the SDK's
 * filter types allow `_gt`/`_gte` only on fields typed "datetime", and `Schema` types times as the
 * strings the app reads and writes.
 */
export function laterThan(time: string, { orAt = false } = {}): { _eq: string } {
  // The one place a time is compared: typed as the `_eq` the SDK allows on a string field.
  return (orAt ? { _gte: time } : { _gt: time }) as never;
}

export type Reads = Record<string, Read<unknown>>;
export type ReadsResult<R extends Reads> = { [K in keyof R]: RowsOf<R[K]> };

/**
 * Every read at once, retried as a whole on a blip (ADR 013); rows as `readItems` gives them. A read
 * the person may not make fails the whole, with Directus' status (as one of several REST reads would
 * fail the page).
 */
export async function readAtOnce<R extends Reads>(client: DirectusClient, reads: R): Promise<ReadsResult<R>> {
  const body = JSON.stringify({
    reads: Object.fromEntries(Object.entries(reads).map(([name, { collection, query }]) => [name, { collection, query }])),
  });
  return withRetries((signal) =>
    client.request<ReadsResult<R>>(
      withOptions(
        customEndpoint<ReadsResult<R>>({
          path: "/seed-read-at-once",
          method: "POST",
          body,
          headers: { "Content-Type": "application/json" },
        }),
        { signal },
      ),
    ),
  );
}
