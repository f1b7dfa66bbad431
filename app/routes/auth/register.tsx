import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/register";
import { Honeypot } from "~/components/ui/Honeypot";
import { limitRegistration } from "~/features/auth/rate-limits.server";
import { registerAccount } from "~/features/auth/register.server";
import { registerSchema, type RegisterInput } from "~/features/auth/schemas";
import { useClientValidation } from "~/features/auth/use-client-validation";
import type { AuthFormError } from "~/features/auth/sign-in.server";
import {
  ErrorBanner,
  Field,
  inputClass,
  Notice,
  PasswordInput,
  SocialButtons,
  socialNotice,
  SubmitButton,
  useFieldErrorText,
  useHydrated,
  useIsSubmitting,
} from "~/features/auth/ui";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { userContext } from "~/features/auth/user-context";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Register"} · Seed Academy` },
  { name: "description", content: loaderData?.description ?? "" },
];

/** The loader's cache headers (shared only when signed out, ADR 006), and the action's Retry-After (429). */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => new Headers([...loaderHeaders, ...actionHeaders]);

export function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  return data(
    { title: t("auth:register.title"), description: t("auth:register.metaDescription"), social: socialNotice(new URL(request.url)) },
    { headers: pageCacheHeaders(context.get(userContext)) },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerSchema });
  const hidden = { hideFields: ["password", "confirm"] };
  if (submission.status !== "success") {
    return data({ result: submission.reply(hidden), formError: null as AuthFormError | null, registered: null as string | null }, { status: 400 });
  }
  const { email, password, firstName, lastName, website } = submission.value;
  // A filled honeypot is a bot: it sees the same success, and nothing is created.
  if (website) return { result: submission.reply({ resetForm: true }), formError: null, registered: email };

  const limit = await limitRegistration(request, email);
  if (!limit.allowed) {
    return data(
      { result: submission.reply(hidden), formError: { key: "rateLimited" } as AuthFormError | null, registered: null },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const result = await registerAccount(request, { email, password, firstName, lastName });
  if (!result.ok) {
    return data({ result: submission.reply(hidden), formError: result.error as AuthFormError | null, registered: null }, { status: 400 });
  }
  return { result: submission.reply({ resetForm: true }), formError: null, registered: email };
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useFieldErrorText();
  const pending = useIsSubmitting("/register");
  const validate = useClientValidation("register");
  const [form, fields] = useForm<RegisterInput>({
    id: "register",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const formError = pending ? null : actionData?.formError;
  // Close hides the dialog of this answer only; the next registration shows its own.
  const [dismissed, setDismissed] = useState<unknown>(null);
  const registered = actionData?.registered && dismissed !== actionData ? actionData.registered : null;

  return (
    <div className="mx-auto max-w-6xl">
      <div className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2">
        <MarketingPanel />
        <div className="p-6 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">{t("register.title")}</h1>
          <p className="mt-1 text-slate-600">{t("register.subtitle")}</p>
          <div className="mt-6 space-y-4">
            {loaderData.social ? <Notice>{t("social.unavailable", { provider: loaderData.social })}</Notice> : null}
            <ErrorBanner id={form.errorId}>{formError ? t(`errors.${formError.key}`) : null}</ErrorBanner>
            <SocialButtons />
            <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
              <span className="h-px flex-1 bg-slate-200" />
              {t("social.or")}
              <span className="h-px flex-1 bg-slate-200" />
            </div>
            <Form method="post" action="/register" {...getFormProps(form)} className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-2">
                <Field
                  label={<OptionalLabel label={t("fields.firstName")} />}
                  htmlFor={fields.firstName.id}
                  error={errorText(fields.firstName.errors?.[0])}
                  errorId={fields.firstName.errorId}
                >
                  <input {...getInputProps(fields.firstName, { type: "text" })} autoComplete="given-name" className={inputClass} />
                </Field>
                <Field
                  label={<OptionalLabel label={t("fields.lastName")} />}
                  htmlFor={fields.lastName.id}
                  error={errorText(fields.lastName.errors?.[0])}
                  errorId={fields.lastName.errorId}
                >
                  <input {...getInputProps(fields.lastName, { type: "text" })} autoComplete="family-name" className={inputClass} />
                </Field>
              </div>
              <Field label={t("fields.email")} htmlFor={fields.email.id} error={errorText(fields.email.errors?.[0])} errorId={fields.email.errorId}>
                <input
                  {...getInputProps(fields.email, { type: "email" })}
                  autoComplete="email"
                  inputMode="email"
                  placeholder="you@example.com"
                  className={inputClass}
                />
              </Field>
              <Field
                label={t("fields.password")}
                htmlFor={fields.password.id}
                hint={t("register.passwordHint")}
                error={errorText(fields.password.errors?.[0])}
                errorId={fields.password.errorId}
              >
                <PasswordInput {...getInputProps(fields.password, { type: "password" })} autoComplete="new-password" />
              </Field>
              <Field label={t("fields.confirm")} htmlFor={fields.confirm.id} error={errorText(fields.confirm.errors?.[0])} errorId={fields.confirm.errorId}>
                <PasswordInput {...getInputProps(fields.confirm, { type: "password" })} autoComplete="new-password" />
              </Field>
              <div>
                <label className="flex items-start gap-2 text-sm text-slate-800">
                  <input
                    {...getInputProps(fields.acceptTerms, { type: "checkbox" })}
                    className="mt-0.5 size-4 shrink-0 rounded border-slate-400 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
                  />
                  <span>{t("register.acceptTerms")}</span>
                </label>
                {fields.acceptTerms.errors?.[0] ? (
                  <p id={fields.acceptTerms.errorId} className="mt-1.5 text-sm font-medium text-red-700">
                    {errorText(fields.acceptTerms.errors[0])}
                  </p>
                ) : null}
              </div>
              <Honeypot />
              <SubmitButton pending={pending} pendingLabel={t("register.submitting")}>
                {t("register.submit")}
              </SubmitButton>
            </Form>
            <p className="text-center text-sm text-slate-700">
              {t("register.haveAccount")}{" "}
              <Link to="/login" className="font-semibold text-primary hover:underline">
                {t("register.signInLink")}
              </Link>
            </p>
          </div>
        </div>
      </div>
      {registered ? <SuccessDialog email={registered} onClose={() => setDismissed(actionData)} /> : null}
    </div>
  );
}

function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation("auth");
  return (
    <>
      {label} <span className="font-normal text-slate-500">{t("fields.optional")}</span>
    </>
  );
}

/** Spec §2: the marketing panel about secure, single-sign-on-ready accounts. */
function MarketingPanel() {
  const { t } = useTranslation("auth");
  const points = [t("register.panelPoint1"), t("register.panelPoint2"), t("register.panelPoint3")];
  return (
    <section aria-labelledby="register-panel-title" className="order-last bg-primary p-6 text-white sm:p-8 lg:order-first lg:p-10">
      <h2 id="register-panel-title" className="text-xl font-bold sm:text-2xl">
        {t("register.panelTitle")}
      </h2>
      <p className="mt-3 text-white/90">{t("register.panelBody")}</p>
      <ul className="mt-6 space-y-3">
        {points.map((point) => (
          <li key={point} className="flex gap-3">
            <span aria-hidden="true" className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20 text-xs font-bold">
              ✓
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Spec §2: 'Registration successful' naming the address, 'Go to Login', 'Go Home', Close and the
 * spam hint. Rendered by the server too; without JavaScript, Close reloads an empty form.
 */
function SuccessDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation("auth");
  const hydrated = useHydrated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    headingRef.current?.focus();
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && close.current();
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4">
      <div role="dialog" aria-modal="true" aria-labelledby="register-success-title" aria-describedby="register-success-body" className="w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <div className="flex items-start justify-between gap-4">
          <h2 id="register-success-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900 focus:outline-none">
            {t("register.successTitle")}
          </h2>
          <Link
            to="/register"
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              onClose();
            }}
            className="rounded-md px-2 py-1 text-sm font-semibold text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
          >
            {t("register.close")}
          </Link>
        </div>
        <p id="register-success-body" className="mt-3 [overflow-wrap:anywhere] text-slate-700">
          {t("register.successBody", { email })}
        </p>
        <p className="mt-3 text-sm text-slate-600">{t("register.spamHint")}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/login"
            className="flex-1 rounded-lg bg-primary px-4 py-2.5 text-center font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t("register.goLogin")}
          </Link>
          <Link
            to="/"
            className="flex-1 rounded-lg border border-slate-300 px-4 py-2.5 text-center font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t("register.goHome")}
          </Link>
        </div>
      </div>
    </div>
  );
}
