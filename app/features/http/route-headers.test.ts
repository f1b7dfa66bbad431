import { expect, test } from "vitest";
import { routeHeaders } from "./route-headers";

const shared = { "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600", Vary: "Cookie, Accept-Language" };
const args = (headers: { loader?: HeadersInit; action?: HeadersInit; error?: HeadersInit }) => ({
  loaderHeaders: new Headers(headers.loader),
  actionHeaders: new Headers(headers.action),
  parentHeaders: new Headers(),
  errorHeaders: headers.error ? new Headers(headers.error) : undefined,
});

test("a page follows its loader: the page-cache headers", () => {
  expect(Object.fromEntries(routeHeaders(args({ loader: shared })))).toEqual({
    "cache-control": shared["Cache-Control"],
    vary: shared.Vary,
  });
});

test("a form's 429 keeps the action's Retry-After", () => {
  expect(routeHeaders(args({ loader: shared, action: { "Retry-After": "30" } })).get("Retry-After")).toBe("30");
});

test("an action that says how to cache its answer keeps its Cache-Control", () => {
  expect(routeHeaders(args({ loader: shared, action: { "Cache-Control": "private, no-store" } })).get("Cache-Control")).toBe(
    "private, no-store",
  );
});

test("an action answer with nothing to say about caching follows the loader", () => {
  expect(routeHeaders(args({ loader: shared, action: {} })).get("Cache-Control")).toBe(shared["Cache-Control"]);
});

test("an error page keeps the headers of what failed", () => {
  expect(
    routeHeaders(args({ loader: shared, action: { "Retry-After": "30" }, error: { "Cache-Control": "no-store" } })).get("Cache-Control"),
  ).toBe("no-store");
});
