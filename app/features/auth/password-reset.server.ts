import * as directusAuth from "./directus-auth.server";
import { appUrl } from "./register.server";
import type { AuthFormError } from "./sign-in.server";

/**
 * Asks Directus to mail a reset link to our /reset-password. Directus refuses unknown and
 * inactive emails (403); we answer the same either way, so the form can't be used to find out
 * which emails have accounts. Only "Directus is down" is worth telling the visitor.
 */
export async function requestReset(request: Request, email: string): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  const result = await directusAuth.requestPasswordReset(email, `${appUrl(request)}/reset-password`);
  if (result.ok || (result.status >= 400 && result.status < 500)) {
    if (!result.ok && result.status !== 403) console.error(`Password reset request failed: HTTP ${result.status}`);
    return { ok: true };
  }
  console.error(`Password reset request failed: HTTP ${result.status}`);
  return { ok: false, error: { key: "unexpected" } };
}

/** Sets the new password; a bad, used or expired token is `invalidToken`. */
export async function resetPassword(token: string, password: string): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  const result = await directusAuth.resetPassword(token, password);
  if (result.ok) return { ok: true };
  if (result.status === 401 || result.status === 403 || (result.status === 400 && /token/i.test(result.message ?? ""))) {
    return { ok: false, error: { key: "invalidToken" } };
  }
  console.error(`Password reset failed: HTTP ${result.status}${result.message ? ` (${result.message})` : ""}`);
  return { ok: false, error: { key: "unexpected" } };
}

/**
 * Whether a reset token has visibly run out (the `exp` of the JWT, read without verifying: this
 * only decides which screen to show; Directus checks the token for real when it is used).
 */
export function tokenLooksExpired(token: string, now = Date.now()) {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
    return typeof payload.exp === "number" && payload.exp * 1000 < now;
  } catch {
    return true;
  }
}
