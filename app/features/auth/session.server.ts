// The signed-in session: Directus tokens in a signed httpOnly cookie (spec README: never in local
// storage), refreshed before they run out, with the user and role cached for the session.
import { randomBytes } from "node:crypto";
import { createContext, createCookieSessionStorage, createSession, type RouterContextProvider, type Session } from "react-router";
import { createDirectus, rest, staticToken } from "@directus/sdk";
import { env } from "~/env.server";
import { redis, redisPrefix } from "~/features/cluster/redis.server";
import { createDirectusClient, directusContext, directusUrl, type DirectusClient } from "~/features/cms/directus.server";
import type { Schema } from "~/features/cms/schema";
import * as directusAuth from "./directus-auth.server";
import { revokeUserSessions, userRevokedAt } from "./user-revocations.server";
import { userContext, type SessionUser } from "./user-context";

export interface AuthSessionData {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds. */
  expiresAt: number;
  /** Spec 000 §3 `auth:remember`: a persistent cookie instead of a browser-session one. */
  remember: boolean;
  /** Loaded at sign-in (spec 000 §3: user from the me call, role name) and again every minute. */
  user: SessionUser;
  /** Epoch milliseconds of the last user and role check. */
  userCheckedAt: number;
  /** Names this session across token refreshes, so sign-out can revoke every copy of the cookie. */
  sid: string;
  /** Epoch milliseconds of the sign-in: a user revoked later (`revokeUserSessions`) is signed out. */
  signedInAt: number;
}
export type AuthSession = Session<AuthSessionData>;

/** Spec 000 §9: refresh at expiry − early refresh (60 s) − clock skew (30 s). */
export const EARLY_REFRESH_MS = 60_000;
export const CLOCK_SKEW_MS = 30_000;
/** A remembered session lasts as long as Directus' refresh token (default 7 days). */
const REMEMBER_MAX_AGE_S = 60 * 60 * 24 * 7;

const isProduction = env.NODE_ENV === "production";
export const secureCookies = isProduction && env.COOKIE_SECURE;

/** `__Host-` binds the cookie to this host, path / and HTTPS; browsers refuse it without Secure. */
export function sessionCookieNameFor(secure: boolean) {
  return secure ? "__Host-seed_session" : "seed_session";
}
export const sessionCookieName = sessionCookieNameFor(secureCookies);

function sessionSecret() {
  const secret = env.SESSION_SECRET;
  if (secret) return secret;
  if (isProduction) throw new Error("SESSION_SECRET is not set");
  // Development without the start script: sessions last until the server restarts.
  console.warn("SESSION_SECRET is not set: using a random secret for this process");
  return randomBytes(32).toString("base64url");
}

/** The cookie session storage (exported as a factory so tests can write a session the app reads). */
export function createAuthSessionStorage({ secret, secure }: { secret: string; secure: boolean }) {
  return createCookieSessionStorage<AuthSessionData>({
    cookie: {
      name: sessionCookieNameFor(secure),
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      secrets: [secret],
    },
  });
}

/** Signs the session cookie and the known-device cookie (known-device.server.ts). */
export const cookieSecret = sessionSecret();
const storage = createAuthSessionStorage({ secret: cookieSecret, secure: secureCookies });

export const rememberMaxAgeSeconds = REMEMBER_MAX_AGE_S;

export async function getSession(request: Request) {
  const header = request.headers.get("Cookie");
  const signed = header ? onlySessionCookie(header) : null;
  const known = signed ? verifiedCookies.get(signed) : undefined;
  if (known) return createSession<AuthSessionData>(structuredClone(known) as AuthSessionData);
  const session = await storage.getSession(header);
  if (signed && Object.keys(session.data).length) {
    verifiedCookies.set(signed, structuredClone(session.data));
    if (verifiedCookies.size > maxVerifiedCookies) verifiedCookies.delete(verifiedCookies.keys().next().value as string);
  }
  return session;
}

/**
 * Session cookies whose signature was checked, with what they hold: the same signed value always
 * reads the same (the signature covers the whole value), so a reader's next requests skip the
 * HMAC check (issue 16). What the value holds is judged on every request as before (expiry,
 * revocation, the user check).
 */
const verifiedCookies = new Map<string, AuthSession["data"]>();
const maxVerifiedCookies = 1000;
const sessionCookiePattern = new RegExp(`(?:^|;)\\s*${sessionCookieName.replace(/[$]/g, "\\$&")}=([^;]*)`, "g");

/** The session cookie's raw value when the header holds exactly one. */
function onlySessionCookie(header: string) {
  const values = [...header.matchAll(sessionCookiePattern)];
  return values.length === 1 ? (values[0]![1] ?? null) : null;
}

/** The Set-Cookie value for a session: persistent only with "remember me". */
export function commitSession(session: AuthSession) {
  return storage.commitSession(session, session.get("remember") ? { maxAge: REMEMBER_MAX_AGE_S } : undefined);
}

export function destroySession(session: AuthSession) {
  return storage.destroySession(session);
}

/** What the middleware shares with actions that sign in or out (and whether the cookie changed). */
interface SessionState {
  session: AuthSession;
  changed: boolean;
  destroyed: boolean;
}
export const sessionStateContext = createContext<SessionState | null>(null);

function sessionState(context: Readonly<RouterContextProvider>) {
  const state = context.get(sessionStateContext);
  if (!state) throw new Error("The session middleware is not installed");
  return state;
}

/** Starts a session after a successful Directus login; the middleware writes the cookie. */
export function startSession(
  context: Readonly<RouterContextProvider>,
  { tokens, user, remember }: { tokens: directusAuth.DirectusTokens; user: SessionUser; remember: boolean },
) {
  const state = sessionState(context);
  const { session } = state;
  session.set("accessToken", tokens.accessToken);
  session.set("refreshToken", tokens.refreshToken);
  session.set("expiresAt", tokens.expiresAt);
  session.set("remember", remember);
  session.set("user", user);
  session.set("userCheckedAt", Date.now());
  session.set("sid", randomBytes(16).toString("base64url"));
  session.set("signedInAt", Date.now());
  state.changed = true;
  state.destroyed = false;
  context.set(userContext, user);
  context.set(directusContext, userDirectusClient(state, tokens.accessToken));
}

/** The signed-in person changed their own name (settings): the header shows it from this request on. */
export function updateSessionUser(context: Readonly<RouterContextProvider>, patch: Pick<SessionUser, "firstName" | "lastName">) {
  const state = sessionState(context);
  const user = state.session.get("user");
  if (!user) return;
  const updated = { ...user, ...patch };
  state.session.set("user", updated);
  state.changed = true;
  context.set(userContext, updated);
}

/**
 * The signed-in person changed their password (settings, issue 51): every other session of theirs
 * ends at its next request, in every process, and this one goes on with `tokens`, those of a sign-in
 * with the new password. Without them (that sign-in failed) this session ends too.
 */
export async function endOtherSessions(context: Readonly<RouterContextProvider>, tokens: directusAuth.DirectusTokens | null) {
  const state = sessionState(context);
  const user = state.session.get("user");
  if (!user) return;
  const revokedAt = Date.now();
  await revokeUserSessions(user.id, revokedAt);
  if (!tokens) {
    clearSession(state);
    return;
  }
  startSession(context, { tokens, user, remember: Boolean(state.session.get("remember")) });
  // Signed in after the revocation, even within its millisecond (a session signed in at or before it ends).
  state.session.set("signedInAt", Math.max(Date.now(), revokedAt + 1));
}

/**
 * Signs out: revokes the refresh token at Directus, then ends the session here and clears the
 * cookie. If Directus could not revoke it (no answer, or a 5xx), nothing changes and `revoked` is
 * false: the person stays signed in and is told 'Failed to sign out.' (spec 000 §8), rather than
 * believing a session is over while its refresh token still works at Directus.
 */
export async function endSession(context: Readonly<RouterContextProvider>) {
  const state = sessionState(context);
  const refreshToken = state.session.get("refreshToken");
  const sid = state.session.get("sid");
  if (refreshToken) {
    const result = await directusAuth.logout(refreshToken);
    // An already-dead token (401/403) is as good as revoked; only "no answer" or 5xx is a failure.
    const revoked = result.ok || (result.status >= 400 && result.status < 500);
    if (!revoked) {
      console.error(`Logout failed: ${result.status ? `HTTP ${result.status}` : "no answer from Directus"}`);
      return { revoked: false };
    }
  }
  if (sid) await revokeSession(sid);
  clearSession(state);
  context.set(userContext, null);
  context.set(directusContext, createDirectusClient());
  return { revoked: true };
}

/**
 * Sessions signed out here (issue 10 §13): a copy of the cookie must not work on after logout for
 * as long as its access token would. Kept until every cookie of the session is dead anyway (its
 * refresh token is revoked at Directus; a remembered cookie lasts at most REMEMBER_MAX_AGE_S).
 * With REDIS also there, for every app process (README, scale-out); this process's own list
 * answers without asking Redis, and stands alone when Redis cannot be reached.
 */
const revokedSessions = new Map<string, number>();
const revokedKey = (sid: string) => `${redisPrefix}revoked:${sid}`;

async function revokeSession(sid: string, now = Date.now()) {
  revokedSessions.set(sid, now + REMEMBER_MAX_AGE_S * 1000);
  for (const [id, until] of revokedSessions) if (until < now) revokedSessions.delete(id);
  await redis()
    ?.set(revokedKey(sid), "1", "EX", REMEMBER_MAX_AGE_S)
    .catch((error: Error) => console.error(`Revoking a session in Redis failed: ${error.message}`));
}

async function isRevoked(sid: string) {
  if (revokedSessions.has(sid)) return true;
  const shared = redis();
  // Not connected (Redis restarting): this process's own list only, rather than a wait per request.
  if (shared?.status !== "ready") return false;
  try {
    return (await shared.exists(revokedKey(sid))) === 1;
  } catch (error) {
    console.error(`Checking a session in Redis failed: ${(error as Error).message}`);
    return false;
  }
}

/** A role change in Directus reaches the app within this time (issue 10 §13). */
export const USER_RECHECK_MS = 60_000;

function clearSession(state: SessionState) {
  for (const key of ["accessToken", "refreshToken", "expiresAt", "remember", "user", "userCheckedAt", "sid", "signedInAt"] as const)
    state.session.unset(key);
  state.destroyed = true;
  state.changed = true;
}

/**
 * Refresh tokens rotate: if two requests of one session both refreshed with the same token, the
 * second would fail and sign the user out. So a refresh is shared per refresh token (single
 * flight), and its result is kept briefly for requests that were already on their way with the
 * old cookie. In-process; across app processes Directus itself answers a second refresh with the
 * same token for 10 s (SESSION_REFRESH_GRACE_PERIOD), so two processes refreshing at once both win.
 */
const REUSE_REFRESH_MS = 30_000;
const refreshes = new Map<string, Promise<directusAuth.AuthResult<directusAuth.DirectusTokens>>>();

export function refreshOnce(refreshToken: string) {
  const pending = refreshes.get(refreshToken);
  if (pending) return pending;
  const promise = directusAuth.refresh(refreshToken).finally(() => {
    setTimeout(() => refreshes.delete(refreshToken), REUSE_REFRESH_MS).unref?.();
  });
  refreshes.set(refreshToken, promise);
  return promise;
}

function applyTokens(state: SessionState, tokens: directusAuth.DirectusTokens) {
  state.session.set("accessToken", tokens.accessToken);
  state.session.set("refreshToken", tokens.refreshToken);
  state.session.set("expiresAt", tokens.expiresAt);
  state.changed = true;
}

/**
 * The signed-in visitor's Directus client. Spec 000 §7: an authenticated call that answers 401 is
 * retried once after a refresh (shared with any other refresh of this session); if the refresh
 * fails, the session is cleared and the 401 stands.
 */
function userDirectusClient(state: SessionState, accessToken: string): DirectusClient {
  let current = accessToken;
  const withToken = (init: RequestInit | undefined, token: string) => {
    const headers = new Headers(init?.headers);
    headers.set("Authorization", `Bearer ${token}`);
    return { ...init, headers };
  };
  const fetchWithRefresh: typeof fetch = async (input, init) => {
    const response = await fetch(input, withToken(init, current));
    const refreshToken = state.session.get("refreshToken");
    if (response.status !== 401 || !refreshToken) return response;
    const result = await refreshOnce(refreshToken);
    if (!result.ok) {
      if (result.status !== 0) {
        console.error(`Refresh failed: HTTP ${result.status}`);
        clearSession(state);
      }
      return response;
    }
    applyTokens(state, result.value);
    current = result.value.accessToken;
    return fetch(input, withToken(init, current));
  };
  return createDirectus<Schema>(directusUrl, { globals: { fetch: fetchWithRefresh } })
    .with(rest())
    .with(staticToken(accessToken));
}

export function needsRefresh(expiresAt: number, now = Date.now()) {
  return expiresAt - now <= EARLY_REFRESH_MS + CLOCK_SKEW_MS;
}

/**
 * Reads the cookie, refreshes and loads the user when needed, and sets `userContext` and
 * `directusContext` for the loaders and actions of this request.
 */
export async function loadSession(request: Request, context: Readonly<RouterContextProvider>) {
  const state: SessionState = { session: await getSession(request), changed: false, destroyed: false };
  context.set(sessionStateContext, state);
  const { session } = state;

  let accessToken = session.get("accessToken");
  const refreshToken = session.get("refreshToken");
  if (!accessToken || !refreshToken) {
    if (session.has("accessToken") || session.has("refreshToken")) clearSession(state);
    return state;
  }
  const sid = session.get("sid");
  if (sid && (await isRevoked(sid))) {
    clearSession(state);
    return state;
  }
  // A session from before its user was revoked (suspended, role changed, deleted; #31). Sessions
  // from before sign-in times were recorded count as signed in at 0.
  const knownUserId = session.get("user")?.id;
  const revokedAt = knownUserId ? await userRevokedAt(knownUserId) : 0;
  if (revokedAt > 0 && revokedAt >= Number(session.get("signedInAt") ?? 0)) {
    clearSession(state);
    return state;
  }

  if (needsRefresh(Number(session.get("expiresAt") ?? 0))) {
    const result = await refreshOnce(refreshToken);
    if (!result.ok) {
      if (result.status === 0) {
        // Directus did not answer: keep the session for the next request, but act signed out now.
        console.error("Refresh failed: no answer from Directus");
        return state;
      }
      console.error(`Refresh failed: HTTP ${result.status}`);
      clearSession(state);
      return state;
    }
    accessToken = result.value.accessToken;
    applyTokens(state, result.value);
  }

  let user = session.get("user") ?? null;
  const checkedAt = Number(session.get("userCheckedAt") ?? 0);
  if (!user || Date.now() - checkedAt > USER_RECHECK_MS) {
    let result = await directusAuth.fetchUser(accessToken);
    // Spec 000 §4: a token that fails with 401 triggers one refresh; otherwise sign-out (below).
    if (!result.ok && result.status === 401) {
      const refreshed = await refreshOnce(session.get("refreshToken") ?? refreshToken);
      if (refreshed.ok) {
        applyTokens(state, refreshed.value);
        accessToken = refreshed.value.accessToken;
        result = await directusAuth.fetchUser(accessToken);
      }
    }
    if (!result.ok && result.inactive) {
      // Suspended (or otherwise not active) in Directus: this and every other session of theirs end now.
      await revokeUserSessions(result.inactive);
      clearSession(state);
      return state;
    }
    if (result.ok) {
      user = result.value;
      session.set("user", user);
      session.set("userCheckedAt", Date.now());
      state.changed = true;
    } else {
      console.error(`${result.step === "role" ? "Fetching role failed" : "Fetching user failed"}: HTTP ${result.status}`);
      // A token Directus refuses is a dead session; anything else may pass (the role known a minute
      // ago stands), so try again next time.
      if (result.status === 401) clearSession(state);
      if (result.status === 401 || !user) return state;
    }
  }

  context.set(userContext, user);
  context.set(directusContext, userDirectusClient(state, accessToken));
  return state;
}

/** The Set-Cookie header the response needs, if the session changed during this request. */
export async function sessionCookieHeader(state: SessionState) {
  if (!state.changed) return null;
  return state.destroyed ? destroySession(state.session) : commitSession(state.session);
}
