import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/login";
import { clearLoginFailures, limitLogin } from "~/features/auth/rate-limits.server";
import { loginSchema, type LoginInput } from "~/features/auth/schemas";
import { useClientValidation } from "~/features/auth/use-client-validation";
import { signIn, type AuthFormError } from "~/features/auth/sign-in.server";
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
  useIsSubmitting,
} from "~/features/auth/ui";
import { userContext } from "~/features/auth/user-context";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Sign in"} · Seed Academy` },
  { name: "description", content: loaderData?.description ?? "" },
];

/** The loader's cache headers (shared only when signed out, ADR 006), and the action's Retry-After (429). */
export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => new Headers([...loaderHeaders, ...actionHeaders]);

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = context.get(userContext);
  const { t } = getInstance(context);
  return data({
    title: t("auth:login.title"),
    description: t("auth:login.metaDescription"),
    signedInAs: user ? { email: user.email, firstName: user.firstName } : null,
    redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
    social: socialNotice(url),
    // Where the visitor came from: a finished reset or a verified email (see those routes).
    notice: (["reset", "verified"] as const).find((n) => url.searchParams.get("notice") === n) ?? null,
  }, { headers: pageCacheHeaders(user) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: loginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), formError: null as AuthFormError | null }, { status: 400 });
  }
  const { email, password, remember, redirectTo } = submission.value;

  const limit = await limitLogin(request, email);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), formError: { key: "rateLimited" } as AuthFormError | null },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const result = await signIn(context, { email, password, remember: Boolean(remember) });
  if (!result.ok) {
    const status = result.error.key === "invalidCredentials" ? 401 : 400;
    return data({ result: submission.reply({ hideFields: ["password"] }), formError: result.error as AuthFormError | null }, { status });
  }
  await clearLoginFailures(request, email);
  throw redirect(safeRedirectPath(redirectTo, "/"));
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.signedInAs) {
    return <AlreadySignedIn email={loaderData.signedInAs.email} name={loaderData.signedInAs.firstName} redirectTo={loaderData.redirectTo} />;
  }
  return <LoginForm loaderData={loaderData} actionData={actionData} />;
}

function LoginForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation("auth");
  const errorText = useFieldErrorText();
  const pending = useIsSubmitting("/login");
  const validate = useClientValidation("login");
  const [form, fields] = useForm<LoginInput>({
    id: "login",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const formError = pending ? null : actionData?.formError;
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("login.title")}</h1>
        <p className="mt-1 text-slate-600">{t("login.subtitle")}</p>

        <div className="mt-6 space-y-4">
          {loaderData.notice === "reset" ? <Notice tone="success">{t("login.noticeReset")}</Notice> : null}
          {loaderData.notice === "verified" ? <Notice tone="success">{t("login.noticeVerified")}</Notice> : null}
          {loaderData.social ? <Notice>{t("social.unavailable", { provider: loaderData.social })}</Notice> : null}
          <ErrorBanner id={form.errorId}>
            {formError ? (
              <>
                <p>{t(`errors.${formError.key}`, { status: formError.status })}</p>
                {formError.key === "invalidCredentials" ? <p className="mt-1 font-normal">{t("login.unverifiedHint")}</p> : null}
              </>
            ) : null}
          </ErrorBanner>

          <Form method="post" action="/login" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
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
              error={errorText(fields.password.errors?.[0])}
              errorId={fields.password.errorId}
            >
              <PasswordInput {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" />
            </Field>
            <div className="flex items-center justify-between gap-4">
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  {...getInputProps(fields.remember, { type: "checkbox" })}
                  className="size-4 rounded border-slate-400 accent-primary focus-visible:outline-2 focus-visible:outline-primary"
                />
                {t("login.remember")}
              </label>
              <Link to="/forgot-password" className="text-sm font-semibold text-primary hover:underline">
                {t("login.forgot")}
              </Link>
            </div>
            <SubmitButton pending={pending} pendingLabel={t("login.submitting")}>
              {t("login.submit")}
            </SubmitButton>
          </Form>

          <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
            <span className="h-px flex-1 bg-slate-200" />
            {t("social.or")}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <SocialButtons />
          <p className="text-center text-sm text-slate-700">
            {t("login.noAccount")}{" "}
            <Link to="/register" className="font-semibold text-primary hover:underline">
              {t("login.registerLink")}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}

/**
 * Spec §2: signed in → 'Back to Home' and 'Log out'. Arriving with a `redirectTo` (e.g. from the
 * 403 page's "sign in with another account"), Log out leads back to this sign-in form with it.
 */
function AlreadySignedIn({ email, name, redirectTo }: { email: string; name: string | null; redirectTo: string }) {
  const { t } = useTranslation("auth");
  const pending = useIsSubmitting("/logout");
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{t("signedIn.title")}</h1>
        <p className="mt-2 text-slate-700">{name ? t("signedIn.bodyNamed", { name, email }) : t("signedIn.body", { email })}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link
            to="/"
            className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {t("signedIn.home")}
          </Link>
          <Form method="post" action="/logout">
            <input type="hidden" name="redirectTo" value={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/"} />
            <button
              type="submit"
              disabled={pending}
              className="w-full rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-75"
            >
              {pending ? t("signedIn.loggingOut") : t("signedIn.logout")}
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
