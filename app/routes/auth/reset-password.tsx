import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { resetPassword, tokenLooksExpired } from "~/features/auth/password-reset.server";
import { resetPasswordSchema, type ResetPasswordInput } from "~/features/auth/schemas";
import { useClientValidation } from "~/features/auth/use-client-validation";
import type { AuthFormError } from "~/features/auth/sign-in.server";
import { ErrorBanner, Field, PasswordInput, SubmitButton, useFieldErrorText, useIsSubmitting } from "~/features/auth/ui";
import { getInstance } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Reset password"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** The link in the reset mail lands here with `?token=…` (Directus auth/password/request). */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { title: getInstance(context).t("auth:reset.title"), token, usable: Boolean(token) && !tokenLooksExpired(token) };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  const hidden = { hideFields: ["password", "confirm"] };
  if (submission.status !== "success") {
    return data({ result: submission.reply(hidden), formError: null as AuthFormError | null }, { status: 400 });
  }
  const result = await resetPassword(submission.value.token, submission.value.password);
  if (!result.ok) return data({ result: submission.reply(hidden), formError: result.error as AuthFormError | null }, { status: 400 });
  throw redirect("/login?notice=reset");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useFieldErrorText();
  const pending = useIsSubmitting("/reset-password");
  const validate = useClientValidation("resetPassword");
  const [form, fields] = useForm<ResetPasswordInput>({
    id: "reset-password",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: validate,
  });
  const invalid = !loaderData.usable || actionData?.formError?.key === "invalidToken";
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        {invalid ? (
          <div className="text-center">
            <h1 className="text-2xl font-bold text-slate-900">{t("reset.invalidTitle")}</h1>
            <p className="mt-2 text-slate-700">{t("reset.invalidBody")}</p>
            <Link
              to="/forgot-password"
              className="mt-6 inline-block rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              {t("reset.requestNew")}
            </Link>
          </div>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{t("reset.title")}</h1>
            <p className="mt-1 text-slate-600">{t("reset.subtitle")}</p>
            <div className="mt-6 space-y-4">
              <ErrorBanner id={form.errorId}>{!pending && actionData?.formError ? t(`errors.${actionData.formError.key}`) : null}</ErrorBanner>
              <Form method="post" action={`/reset-password?token=${encodeURIComponent(loaderData.token)}`} {...getFormProps(form)} className="space-y-4">
                <input type="hidden" name="token" value={loaderData.token} />
                <Field
                  label={t("fields.newPassword")}
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
                <SubmitButton pending={pending} pendingLabel={t("reset.submitting")}>
                  {t("reset.submit")}
                </SubmitButton>
              </Form>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
