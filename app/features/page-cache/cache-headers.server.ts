import type { SessionUser } from "~/features/auth/user-context";

/**
 * Cache-Control for public pages (DESIGN.md, Performance; ADR 006). A signed-out reader gets the
 * same page as every other signed-out reader of that language, so a CDN may keep it a minute and
 * serve it stale for ten while it refreshes; a signed-in one may see drafts or editor buttons, so
 * their page is private. `Vary` keeps languages and signed-in pages apart in shared caches.
 *
 * `keepForReader` (opt-in, ADR 014): the app may keep this signed-in reader's page for them for
 * 10 s. Only for a page that shows nothing but the reader themself, public words and data whose
 * every change drops the kept pages in every process (`onEveryProcess`: posts, `invalidatePosts`).
 * Never for a page with a form whose answer changes what the page shows, nor with rows other people
 * write (portals, staff lists): a posted form drops the reader's copies only in the process that took it.
 */
export function pageCacheHeaders(
  user: SessionUser | null,
  { shared = true, keepForReader = false }: { shared?: boolean; keepForReader?: boolean } = {},
) {
  const vary = "Cookie, Accept-Language";
  // `shared` false (a fallback list, a failed read) is kept by nobody, not even for this reader.
  if (user) return { "Cache-Control": "private, no-store", Vary: vary, ...(shared && keepForReader ? { [readerKeepHeader]: "10" } : {}) };
  return { "Cache-Control": shared ? "public, max-age=0, s-maxage=60, stale-while-revalidate=600" : "no-store", Vary: vary };
}

/**
 * Internal, never sent (the session middleware removes it): this signed-in page depends only on
 * who reads it (the user as the session knows them), the language, the path and query and the
 * posts, so the app may keep it for that same person for N seconds (ADR 014).
 */
export const readerKeepHeader = "X-Seed-Keep-For-Reader";
