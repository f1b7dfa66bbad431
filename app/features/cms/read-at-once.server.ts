// The reads a page needs, made in ONE request to Directus with the person's own token (issue 23,
// docs/decisions/023-render-path.md). Seven REST reads of a dashboard cost Directus seven times its
// fixed work per request (token check, accountability, middleware, logging) and the app seven
// fetches; cms/extensions/seed-read-at-once runs them all in one request, each through the items
// service exactly as GET /items would (same row rules, same answer), so a reader moves here
// unchanged. tests/integration/read-at-once.test.ts compares the two on every read of the portals.
import { customEndpoint, withOptions } from "@directus/sdk";
import type { DirectusClient } from "./directus.server";
import { withRetries } from "./retry.server";

/** A REST read (the subset the pages use): fields by path ("course.name"), filter with literal values, sort, limit. */
export interface ReadQuery {
  fields: string[];
  filter?: Record<string, unknown>;
  sort?: string[];
  limit?: number;
  offset?: number;
  search?: string;
}
export type Reads = Record<string, [collection: string, query: ReadQuery]>;
type Row = Record<string, unknown>;

/**
 * Every read at once, retried as a whole on a blip (ADR 013); rows as `readItems` gives them. A read
 * the person may not make fails the whole, with Directus' status (as one of several REST reads would
 * fail the page).
 */
export async function readAtOnce<R extends Reads>(client: DirectusClient, reads: R): Promise<{ [K in keyof R]: Row[] }> {
  const body = JSON.stringify({
    reads: Object.fromEntries(Object.entries(reads).map(([name, [collection, query]]) => [name, { collection, query }])),
  });
  return withRetries((signal) =>
    client.request<{ [K in keyof R]: Row[] }>(
      withOptions(
        customEndpoint<{ [K in keyof R]: Row[] }>({
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
