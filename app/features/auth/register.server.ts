import { env } from "~/env.server";
import { clientAddress } from "~/features/http/client-address.server";
import * as directusAuth from "./directus-auth.server";
import type { AuthFormError } from "./schemas";

/** The app's public address: verification and reset links in mails point there (allow-listed in cms/env.mjs). */
export function appUrl(request: Request) {
  return env.APP_URL ?? new URL(request.url).origin;
}

/**
 * Registers with Directus (`users/register`, verification link to our /verify-email). Directus
 * answers 204 for a new and an already known email alike (spec README: no account enumeration);
 * a 409 is still mapped to the spec's message in case it ever comes (spec 000 §8).
 */
export async function registerAccount(
  request: Request,
  input: { email: string; password: string; firstName?: string; lastName?: string },
  locale: string,
): Promise<{ ok: true } | { ok: false; error: AuthFormError }> {
  const result = await directusAuth.register({
    ...input,
    // `lng`: the mail is written in the language of the page the person registered on (ADR 011).
    verificationUrl: `${appUrl(request)}/verify-email?lng=${encodeURIComponent(locale)}`,
    client: clientAddress(request),
  });
  if (result.ok) return { ok: true };
  if (result.status === 409) return { ok: false, error: { key: "emailTaken" } };
  if (result.status === 400 && /invalid/i.test(result.message ?? "")) return { ok: false, error: { key: "invalidRegistration" } };
  if (result.status === 0 && result.message === "aborted") return { ok: false, error: { key: "canceled" } };
  console.error(`Registration failed: HTTP ${result.status}${result.message ? ` (${result.message})` : ""}`);
  return { ok: false, error: { key: "unexpected" } };
}
