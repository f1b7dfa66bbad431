// The Directus auth calls (spec 000 §7), made with plain fetch because their answers' HTTP statuses
// are what the spec's messages are built from ('Login failed: HTTP {status}', …).
import { directusUrl } from "~/features/cms/directus.server";
import type { SessionUser } from "./user-context";

/** Directus answers `expires` in milliseconds (json mode). */
export interface DirectusTokens {
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

export type AuthResult<T> = { ok: true; value: T } | { ok: false; status: number; message?: string };

/** 0 stands for "no answer" (network error or timeout), so callers can tell it from an HTTP error. */
const NO_ANSWER = 0;
const timeoutMs = 10_000;

/**
 * `client`: the visitor's address (clientAddress), for calls made for a visitor. Directus sees it as
 * X-Forwarded-For from the app, a proxy it trusts (IP_TRUST_PROXY in cms/env.mjs), so its own
 * limits (registration) and its activity log count each visitor, not the app.
 */
async function call(path: string, init: RequestInit & { token?: string; client?: string | null } = {}) {
  const { token, client, headers, ...rest } = init;
  return fetch(`${directusUrl}${path}`, {
    ...rest,
    headers: {
      Accept: "application/json",
      ...(rest.body ? { "Content-Type": "application/json" } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(client ? { "X-Forwarded-For": client } : {}),
      ...headers,
    },
    signal: AbortSignal.timeout(timeoutMs),
  });
}

/** Directus' answers, as far as this module reads them. */
type DirectusBody =
  { data?: Record<string, unknown>; errors?: { message?: string }[]; error?: { message?: string }; message?: string } | string | null;

async function readJson(response: Response): Promise<DirectusBody> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Spec 000 §7: the error text may be in errors[0].message, error.message or message. */
function errorMessage(body: DirectusBody): string | undefined {
  if (typeof body === "string") return body;
  return body?.errors?.[0]?.message ?? body?.error?.message ?? body?.message ?? undefined;
}

async function failure(response: Response): Promise<{ ok: false; status: number; message?: string }> {
  return { ok: false, status: response.status, message: errorMessage(await readJson(response)) };
}

function dataOf(body: DirectusBody) {
  return typeof body === "object" ? body?.data : undefined;
}

function tokensFrom(body: DirectusBody): DirectusTokens | null {
  const d = dataOf(body);
  if (typeof d?.access_token !== "string" || typeof d?.refresh_token !== "string") return null;
  return { accessToken: d.access_token, refreshToken: d.refresh_token, expiresAt: Date.now() + Number(d.expires ?? 0) };
}

/** POST auth/login. `value: null` means Directus answered OK but without a token. */
export async function login(email: string, password: string, client?: string | null): Promise<AuthResult<DirectusTokens | null>> {
  try {
    const response = await call("/auth/login", { method: "POST", body: JSON.stringify({ email, password, mode: "json" }), client });
    if (!response.ok) return failure(response);
    return { ok: true, value: tokensFrom(await readJson(response)) };
  } catch {
    return { ok: false, status: NO_ANSWER };
  }
}

/** POST auth/refresh. Directus rotates the refresh token: the one passed in is dead afterwards. */
export async function refresh(refreshToken: string): Promise<AuthResult<DirectusTokens>> {
  try {
    const response = await call("/auth/refresh", { method: "POST", body: JSON.stringify({ refresh_token: refreshToken, mode: "json" }) });
    if (!response.ok) return failure(response);
    const tokens = tokensFrom(await readJson(response));
    return tokens ? { ok: true, value: tokens } : { ok: false, status: response.status, message: "No access token in response" };
  } catch {
    return { ok: false, status: NO_ANSWER };
  }
}

/** POST auth/logout: revokes the refresh token (the access token simply runs out). */
export async function logout(refreshToken: string): Promise<AuthResult<null>> {
  try {
    const response = await call("/auth/logout", { method: "POST", body: JSON.stringify({ refresh_token: refreshToken, mode: "json" }) });
    return response.ok ? { ok: true, value: null } : failure(response);
  } catch {
    return { ok: false, status: NO_ANSWER };
  }
}

/** GET users/me, then roles/{id} (spec 000 §7): the user and the name of their role. */
/** `inactive`: the id of a user whose status is not `active` (suspended, unverified, archived). */
export async function fetchUser(accessToken: string): Promise<AuthResult<SessionUser> & { step?: "user" | "role"; inactive?: string }> {
  try {
    const me = await call("/users/me?fields=id,email,first_name,last_name,role,status", { token: accessToken });
    if (!me.ok) return { ...(await failure(me)), step: "user" };
    const u = dataOf(await readJson(me)) as {
      id: string;
      email: string;
      first_name?: string | null;
      last_name?: string | null;
      role?: string | { id: string } | null;
      status?: string;
    };
    // Directus keeps accepting a suspended person's access token until it runs out (#31).
    if (u.status !== undefined && u.status !== "active") return { ok: false, status: 403, step: "user", inactive: u.id };
    const user: SessionUser = { id: u.id, email: u.email, firstName: u.first_name ?? null, lastName: u.last_name ?? null, roleName: null };
    if (!u.role) return { ok: true, value: user };
    const roleId = typeof u.role === "object" ? u.role.id : u.role;
    const role = await call(`/roles/${encodeURIComponent(roleId)}?fields=name`, { token: accessToken });
    if (!role.ok) return { ...(await failure(role)), step: "role" };
    const name = dataOf(await readJson(role))?.name;
    return { ok: true, value: { ...user, roleName: typeof name === "string" ? name : null } };
  } catch {
    return { ok: false, status: NO_ANSWER, step: "user" };
  }
}

/** POST users/register. Directus answers 204 for new and known emails alike (spec README). */
export async function register(input: {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  verificationUrl: string;
  client?: string | null;
}): Promise<AuthResult<null>> {
  try {
    const response = await call("/users/register", {
      method: "POST",
      client: input.client,
      body: JSON.stringify({
        email: input.email,
        password: input.password,
        verification_url: input.verificationUrl,
        ...(input.firstName ? { first_name: input.firstName } : {}),
        ...(input.lastName ? { last_name: input.lastName } : {}),
      }),
    });
    return response.ok ? { ok: true, value: null } : failure(response);
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") return { ok: false, status: NO_ANSWER, message: "aborted" };
    return { ok: false, status: NO_ANSWER };
  }
}

/**
 * GET users/register/verify-email?token=…: on success Directus answers a redirect (to its own
 * Studio), on a bad token an error. We never follow the redirect.
 */
export async function verifyEmail(token: string): Promise<AuthResult<null>> {
  try {
    const response = await fetch(`${directusUrl}/users/register/verify-email?token=${encodeURIComponent(token)}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    // A missing/invalid token *format* also redirects, but to /admin/login: that is not a success.
    const location = response.headers.get("Location") ?? "";
    if (response.status >= 300 && response.status < 400 && location.includes("/admin/users/")) return { ok: true, value: null };
    if (response.ok) return { ok: true, value: null };
    return { ok: false, status: response.status >= 300 && response.status < 400 ? 400 : response.status };
  } catch {
    return { ok: false, status: NO_ANSWER };
  }
}

/** POST auth/password/request. Directus refuses unknown or inactive emails; callers hide that. */
export async function requestPasswordReset(email: string, resetUrl: string, client?: string | null): Promise<AuthResult<null>> {
  try {
    const response = await call("/auth/password/request", { method: "POST", body: JSON.stringify({ email, reset_url: resetUrl }), client });
    return response.ok ? { ok: true, value: null } : failure(response);
  } catch {
    return { ok: false, status: NO_ANSWER };
  }
}

/** POST auth/password/reset with the token from the reset mail. */
export function resetPassword(token: string, password: string, client?: string | null): Promise<AuthResult<null>> {
  return setPasswordWithToken("/auth/password/reset", token, password, client);
}

/** POST users/invite/accept with the token from the invitation mail: sets the password and activates the account. */
export function acceptInvite(token: string, password: string, client?: string | null): Promise<AuthResult<null>> {
  return setPasswordWithToken("/users/invite/accept", token, password, client);
}

/** A password set with a mailed single-use token (Directus checks the token). */
async function setPasswordWithToken(path: string, token: string, password: string, client?: string | null): Promise<AuthResult<null>> {
  try {
    const response = await call(path, { method: "POST", body: JSON.stringify({ token, password }), client });
    return response.ok ? { ok: true, value: null } : failure(response);
  } catch {
    return { ok: false, status: NO_ANSWER };
  }
}
