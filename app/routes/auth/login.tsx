import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/login";
import { Button } from "~/components/ui/Button";
import { Checkbox } from "~/components/ui/Checkbox";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { useIsSubmitting } from "~/components/ui/use-is-submitting";
import { AccountCard, EmailField, PasswordField, useAccountForm } from "~/features/auth/account-form";
import { OrDivider, SocialButtons, socialNotice } from "~/features/auth/social-sign-in";
import { isKnownDevice, rememberDevice } from "~/features/auth/known-device.server";
import { loginLimiter } from "~/features/auth/rate-limits.server";
import { loginSchema, type AuthFormError } from "~/features/auth/schemas";
import { signIn } from "~/features/auth/sign-in.server";
import { userContext } from "~/features/auth/user-context";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { retryAfterHeaders } from "~/features/security/rate-limit.server";
import { routeHeaders } from "~/features/http/route-headers";
import { clientAddress } from "~/features/http/client-address.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { readForm } from "~/features/forms/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Sign in"} · Seed Academy` },
  { name: "description", content: loaderData?.description ?? "" },
];

export const headers: Route.HeadersFunction = routeHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const user = context.get(userContext);
  const { t } = getInstance(context);
  // Where the visitor came from (a finished reset, a verified email, an invitation's first password,
  // a sign-out Directus could not complete) the frame says: the root reads the flash (issue 46), and
  // a page with one is kept by no cache (the page-cache middleware).
  return data(
    {
      title: t("auth:login.title"),
      description: t("auth:login.metaDescription"),
      signedInAs: user ? { email: user.email, firstName: user.firstName } : null,
      redirectTo: safeRedirectPath(url.searchParams.get("redirectTo"), ""),
      social: socialNotice(url),
      // The layout sends the shared account words; a signed-in visitor sees the 'already signed in' card.
      translations: translationsFor(context, { auth: user ? ["login", "social", "signedIn"] : ["login", "social"] }),
    },
    { headers: pageCacheHeaders(user) },
  );
}

/** Sign-in (ADR 008: parse → limit → work → reply; no honeypot: a bot cannot be shown a sign-in). */
export async function action({ request, context }: Route.ActionArgs) {
  const hideFields = ["password"];
  const submission = parseWithZod(await readForm(request), { schema: loginSchema });
  if (submission.status !== "success") return formReply(submission, { hideFields });
  const { email, password, remember, redirectTo } = submission.value;

  // A browser that signed in to this account before is not held by its lock (ADR 009).
  const knownDevice = await isKnownDevice(request, email);
  const limit = await loginLimiter.limit(request, email, { knownDevice });
  if (!limit.allowed && limit.refusedBy === "account") {
    // Others' failures may have locked this account (ADR 009): say how its owner gets in.
    return formReply<AuthFormError>(submission, {
      formError: { key: "accountLocked" },
      status: 429,
      headers: retryAfterHeaders(limit),
      hideFields,
    });
  }
  if (!limit.allowed) return rateLimitedReply(submission, limit, { hideFields });

  const result = await signIn(context, { email, password, remember: Boolean(remember), client: clientAddress(request) });
  if (!result.ok) {
    // Only a wrong password counts against the person and the account: an attempt Directus did not
    // answer is taken back, or an outage would lock out everyone who tried to sign in during it.
    if (result.error.key !== "invalidCredentials") await loginLimiter.refund(request, email, { knownDevice });
    return formReply(submission, { formError: result.error, status: result.error.key === "invalidCredentials" ? 401 : 400, hideFields });
  }
  await loginLimiter.clear(request, email, { knownDevice });
  throw redirect(safeRedirectPath(redirectTo, "/"), { headers: { "Set-Cookie": await rememberDevice(request, email) } });
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.signedInAs) {
    return (
      <AlreadySignedIn email={loaderData.signedInAs.email} name={loaderData.signedInAs.firstName} redirectTo={loaderData.redirectTo} />
    );
  }
  return <LoginForm loaderData={loaderData} actionData={actionData} />;
}

function LoginForm({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation("auth");
  const { form, fields, pending } = useAccountForm("login", actionData?.result);
  const formError = pending ? null : actionData?.formError;
  return (
    <AccountCard>
      <h1 className="text-2xl font-bold text-slate-900">{t("login.title")}</h1>
      <p className="mt-1 text-slate-600">{t("login.subtitle")}</p>

      <div className="mt-6 space-y-4">
        {loaderData.social ? <Notice>{t("social.unavailable", { provider: loaderData.social })}</Notice> : null}
        <Notice tone="error" id={form.errorId}>
          {formError ? (
            <>
              <p>{t(`errors.${formError.key}`, "status" in formError ? { status: formError.status } : undefined)}</p>
              {formError.key === "invalidCredentials" ? <p className="mt-1 font-normal">{t("login.unverifiedHint")}</p> : null}
            </>
          ) : null}
        </Notice>

        <Form method="post" action="/login" {...getFormProps(form)} className="space-y-4">
          <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
          <EmailField field={fields.email} />
          <PasswordField field={fields.password} label={t("fields.password")} autoComplete="current-password" />
          <div className="flex items-center justify-between gap-4">
            <Checkbox field={fields.remember} label={t("login.remember")} />
            <TextLink to="/forgot-password" className="text-sm">
              {t("login.forgot")}
            </TextLink>
          </div>
          <Button type="submit" block pending={pending} pendingLabel={t("login.submitting")}>
            {t("login.submit")}
          </Button>
        </Form>

        <OrDivider />
        <SocialButtons />
        <p className="text-center text-sm text-slate-700">
          {t("login.noAccount")} <TextLink to="/register">{t("login.registerLink")}</TextLink>
        </p>
      </div>
    </AccountCard>
  );
}

/**
 * Spec 000 §2: signed in → 'Back to Home' and 'Log out'. Arriving with a `redirectTo` (e.g. from the
 * 403 page's "sign in with another account"), Log out leads back to this sign-in form with it.
 */
function AlreadySignedIn({ email, name, redirectTo }: { email: string; name: string | null; redirectTo: string }) {
  const { t } = useTranslation("auth");
  const pending = useIsSubmitting("/logout");
  return (
    <AccountCard centered>
      <h1 className="text-2xl font-bold text-slate-900">{t("signedIn.title")}</h1>
      <p className="mt-2 text-slate-700">{name ? t("signedIn.bodyNamed", { name, email }) : t("signedIn.body", { email })}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <LinkButton to="/">{t("signedIn.home")}</LinkButton>
        <Form method="post" action="/logout">
          <input type="hidden" name="redirectTo" value={redirectTo ? `/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/"} />
          <Button type="submit" variant="outline" block pending={pending} pendingLabel={t("signedIn.loggingOut")}>
            {t("signedIn.logout")}
          </Button>
        </Form>
      </div>
    </AccountCard>
  );
}
