// Presentational pieces shared by the account screens (sign-in, registration, password reset).
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import type { PasswordRuleId } from "./schemas";

/** True once React runs in the browser: controls that need JavaScript appear only then. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Joins phrases the way the language does ("a, b and c"); falls back to commas. */
function joinList(items: string[], locale: string) {
  try {
    return new Intl.ListFormat(locale, { style: "long", type: "conjunction" }).format(items);
  } catch {
    return items.join(", ");
  }
}

/**
 * Turns a schema message key into text. "passwordRules:length,number" becomes spec §5's
 * "Your password must be at least 8 characters and include a number."
 */
export function useFieldErrorText() {
  const { t, i18n } = useTranslation("auth");
  return (error: string | undefined) => {
    if (!error) return undefined;
    if (error.startsWith("passwordRules:")) {
      const rules = error.slice("passwordRules:".length).split(",") as PasswordRuleId[];
      const phrases = rules.map((rule) => t(`validation.passwordRule.${rule}`));
      return t("validation.passwordMust", { rules: joinList(phrases, i18n.language) });
    }
    return t(`validation.${error}`);
  };
}

export const inputClass =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-400 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-invalid:border-red-600";

export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {children}
    </p>
  );
}

export function Field({
  label,
  htmlFor,
  hint,
  error,
  errorId,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  hint?: ReactNode;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children}
      {hint ? <p className="mt-1 text-xs text-slate-600">{hint}</p> : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

/** A password input with a show/hide toggle (the toggle needs JavaScript, so it appears with it). */
export function PasswordInput(props: React.InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? "text" : "password"} className={`${inputClass} ${hydrated ? "pr-20" : ""}`} />
      {hydrated ? (
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-controls={props.id}
          className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-semibold text-primary hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {visible ? t("common.hidePassword") : t("common.showPassword")}
        </button>
      ) : null}
    </div>
  );
}

/** A form-level message (server answers such as 'Invalid email or password'). */
export function ErrorBanner({ children, id }: { children?: ReactNode; id?: string }) {
  if (!children) return null;
  return (
    <div id={id} role="alert" className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {children}
    </div>
  );
}

export function Notice({ children, tone = "info" }: { children?: ReactNode; tone?: "info" | "success" }) {
  if (!children) return null;
  const colours = tone === "success" ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-sky-300 bg-sky-50 text-sky-900";
  return (
    <div role="status" className={`rounded-lg border px-4 py-3 text-sm ${colours}`}>
      {children}
    </div>
  );
}

/** True while this page's own form is being submitted (for the pending label). */
export function useIsSubmitting(action: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action;
}

export function SubmitButton({ pending, children, pendingLabel }: { pending: boolean; children: ReactNode; pendingLabel: ReactNode }) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className="w-full rounded-lg bg-primary px-4 py-2.5 font-semibold text-white shadow-sm hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:cursor-wait disabled:opacity-75"
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

/**
 * Google/GitHub sign-in are placeholders (spec §2): an alert with JavaScript; without it, the
 * link reloads the page with `?social=…` and the page shows the same notice.
 */
export function SocialButtons() {
  const { t } = useTranslation("auth");
  const providers = [
    { id: "google", name: "Google" },
    { id: "github", name: "GitHub" },
  ];
  return (
    <div className="grid grid-cols-2 gap-3">
      {providers.map((provider) => (
        <Link
          key={provider.id}
          to={`?social=${provider.id}`}
          preventScrollReset
          replace
          onClick={(event) => {
            event.preventDefault();
            window.alert(t("social.unavailable", { provider: provider.name }));
          }}
          className="flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <span aria-hidden="true" className="font-bold">
            {provider.id === "google" ? "G" : "⌥"}
          </span>
          {t("social.continueWith", { provider: provider.name })}
        </Link>
      ))}
    </div>
  );
}

/** The notice for `?social=google|github` (the JavaScript-off path of SocialButtons). */
export function socialNotice(url: URL) {
  const social = url.searchParams.get("social");
  return social === "google" ? "Google" : social === "github" ? "GitHub" : null;
}
