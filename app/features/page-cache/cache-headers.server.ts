import type { SessionUser } from "~/features/auth/user-context";

/**
 * Cache-Control for public pages (DESIGN.md, Performance; ADR 006). A signed-out reader gets the
 * same page as every other signed-out reader of that language, so a CDN may keep it a minute and
 * serve it stale for ten while it refreshes; a signed-in one may see drafts or editor buttons, so
 * their page is private. `Vary` keeps languages and signed-in pages apart in shared caches.
 */
export function pageCacheHeaders(user: SessionUser | null, { shared = true }: { shared?: boolean } = {}) {
  return {
    "Cache-Control": user ? "private, no-store" : shared ? "public, max-age=0, s-maxage=60, stale-while-revalidate=600" : "no-store",
    Vary: "Cookie, Accept-Language",
  };
}
