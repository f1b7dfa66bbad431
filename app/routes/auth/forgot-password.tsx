import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Route } from "./+types/forgot-password";
import { Button } from "~/components/ui/Button";
import { Honeypot } from "~/components/ui/Honeypot";
import { TextLink } from "~/components/ui/TextLink";
import { AccountCard, EmailField, FormErrorNotice, useAccountForm } from "~/features/auth/account-form";
import { requestReset } from "~/features/auth/password-reset.server";
import { passwordResetRequestLimiter } from "~/features/auth/rate-limits.server";
import { forgotPasswordSchema } from "~/features/auth/schemas";
import { isBot, typedText } from "~/features/forms/honeypot.server";
import { formReply, formSuccess, rateLimitedReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { readForm } from "~/features/forms/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.title ?? "Forgot password"} · Seed Academy` }];

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: getInstance(context).t("auth:forgot.title"),
    translations: translationsFor(context, { auth: ["forgot", "register.spamHint"] }),
  };
}

/** Asks for a reset mail (ADR 008: honeypot → parse → limit → work → reply). `sentTo` names the address once sent. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  if (isBot(formData)) return formSuccess({ sentTo: typedText(formData, "email") });

  const submission = parseWithZod(formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return formReply(submission, {}, { sentTo: null });
  const { email } = submission.value;

  const limit = await passwordResetRequestLimiter.limit(request, email);
  if (!limit.allowed) return rateLimitedReply(submission, limit, {}, { sentTo: null });

  const result = await requestReset(request, email, getLocale(context));
  if (!result.ok) return formReply(submission, { formError: result.error, status: 503 }, { sentTo: null });
  return formSuccess({ sentTo: email });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { form, fields, pending } = useAccountForm("forgotPassword", actionData?.result);
  const sentTo = actionData?.sentTo;
  return (
    <AccountCard>
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
            <FormErrorNotice id={form.errorId} error={pending ? null : actionData?.formError} />
            <Form method="post" action="/forgot-password" {...getFormProps(form)} className="space-y-4">
              <EmailField field={fields.email} />
              <Honeypot />
              <Button type="submit" block pending={pending} pendingLabel={t("forgot.submitting")}>
                {t("forgot.submit")}
              </Button>
            </Form>
          </div>
        </>
      )}
      <p className="mt-6 text-center text-sm">
        <TextLink to="/login">{t("forgot.backToLogin")}</TextLink>
      </p>
    </AccountCard>
  );
}
