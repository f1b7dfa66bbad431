import { env } from "~/env.server";
import { createServiceClient } from "~/features/cms/directus.server";
import { clientAddress } from "~/features/http/client-address.server";
import * as directusAuth from "./directus-auth.server";
import { mayMailAccount } from "./rate-limits.server";
import { registrationRefusal } from "./registration-refusal";
import type { AuthFormError } from "./schemas";

/** The app's public address: verification and reset links in mails point there (allow-listed in cms/env.mjs). */
export function appUrl(request: Request) {
  return env.APP_URL ?? new URL(request.url).origin;
}

/**
 * Registers with Directus (`users/register`, verification link to our /verify-email). Directus
 * answers 204 for a new and an already known email alike (spec README: no account enumeration);
 * a 409 is still mapped to the spec's message in case it ever comes (spec 000 §8).
 *
 * Whoever verifies owns the password (#31): a new registration of an address that is not verified
 * yet first gives the account this registration's password and names (cms/extensions/
 * seed-registration), which also retires every verification link mailed before. At most a few
 * registration mails an hour reach one address; past that the answer is the same and nothing is sent.
 */
export async function registerAccount(
  request: Request,
  input: { email: string; password: string; firstName?: string; lastName?: string },
  locale: string,
): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  if (!(await mayMailAccount("register", input.email))) return { ok: true };
  try {
    await renewUnverifiedAccount(input);
  } catch (error) {
    // Never mail a link for an account that still holds an earlier registrant's password.
    console.error("Registration: could not renew an unverified account:", error);
    return { ok: false, error: { key: "unexpected" } };
  }
  const result = await directusAuth.register({
    ...input,
    // `lng`: the mail is written in the language of the page the person registered on (ADR 011).
    verificationUrl: `${appUrl(request)}/verify-email?lng=${encodeURIComponent(locale)}`,
    client: clientAddress(request),
  });
  if (result.ok) return { ok: true };
  const refusal = registrationRefusal(result.status, result.message);
  if (refusal) return { ok: false, error: refusal };
  console.error(`Registration failed: HTTP ${result.status}${result.message ? ` (${result.message})` : ""}`);
  return { ok: false, error: { key: "unexpected" } };
}

/** Gives an unverified account with this address the new password and names; any other account is left as it is. */
async function renewUnverifiedAccount(input: { email: string; password: string; firstName?: string; lastName?: string }) {
  await createServiceClient().request(() => ({
    path: "/seed-registration/renew",
    method: "POST",
    body: JSON.stringify({ email: input.email, password: input.password, first_name: input.firstName, last_name: input.lastName }),
    headers: { "Content-Type": "application/json" },
  }));
}

/**
 * Add student and Import CSV on an address that registered and never verified (issue 51, item 3):
 * the account becomes `invited` with a password nobody knows, so only the invitation mailed to the
 * address opens it. The administrator's own token may not touch an unverified account.
 */
export async function retireUnverifiedAccount(email: string) {
  await createServiceClient().request(() => ({
    path: "/seed-registration/invite",
    method: "POST",
    body: JSON.stringify({ email }),
    headers: { "Content-Type": "application/json" },
  }));
}

/**
 * Whether a verification link is the newest mailed to its address (`link`: what seed-mail-hook put
 * into it). An earlier registrant's link must not verify an account whose password is now someone else's.
 */
export async function isNewestVerificationLink(token: string, link: string | null) {
  const { current } = await createServiceClient().request<{ current: boolean }>(() => ({
    path: "/seed-registration/check",
    method: "POST",
    body: JSON.stringify({ token, link }),
    headers: { "Content-Type": "application/json" },
  }));
  return current;
}
