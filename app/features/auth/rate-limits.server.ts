import { createFormLimiter } from "~/features/forms/limiter.server";
import { createRateLimiter } from "~/features/security/rate-limit.server";

/**
 * The account forms' limits (DESIGN.md, ADR 008). Per client: a flood guard. Per client + email:
 * one person's attempts. Sign-in also counts failures per email across every address, against a
 * guesser with many addresses: past 30 in 15 minutes the account is refused for 15 minutes, then
 * unlocks by itself (or when its owner resets the password); the sign-in form then says so
 * (`accountLocked`). This lock replaces Directus' own, which suspends for good (ADR 009). A
 * successful sign-in clears its client's count and is not counted against the account, so people
 * who sign in often are never blocked.
 */
export const loginLimiter = createFormLimiter({
  name: "login",
  perClient: { points: 100, seconds: 60 },
  perClientAndAccount: { points: 10, seconds: 15 * 60 },
  perAccount: { points: 30, seconds: 15 * 60, lockSeconds: 15 * 60 },
});
export const registerLimiter = createFormLimiter({
  name: "register",
  perClient: { points: 20, seconds: 10 * 60 },
  perClientAndAccount: { points: 3, seconds: 10 * 60 },
});
export const passwordResetRequestLimiter = createFormLimiter({
  name: "reset-request",
  perClient: { points: 20, seconds: 10 * 60 },
  perClientAndAccount: { points: 3, seconds: 15 * 60 },
});
/** Setting the new password: the mailed single-use token is the real guard; this keeps scripts from hammering Directus with guesses. */
export const passwordResetLimiter = createFormLimiter({ name: "reset", perClient: { points: 20, seconds: 10 * 60 } });

/** Changing one's password in the portal's settings: the current password is checked first, so this limits guesses. */
export const passwordChangeLimiter = createFormLimiter({
  name: "password-change",
  perClient: { points: 20, seconds: 10 * 60 },
  perClientAndAccount: { points: 5, seconds: 15 * 60 },
});

/**
 * Account mails to one address, from every client together (#31): whoever types someone else's
 * address into registration or "forgot password" cannot flood their inbox. Over the allowance the
 * form answers as always (it must not tell what it did) and nothing is sent.
 */
const accountMails = {
  register: createRateLimiter({ keyPrefix: "register-mail", points: 5, durationSeconds: 60 * 60 }),
  reset: createRateLimiter({ keyPrefix: "reset-mail", points: 5, durationSeconds: 60 * 60 }),
};

/** Whether one more mail of this kind may go to this address now (counts it). */
export async function mayMailAccount(kind: keyof typeof accountMails, email: string) {
  return (await accountMails[kind].consume(email.trim().toLowerCase())).allowed;
}
