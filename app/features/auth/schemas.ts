// The account forms' rules (spec 000 §5), shared by the actions and the browser. Messages are keys
// under `auth:validation.*`; the password rule carries the unmet requirements (see formatFieldError).
import { visibleName } from "~/features/security/person-name";
import { z } from "~/features/security/zod";
import type { RateLimitedError } from "~/features/forms/reply";

/** Spec 000 §5: "text, @, text, dot, text". */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PASSWORD_MIN_LENGTH = 8;

const email = z
  .string({ error: "emailInvalid" })
  .trim()
  .max(254, "emailInvalid")
  .regex(emailPattern, "emailInvalid")
  .transform((value) => value.toLowerCase());

/** Spec 000 §5 (registration): the unmet requirements, in the spec's order. */
export const passwordRules = [
  { id: "length", test: (p: string) => p.length >= PASSWORD_MIN_LENGTH },
  { id: "uppercase", test: (p: string) => /\p{Lu}/u.test(p) },
  { id: "lowercase", test: (p: string) => /\p{Ll}/u.test(p) },
  { id: "number", test: (p: string) => /\p{Nd}/u.test(p) },
] as const;
export type PasswordRuleId = (typeof passwordRules)[number]["id"];

export function unmetPasswordRules(password: string): PasswordRuleId[] {
  return passwordRules.filter((rule) => !rule.test(password)).map((rule) => rule.id);
}

/** The password of a new account (registration, reset): one error listing every unmet rule. */
export const newPassword = z
  .string({ error: `passwordRules:${passwordRules.map((r) => r.id).join(",")}` })
  .max(256, "passwordTooLong")
  .superRefine((password, ctx) => {
    const unmet = unmetPasswordRules(password);
    if (unmet.length) ctx.addIssue({ code: "custom", message: `passwordRules:${unmet.join(",")}` });
  });

/** Check "confirm" even while other fields still have errors, so every message shows at once. */
function bothPasswordsGiven({ value }: { value: unknown }) {
  const form = value as { password?: unknown; confirm?: unknown } | undefined;
  return typeof form?.password === "string" && typeof form?.confirm === "string";
}

const optionalName = z
  .string()
  .trim()
  .max(50, "nameTooLong")
  .check(visibleName)
  .optional()
  .transform((value) => value || undefined);

/** Same-site path to return to after signing in (checked again with safeRedirectPath). */
const redirectTo = z.string().max(2000).optional();

export const loginSchema = z.object({
  email,
  // Spec 000 §5 (login): required, at least 8 characters.
  password: z.string({ error: "passwordMin" }).min(PASSWORD_MIN_LENGTH, "passwordMin").max(256, "passwordTooLong"),
  remember: z.boolean().optional(),
  redirectTo,
});

export const registerSchema = z
  .object({
    firstName: optionalName,
    lastName: optionalName,
    email,
    password: newPassword,
    confirm: z.string({ error: "confirmRequired" }),
    acceptTerms: z.boolean({ error: "acceptTerms" }).refine((value) => value, "acceptTerms"),
  })
  .refine((form) => form.confirm === form.password, { path: ["confirm"], message: "confirmMismatch", when: bothPasswordsGiven });

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "tokenMissing" }).min(1, "tokenMissing"),
    password: newPassword,
    confirm: z.string({ error: "confirmRequired" }),
  })
  .refine((form) => form.confirm === form.password, { path: ["confirm"], message: "confirmMismatch", when: bothPasswordsGiven });

export type LoginInput = z.output<typeof loginSchema>;
export type RegisterInput = z.output<typeof registerSchema>;
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/**
 * A form-level error of the account forms: a key under `auth:errors.*`; the 'HTTP {status}' ones
 * carry the status (spec 000 §8).
 */
export type AuthFormError =
  | RateLimitedError
  | { key: "invalidCredentials" | "noToken" | "unexpected" | "emailTaken" | "invalidRegistration" | "canceled" | "invalidToken" }
  /** Sign-in refused by the per-account lock (ADR 009): wait, or reset the password. */
  | { key: "accountLocked" }
  | { key: "loginFailed" | "fetchUserFailed" | "fetchRoleFailed"; status: number };
