import { clientAddress } from "~/features/http/client-address.server";
import * as directusAuth from "./directus-auth.server";
import { mayMailAccount } from "./rate-limits.server";
import { appUrl } from "./register.server";
import type { AuthFormError } from "./schemas";

/**
 * Asks Directus to mail a reset link to our /reset-password. Directus refuses unknown and
 * inactive emails (403); we answer the same either way, so the form can't be used to find out
 * which emails have accounts. Only "Directus is down" is worth telling the visitor. At most a few
 * reset mails an hour go to one address, from all clients together (#31); past that nothing is sent.
 */
export async function requestReset(
  request: Request,
  email: string,
  locale: string,
): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  if (!(await mayMailAccount("reset", email))) return { ok: true };
  // `lng`: the mail is written in the language the reset was asked for in (ADR 011).
  const resetUrl = `${appUrl(request)}/reset-password?lng=${encodeURIComponent(locale)}`;
  const result = await directusAuth.requestPasswordReset(email, resetUrl, clientAddress(request));
  if (result.ok || (result.status >= 400 && result.status < 500)) {
    if (!result.ok && result.status !== 403) console.error(`Password reset request failed: HTTP ${result.status}`);
    return { ok: true };
  }
  console.error(`Password reset request failed: HTTP ${result.status}`);
  return { ok: false, error: { key: "unexpected" } };
}

/** Sets the new password; a bad, used or expired token is `invalidToken`. `client`: the visitor's address. */
export async function resetPassword(token: string, password: string, client?: string | null): Promise<TokenPasswordResult> {
  return tokenPasswordResult("Password reset", await directusAuth.resetPassword(token, password, client));
}

/**
 * Accepts a staff-made invitation (Directus' invitation mail, rewritten to our /set-password by the
 * mail hook): sets the first password and activates the account; a bad, used or expired token is
 * `invalidToken`. `client`: the visitor's address.
 */
export async function acceptInvite(token: string, password: string, client?: string | null): Promise<TokenPasswordResult> {
  return tokenPasswordResult("Accepting an invitation", await directusAuth.acceptInvite(token, password, client));
}

type TokenPasswordResult = { ok: true } | { ok: false; error: AuthFormError };

/**
 * Directus' answer to a password set with a mailed token: 401/403, or a 400 about the token or the
 * invite ('This invite is no longer valid.'), is `invalidToken`.
 */
function tokenPasswordResult(what: string, result: directusAuth.AuthResult<null>): TokenPasswordResult {
  if (result.ok) return { ok: true };
  if (result.status === 401 || result.status === 403 || (result.status === 400 && /token|invite/i.test(result.message ?? ""))) {
    return { ok: false, error: { key: "invalidToken" } };
  }
  console.error(`${what} failed: HTTP ${result.status}${result.message ? ` (${result.message})` : ""}`);
  return { ok: false, error: { key: "unexpected" } };
}

/**
 * Whether a reset token has visibly run out (the `exp` of the JWT, read without verifying: this
 * only decides which screen to show; Directus checks the token for real when it is used).
 */
export function tokenLooksExpired(token: string, now = Date.now()) {
  const payload = unverifiedPayload(token);
  return !payload || (typeof payload.exp === "number" && payload.exp * 1000 < now);
}

/** The address a reset token was mailed to (read without verifying: use it only after Directus accepted the token). */
export function resetTokenEmail(token: string): string | null {
  const email = unverifiedPayload(token)?.email;
  return typeof email === "string" ? email : null;
}

function unverifiedPayload(token: string): Record<string, unknown> | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return payload && typeof payload === "object" ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
