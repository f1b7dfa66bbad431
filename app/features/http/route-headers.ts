import type { HeadersArgs } from "react-router";

/**
 * The `headers` of every route module with a page (ADR 006, ADR 008), in this order:
 * - an error boundary's answer keeps the headers of what failed (e.g. a 404's cache headers);
 * - an action's answer that speaks about caching or retrying (Cache-Control, or Retry-After on a
 *   429) keeps its own;
 * - otherwise the loader's: `pageCacheHeaders`, shared only when signed out.
 * React Router adds every Set-Cookie itself, and the security middleware makes any answer to a
 * non-GET `no-store`, so a form answer is never kept by the page cache or a CDN.
 */
export function routeHeaders({ loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  if (errorHeaders) return errorHeaders;
  if (actionHeaders.has("Cache-Control") || actionHeaders.has("Retry-After")) return actionHeaders;
  return loaderHeaders;
}
