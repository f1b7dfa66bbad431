import type { AuthFormError } from "./schemas";

/**
 * Directus' refusal of a registration as the form's message (spec 000 §8): a 409 is 'That email is
 * already registered…' (Directus answers 204 instead, spec README, but the mapping stays), a 400
 * whose text says invalid is 'Invalid registration data.'; a cut request is 'canceled'. Anything else
 * is null: the caller logs it and shows the unexpected error.
 */
export function registrationRefusal(status: number, message: string | null | undefined): AuthFormError | null {
  if (status === 409) return { key: "emailTaken" };
  if (status === 400 && /invalid/i.test(message ?? "")) return { key: "invalidRegistration" };
  if (status === 0 && message === "aborted") return { key: "canceled" };
  return null;
}
