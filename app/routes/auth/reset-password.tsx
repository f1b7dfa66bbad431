import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, redirect } from "react-router";
import type { Route } from "./+types/reset-password";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { AccountCard, FormErrorNotice, NewPasswordFields, useAccountForm } from "~/features/auth/account-form";
import { resetPassword, resetTokenEmail, tokenLooksExpired } from "~/features/auth/password-reset.server";
import { loginLimiter, passwordResetLimiter } from "~/features/auth/rate-limits.server";
import { resetPasswordSchema } from "~/features/auth/schemas";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { clientAddress } from "~/features/http/client-address.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/middleware/i18n.server";
import { readForm } from "~/features/forms/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Reset password"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = routeHeaders;

/** The link in the reset mail lands here with `?token=…` (Directus auth/password/request). */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return {
    title: getInstance(context).t("auth:reset.title"),
    token,
    usable: Boolean(token) && !tokenLooksExpired(token),
    translations: translationsFor(context, { auth: ["reset", "register.passwordHint"] }),
  };
}

/**
 * Sets the new password (ADR 008: parse → limit → work → reply). No honeypot: only the mailed,
 * single-use token gets anyone here.
 */
export async function action({ request }: Route.ActionArgs) {
  const hideFields = ["password", "confirm"];
  const submission = parseWithZod(await readForm(request), { schema: resetPasswordSchema });
  if (submission.status !== "success") return formReply(submission, { hideFields });

  const limit = await passwordResetLimiter.limit(request);
  if (!limit.allowed) return rateLimitedReply(submission, limit, { hideFields });

  const result = await resetPassword(submission.value.token, submission.value.password, clientAddress(request));
  if (!result.ok) return formReply(submission, { formError: result.error, hideFields });
  // The owner read the account's mail: lift a sign-in lock that others' guesses caused (ADR 009).
  const email = resetTokenEmail(submission.value.token);
  if (email) await loginLimiter.unlock(email);
  throw redirect("/login?notice=reset");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { form, fields, pending } = useAccountForm("resetPassword", actionData?.result);
  const invalid = !loaderData.usable || actionData?.formError?.key === "invalidToken";
  return (
    <AccountCard>
      {invalid ? (
        <div className="text-center">
          <h1 className="text-2xl font-bold text-slate-900">{t("reset.invalidTitle")}</h1>
          <p className="mt-2 text-slate-700">{t("reset.invalidBody")}</p>
          <LinkButton to="/forgot-password" className="mt-6">
            {t("reset.requestNew")}
          </LinkButton>
        </div>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{t("reset.title")}</h1>
          <p className="mt-1 text-slate-600">{t("reset.subtitle")}</p>
          <div className="mt-6 space-y-4">
            <FormErrorNotice id={form.errorId} error={pending ? null : actionData?.formError} />
            <Form
              method="post"
              action={`/reset-password?token=${encodeURIComponent(loaderData.token)}`}
              {...getFormProps(form)}
              className="space-y-4"
            >
              <input type="hidden" name="token" value={loaderData.token} />
              <NewPasswordFields password={fields.password} confirm={fields.confirm} label={t("fields.newPassword")} />
              <Button type="submit" block pending={pending} pendingLabel={t("reset.submitting")}>
                {t("reset.submit")}
              </Button>
            </Form>
          </div>
        </>
      )}
    </AccountCard>
  );
}
