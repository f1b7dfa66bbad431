import type { Submission, SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Field, type FieldState } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { PasswordInput } from "~/components/ui/PasswordInput";
import { useConformForm } from "~/features/forms/use-conform-form";
import type { validators } from "./client-validation";
import { useFieldErrorText } from "./field-error-text";
import { usePasswordToggleLabels } from "./password-toggle-labels";
import { useClientValidation } from "./use-client-validation";

/** Each account form by its validator's name: the route it posts to (its form id is that without the slash). */
const formActions = {
  login: "/login",
  register: "/register",
  forgotPassword: "/forgot-password",
  resetPassword: "/reset-password",
  setPassword: "/set-password",
} as const satisfies Record<keyof typeof validators, string>;

type FormName = keyof typeof formActions;
/** What the form's schema gives for a valid submission (LoginInput for "login", …). */
type ValidInput<Name extends FormName> = Extract<ReturnType<(typeof validators)[Name]>, { status: "success" }>["value"];

/**
 * An account form's Conform state: validated on submit and again on every input, in the browser
 * with the action's own schema once it has loaded; `pending` while this form posts.
 */
export function useAccountForm<Name extends FormName>(name: Name, lastResult: SubmissionResult<string[]> | null | undefined) {
  // TypeScript does not narrow the validators' union by a generic name; each one is a Submission of its own ValidInput.
  const validate = useClientValidation(name) as ((context: { formData: FormData }) => Submission<ValidInput<Name>>) | undefined;
  return useConformForm<ValidInput<Name>>({ action: formActions[name], lastResult, validate });
}

/** The form's error from the action (an `errors.*` key); pass none while the form posts again. */
export function FormErrorNotice({ id, error }: { id: string; error: { key: string } | null | undefined }) {
  const { t } = useTranslation("auth");
  return (
    <Notice tone="error" id={id}>
      {error ? t(`errors.${error.key}`) : null}
    </Notice>
  );
}

/** The account forms' email field. */
export function EmailField({ field }: { field: FieldState }) {
  const { t } = useTranslation("auth");
  const errorText = useFieldErrorText();
  return (
    <Field field={field} label={t("fields.email")} formatError={errorText}>
      <Input type="email" autoComplete="email" inputMode="email" placeholder="you@example.com" />
    </Field>
  );
}

/** A new password (the rules as its hint) and its confirmation: registration and password reset. */
export function NewPasswordFields({ password, confirm, label }: { password: FieldState; confirm: FieldState; label: string }) {
  const { t } = useTranslation("auth");
  return (
    <>
      <PasswordField field={password} label={label} hint={t("register.passwordHint")} autoComplete="new-password" />
      <PasswordField field={confirm} label={t("fields.confirm")} autoComplete="new-password" />
    </>
  );
}

/** A password field of the account forms, with its show/hide toggle. */
export function PasswordField({
  field,
  label,
  hint,
  autoComplete,
}: {
  field: FieldState;
  label: string;
  hint?: string;
  autoComplete: "current-password" | "new-password";
}) {
  const errorText = useFieldErrorText();
  const toggleLabels = usePasswordToggleLabels();
  return (
    <Field field={field} label={label} hint={hint} formatError={errorText}>
      <PasswordInput autoComplete={autoComplete} toggleLabels={toggleLabels} />
    </Field>
  );
}

/** The white card, narrow and centred, that holds an account screen. */
export function AccountCard({ centered = false, children }: { centered?: boolean; children: ReactNode }) {
  const card = "rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8";
  return (
    <div className="mx-auto max-w-md">
      <div className={centered ? `${card} text-center` : card}>{children}</div>
    </div>
  );
}
