import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/forgot-password";
import { requestReset } from "~/features/auth/password-reset.server";
import { limitPasswordReset } from "~/features/auth/rate-limits.server";
import { forgotPasswordSchema, type ForgotPasswordInput } from "~/features/auth/schemas";
import { useClientValidation } from "~/features/auth/use-client-validation";
import type { AuthFormError } from "~/features/auth/sign-in.server";
import { ErrorBanner, Field, inputClass, SubmitButton, useFieldErrorText, useIsSubmitting } from "~/features/auth/ui";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? "Forgot password"} · Seed Academy` }];

export const headers: Route.HeadersFunction = ({ actionHeaders }) => actionHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return { title: getInstance(context).t("auth:forgot.title") };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), formError: null as AuthFormError | null, sentTo: null as string | null }, { status: 400 });
  }
  const { email, website } = submission.value;
  if (website) return { result: submission.reply({ resetForm: true }), formError: null, sentTo: email };
  const limit = await limitPasswordReset(request, email);
  if (!limit.allowed) {
    return data(
      { result: submission.reply(), formError: { key: "rateLimited" } as AuthFormError | null, sentTo: null },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const result = await requestReset(request, email);
  if (!result.ok) return data({ result: submission.reply(), formError: result.error as AuthFormError | null, sentTo: null }, { status: 503 });
  return { result: submission.reply({ resetForm: true }), formError: null, sentTo: email };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useFieldErrorText();
  const pending = useIsSubmitting("/forgot-password");
  const validate = useClientValidation("forgotPassword");
  const [form, fields] = useForm<ForgotPasswordInput>({
    id: "forgot-password",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const sentTo = actionData?.sentTo;
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {sentTo ? (
          <div role="status">
            <h1 className="text-2xl font-bold text-slate-900">{t("forgot.sentTitle")}</h1>
            <p className="mt-2 [overflow-wrap:anywhere] text-slate-700">{t("forgot.sentBody", { email: sentTo })}</p>
            <p className="mt-2 text-sm text-slate-600">{t("register.spamHint")}</p>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t("forgot.title")}</h1>
            <p className="mt-1 text-slate-600">{t("forgot.subtitle")}</p>
            <div className="mt-6 space-y-4">
              <ErrorBanner id={form.errorId}>{!pending && actionData?.formError ? t(`errors.${actionData.formError.key}`) : null}</ErrorBanner>
              <Form method="post" action="/forgot-password" {...getFormProps(form)} className="space-y-4">
                <Field label={t("fields.email")} htmlFor={fields.email.id} error={errorText(fields.email.errors?.[0])} errorId={fields.email.errorId}>
                  <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" inputMode="email" placeholder="you@example.com" className={inputClass} />
                </Field>
                <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
                  <label>
                    Website
                    <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
                  </label>
                </div>
                <SubmitButton pending={pending} pendingLabel={t("forgot.submitting")}>
                  {t("forgot.submit")}
                </SubmitButton>
              </Form>
            </div>
          </>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to="/login" className="font-semibold text-primary hover:underline">
            {t("forgot.backToLogin")}
          </Link>
        </p>
      </div>
    </div>
  );
}
