import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { data, Form } from "react-router";
import type { Route } from "./+types/register";
import { Button } from "~/components/ui/Button";
import { Checkbox } from "~/components/ui/Checkbox";
import { Dialog } from "~/components/ui/Dialog";
import { Field } from "~/components/ui/Field";
import { Honeypot } from "~/components/ui/Honeypot";
import { Input } from "~/components/ui/Input";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { EmailField, FormErrorNotice, NewPasswordFields, useAccountForm } from "~/features/auth/account-form";
import { useFieldErrorText } from "~/features/auth/field-error-text";
import { OrDivider, SocialButtons, socialNotice } from "~/features/auth/social-sign-in";
import { registerLimiter } from "~/features/auth/rate-limits.server";
import { registerAccount } from "~/features/auth/register.server";
import { registerSchema } from "~/features/auth/schemas";
import { isBot, typedText } from "~/features/forms/honeypot.server";
import { formReply, formSuccess, rateLimitedReply } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { userContext } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { readForm } from "~/features/forms/read-form.server";
import { inLanguage } from "~/features/programs/programs";
import { findProgram, recordInterest } from "~/features/programs/programs.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Register"} · Seed Academy` },
  { name: "description", content: loaderData?.description ?? "" },
];

export const headers: Route.HeadersFunction = routeHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const url = new URL(request.url);
  return data(
    {
      title: t("auth:register.title"),
      description: t("auth:register.metaDescription"),
      social: socialNotice(url),
      program: await programToRegisterFor(url.searchParams.get("program"), getLocale(context)),
      translations: translationsFor(context, { auth: ["register", "social"] }),
    },
    { headers: pageCacheHeaders(context.get(userContext)) },
  );
}

/** The programme a `?program=` names (issue 50), when it is open for registration: its slug and name. */
async function programToRegisterFor(slug: string | null, language: string) {
  try {
    const program = await findProgram(slug);
    return program?.open ? { slug: program.slug, name: inLanguage(program, language).name } : null;
  } catch (error) {
    // The form works without it: the person registers, only the interest goes unrecorded.
    console.error("Registration: could not read the programmes:", error);
    return null;
  }
}

/** Who registered from a programme's page (issue 50): recorded once per programme; a failure never fails the registration. */
async function recordProgramInterest(slug: string, email: string) {
  try {
    const program = await findProgram(slug);
    if (program) await recordInterest(program, email);
  } catch (error) {
    console.error(`Registration: could not record the interest in the programme ${slug}:`, error);
  }
}

/** Registration (ADR 008: honeypot → parse → limit → work → reply). `registered` is the address, once registered. */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  // A bot sees the same success, and nothing is created.
  if (isBot(formData)) return formSuccess({ registered: typedText(formData, "email") });

  const hideFields = ["password", "confirm"];
  const submission = parseWithZod(formData, { schema: registerSchema });
  if (submission.status !== "success") return formReply(submission, { hideFields }, { registered: null });
  const { email, password, firstName, lastName } = submission.value;

  const limit = await registerLimiter.limit(request, email);
  if (!limit.allowed) return rateLimitedReply(submission, limit, { hideFields }, { registered: null });

  const result = await registerAccount(request, { email, password, firstName, lastName }, getLocale(context));
  if (!result.ok) return formReply(submission, { formError: result.error, hideFields }, { registered: null });
  await recordProgramInterest(typedText(formData, "program"), email);
  return formSuccess({ registered: email });
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const errorText = useFieldErrorText();
  const { form, fields, pending } = useAccountForm("register", actionData?.result);
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
            <FormErrorNotice id={form.errorId} error={pending ? null : actionData?.formError} />
            <SocialButtons />
            <OrDivider />
            {loaderData.program ? <Notice>{t("register.forProgram", { name: loaderData.program.name })}</Notice> : null}
            <Form method="post" action={registerAction(loaderData.program)} {...getFormProps(form)} className="space-y-4">
              {loaderData.program ? <input type="hidden" name="program" value={loaderData.program.slug} /> : null}
              <div className="grid gap-4 sm:grid-cols-2">
                <Field field={fields.firstName} label={<OptionalLabel label={t("fields.firstName")} />} formatError={errorText}>
                  <Input type="text" autoComplete="given-name" />
                </Field>
                <Field field={fields.lastName} label={<OptionalLabel label={t("fields.lastName")} />} formatError={errorText}>
                  <Input type="text" autoComplete="family-name" />
                </Field>
              </div>
              <EmailField field={fields.email} />
              <NewPasswordFields password={fields.password} confirm={fields.confirm} label={t("fields.password")} />
              <Checkbox field={fields.acceptTerms} label={t("register.acceptTerms")} formatError={errorText} />
              <Honeypot />
              <Button type="submit" block pending={pending} pendingLabel={t("register.submitting")}>
                {t("register.submit")}
              </Button>
            </Form>
            <p className="text-center text-sm text-slate-700">
              {t("register.haveAccount")} <TextLink to="/login">{t("register.signInLink")}</TextLink>
            </p>
          </div>
        </div>
      </div>
      {registered ? <SuccessDialog email={registered} onClose={() => setDismissed(actionData)} /> : null}
    </div>
  );
}

/** Where the form posts: a programme's registration stays one after a refused form (issue 50). */
const registerAction = (program: { slug: string } | null) =>
  program ? `/register?program=${encodeURIComponent(program.slug)}` : "/register";

function OptionalLabel({ label }: { label: string }) {
  const { t } = useTranslation("auth");
  return (
    <>
      {label} <span className="font-normal text-slate-500">{t("fields.optional")}</span>
    </>
  );
}

/** Spec 000 §2: the marketing panel about secure, single-sign-on-ready accounts. */
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
            <span
              aria-hidden="true"
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-white/20 text-xs font-bold"
            >
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
 * Spec 000 §2: 'Registration successful' naming the address, 'Go to Login', 'Go Home', Close and the
 * spam hint. Rendered by the server too; without JavaScript, Close reloads an empty form.
 */
function SuccessDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const { t } = useTranslation("auth");
  return (
    <Dialog
      title={t("register.successTitle")}
      description={t("register.successBody", { email })}
      closeTo="/register"
      closeLabel={t("register.close")}
      onClose={onClose}
    >
      <p className="mt-3 text-sm text-slate-600">{t("register.spamHint")}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <LinkButton to="/login" className="flex-1">
          {t("register.goLogin")}
        </LinkButton>
        <LinkButton to="/" variant="outline" className="flex-1">
          {t("register.goHome")}
        </LinkButton>
      </div>
    </Dialog>
  );
}
