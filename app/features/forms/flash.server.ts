import { createCookie, redirect, type RouterContextProvider } from "react-router";
import { cookieSecret, secureCookies } from "~/features/auth/session.server";
import { getInstance } from "~/features/i18n/middleware.server";
import type { Flash, ShownFlash } from "./flash";

/**
 * A message after post-redirect-get (issue 25): the action sets it with its redirect, the next page
 * reads it once and clears it, so a reload or a later visit shows no trace of it. Signed with the
 * session cookie's secret (a forged cookie reads as none), short-lived, httpOnly.
 */
const flashCookie = createCookie(secureCookies ? "__Host-seed_flash" : "seed_flash", {
  httpOnly: true,
  sameSite: "lax",
  secure: secureCookies,
  path: "/",
  maxAge: 120,
  secrets: [cookieSecret],
});

/** The Set-Cookie header that carries `flash` to the next page (add it to the action's redirect). */
export function setFlash(flash: Flash) {
  return flashCookie.serialize(flash);
}

function isFlash(value: unknown): value is Flash {
  if (!value || typeof value !== "object") return false;
  const { tone, key, ns } = value as Record<string, unknown>;
  return ["info", "success", "warning", "error"].includes(String(tone)) && typeof key === "string" && typeof ns === "string";
}

/**
 * Whether a request's Cookie header carries a flash message: such a request is rendered, never
 * answered from the page cache (its page shows the message, and clears it with a Set-Cookie).
 */
export function hasFlashCookie(cookie: string | null | undefined) {
  return Boolean(cookie && /(?:^|;\s*)(?:__Host-)?seed_flash=/.test(cookie));
}

/**
 * The flash message waiting for this request (null: none), and the header that clears it. Only the
 * root loader reads it (`pageFlash`), so every page shows it, exactly once, wherever it lands.
 */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookie = request.headers.get("Cookie");
  if (!cookie || !hasFlashCookie(cookie)) return { flash: null, headers };
  const value: unknown = await flashCookie.parse(cookie);
  headers.append("Set-Cookie", await flashCookie.serialize("", { maxAge: 0 }));
  return { flash: isFlash(value) ? value : null, headers };
}

/**
 * The flash waiting for this request, left in place: for a page whose own data depends on it (the
 * editor's "Saved at", `?saved=` before issue 46). The root loader still reads and clears it.
 */
export async function peekFlash(request: Request): Promise<Flash | null> {
  const cookie = request.headers.get("Cookie");
  if (!cookie || !hasFlashCookie(cookie)) return null;
  const value: unknown = await flashCookie.parse(cookie);
  return isFlash(value) ? value : null;
}

/**
 * The root loader's flash (issue 46: read once, in one place): its message worded in the reader's
 * language, and the header that clears the cookie, for the root to return with its data.
 */
export async function pageFlash(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ flash: ShownFlash | null; headers: Headers }> {
  const { flash, headers } = await readFlash(request);
  if (!flash) return { flash: null, headers };
  const { t } = getInstance(context);
  const message = t(flash.key, { ns: flash.ns, ...flash.params });
  return { flash: { tone: flash.tone, message, ...(flash.values ? { values: flash.values } : {}) }, headers };
}

/**
 * Post-redirect-get with a message (303): `to` shows `flash` once. The usual answer of a row
 * action (row menus, `?confirm=`), so the reload after it does not post again.
 */
export async function redirectWithFlash(to: string, flash: Flash) {
  return redirect(to, { status: 303, headers: { "Set-Cookie": await setFlash(flash) } });
}

/**
 * The page a form was posted from, as a list again: its filters and paging kept, the per-row
 * confirmation (`confirm`, `id`) and any one-off notice (`done`) dropped, `.data` (a post with
 * JavaScript) removed.
 */
export function listUrlOf(request: Request) {
  const url = new URL(request.url);
  for (const key of ["confirm", "id", "done", "menu", "index", "_data"]) url.searchParams.delete(key);
  const path = url.pathname.replace(/\.data$/, "") || "/";
  return url.searchParams.size ? `${path}?${url.searchParams}` : path;
}
