// The view of the pages a mailed link opens with `?token=…` to choose a password: /reset-password
// and /set-password (the server half is token-password.server.ts).
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import type { FormReply } from "~/features/forms/reply";
import { AccountCard, FormErrorNotice, NewPasswordFields, useAccountForm } from "./account-form";
import type { AuthFormError } from "./schemas";

/** The page's words in `auth.json` (title, subtitle, submit, submitting, invalidTitle, invalidBody, …). */
export type TokenPasswordSection = "reset" | "setPassword";

/** The page's meta: its title, and no search engine (the token in the address is personal). */
export function tokenPasswordMeta(title: string) {
  return [{ title: `${title} · Seed Academy` }, { name: "robots", content: "noindex" }];
}

/** Each page: its form (account-form.tsx), its path, the first field's label, the way on from a dead link. */
const pages = {
  reset: {
    form: "resetPassword",
    path: "/reset-password",
    passwordLabel: "fields.newPassword",
    onward: "/forgot-password",
    onwardLabel: "reset.requestNew",
  },
  setPassword: {
    form: "setPassword",
    path: "/set-password",
    passwordLabel: "fields.password",
    onward: "/login",
    onwardLabel: "setPassword.toLogin",
  },
} as const;

/**
 * The password form (password and confirmation, the registration rules), or, for a token that is
 * visibly unusable or that Directus refused, `invalidTitle` and `invalidBody` with the way on.
 */
export function TokenPasswordPage({
  section,
  loaderData,
  actionData,
}: {
  section: TokenPasswordSection;
  loaderData: { token: string; usable: boolean };
  actionData: FormReply<AuthFormError> | undefined;
}) {
  const { t } = useTranslation("auth");
  const page = pages[section];
  const { form, fields, pending } = useAccountForm(page.form, actionData?.result);
  if (!loaderData.usable || actionData?.formError?.key === "invalidToken") {
    return (
      <AccountCard centered>
        <h1 className="text-2xl font-bold text-slate-900">{t(`${section}.invalidTitle`)}</h1>
        <p className="mt-2 text-slate-700">{t(`${section}.invalidBody`)}</p>
        <LinkButton to={page.onward} className="mt-6">
          {t(page.onwardLabel)}
        </LinkButton>
      </AccountCard>
    );
  }
  return (
    <AccountCard>
      <h1 className="text-2xl font-bold text-slate-900">{t(`${section}.title`)}</h1>
      <p className="mt-1 text-slate-600">{t(`${section}.subtitle`)}</p>
      <div className="mt-6 space-y-4">
        <FormErrorNotice id={form.errorId} error={pending ? null : actionData?.formError} />
        <Form
          method="post"
          action={`${page.path}?token=${encodeURIComponent(loaderData.token)}`}
          {...getFormProps(form)}
          className="space-y-4"
        >
          <input type="hidden" name="token" value={loaderData.token} />
          <NewPasswordFields password={fields.password} confirm={fields.confirm} label={t(page.passwordLabel)} />
          <Button type="submit" block pending={pending} pendingLabel={t(`${section}.submitting`)}>
            {t(`${section}.submit`)}
          </Button>
        </Form>
      </div>
    </AccountCard>
  );
}
