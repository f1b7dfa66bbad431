import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, useLocation } from "react-router";
import type { Route } from "./+types/settings";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { PasswordInput } from "~/components/ui/PasswordInput";
import { Select } from "~/components/ui/Select";
import { useFieldErrorText } from "~/features/auth/field-error-text";
import { requireRole } from "~/features/auth/guards.server";
import { usePasswordToggleLabels } from "~/features/auth/password-toggle-labels";
import { loginLimiter, passwordChangeLimiter } from "~/features/auth/rate-limits.server";
import { endOtherSessions, updateSessionUser } from "~/features/auth/session.server";
import { useOptionalUser } from "~/features/auth/use-user";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { clientAddress } from "~/features/http/client-address.server";
import { routeHeaders } from "~/features/http/route-headers";
import { retryAfterHeaders } from "~/features/security/rate-limit.server";
import { LanguageOptions } from "~/components/site/LanguageToggle";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { changePassword, saveName, settingsSchema } from "~/features/portals/learner/settings.server";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { themeActionPath, themes } from "~/features/portals/shared/theme";
import { readThemeCookie } from "~/features/portals/shared/theme.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { SaveButton } from "~/features/portals/shared/save-button";
import { mailPreferenceIntent } from "~/features/notifications/mail-preference";
import { MailPreferenceForm } from "~/features/notifications/mail-preference-form";
import { answerMailPreference, readMailPreference } from "~/features/notifications/mail-preference.server";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Settings (spec 001 §2): name, language, theme, password, and notifications by mail (issue 47, item
 * 3: the one thing read from Directus, with the learner's own token).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.learners);
  const i18n = getInstance(context);
  return data(
    {
      title: i18n.t("portal:settings.title"),
      translations: translationsFor(context, {
        portal: ["settings"],
        auth: ["validation", "common", "errors.accountLocked"],
        notifications: ["mail"],
      }),
      language: i18n.language,
      mailPreference: await readMailPreference(context.get(directusContext)),
      theme: readThemeCookie(request.headers.get("Cookie")),
    },
    { headers: pageCacheHeaders(context.get(userContext), { shared: false }) },
  );
}

/** ADR 008, one form per intent: `name`, `password` or `notify-mail` (language and theme post to their own routes). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const posted = await readForm(request);
  if (posted.get("intent") === mailPreferenceIntent) return answerMailPreference(context.get(directusContext), posted);
  const submission = parseWithZod(posted, { schema: settingsSchema });
  const hideFields = ["current", "password", "confirm"];
  const intent = submission.payload.intent === "password" ? ("password" as const) : ("name" as const);
  const extra = { intent, done: false };
  if (submission.status !== "success") return formReply(submission, { hideFields }, extra);
  const client = context.get(directusContext);
  const form = submission.value;
  try {
    if (form.intent === "name") {
      await saveName(client, form.firstName, form.lastName || null);
      updateSessionUser(context, { firstName: form.firstName, lastName: form.lastName || null });
      return formReply(submission, {}, { ...extra, done: true });
    }
    const limit = await passwordChangeLimiter.limit(request, user.email);
    if (!limit.allowed) return rateLimitedReply(submission, limit, { hideFields }, extra);
    // The current password is a sign-in: it counts against the sign-in lock (ADR 009), with no
    // exemption for a known browser (this one is signed in), and a locked account's is not checked.
    const lock = await loginLimiter.limit(request, user.email);
    if (!lock.allowed && lock.refusedBy === "account")
      return formReply(
        submission,
        { formError: { key: "accountLocked" }, status: 429, headers: retryAfterHeaders(lock), hideFields },
        extra,
      );
    if (!lock.allowed) return rateLimitedReply(submission, lock, { hideFields }, extra);
    const change = await changePassword(client, user.email, form.current, form.password, clientAddress(request));
    if (change.outcome === "wrongCurrent") return formReply(submission, { formError: { key: "currentWrong" }, hideFields }, extra);
    if (change.outcome === "failed") return formReply(submission, { formError: { key: "saveFailed" }, status: 503, hideFields }, extra);
    await loginLimiter.clear(request, user.email);
    await passwordChangeLimiter.clear(request, user.email);
    // Whoever was signed in with the old password elsewhere is signed out; this browser stays.
    await endOtherSessions(context, change.tokens);
    return formReply(submission, { hideFields }, { ...extra, done: true });
  } catch (error) {
    console.error(`Learner portal: could not save the ${form.intent} setting:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503, hideFields }, extra);
  }
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { t: tn } = useTranslation("notifications");
  const user = useOptionalUser();
  const location = useLocation();
  const errorText = useFieldErrorText();
  const settingsError = (error: string) =>
    ["firstNameRequired", "currentRequired"].includes(error) ? t(`settings.${error}`) : errorText(error);
  const toggleLabels = usePasswordToggleLabels();
  const reply = (intent: "name" | "password") => (actionData && "intent" in actionData && actionData.intent === intent ? actionData : null);
  const field = (intent: "name" | "password", name: string, initial?: string | null) => {
    const answer = reply(intent);
    const typed = answer?.result?.initialValue?.[name];
    return {
      id: `${intent}-${name}`,
      name,
      initialValue: typeof typed === "string" ? typed : (initial ?? ""),
      errors: (answer?.result?.error?.[name] ?? undefined) as string[] | undefined,
    };
  };
  const formMessage = (intent: "name" | "password") => {
    const answer = reply(intent);
    if (answer?.done) return <Notice tone="success">{t(`settings.${intent}Saved`)}</Notice>;
    const key = answer?.formError?.key;
    if (key === "accountLocked") return <Notice tone="error">{t("auth:errors.accountLocked")}</Notice>;
    return key ? <Notice tone="error">{t(`settings.${key === "rateLimited" ? "tooMany" : key}`)}</Notice> : null;
  };
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("settings.title")} intro={t("settings.intro")} />

      <Panel id="name" title={t("settings.nameTitle")}>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="name" />
          {formMessage("name")}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field field={field("name", "firstName", user?.firstName)} label={t("settings.firstName")} formatError={settingsError}>
              <Input autoComplete="given-name" maxLength={50} />
            </Field>
            <Field field={field("name", "lastName", user?.lastName)} label={t("settings.lastName")} formatError={settingsError}>
              <Input autoComplete="family-name" maxLength={50} />
            </Field>
          </div>
          <SaveButton intent="name" label={t("settings.saveName")} saving={t("settings.saving")} />
        </Form>
      </Panel>

      <Panel id="language" title={t("settings.languageTitle")}>
        <Form method="post" action="/set-language" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="redirectTo" value={returnTo} />
          <Field field={{ id: "settings-language", name: "lng" }} label={t("settings.languageLabel")}>
            <Select defaultValue={loaderData.language}>
              <LanguageOptions />
            </Select>
          </Field>
          <Button type="submit" variant="outline">
            {t("settings.saveLanguage")}
          </Button>
        </Form>
      </Panel>

      <Panel id="theme" title={t("settings.themeTitle")} intro={t("settings.themeIntro")}>
        <Form method="post" action={themeActionPath} className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="redirectTo" value={returnTo} />
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t("settings.themeTitle")}</legend>
            {themes.map((theme) => (
              <label key={theme} className="flex items-center gap-2 text-slate-900">
                <input type="radio" name="theme" value={theme} defaultChecked={theme === loaderData.theme} />
                {t(`settings.themes.${theme}`)}
              </label>
            ))}
          </fieldset>
          <Button type="submit" variant="outline">
            {t("settings.saveTheme")}
          </Button>
        </Form>
      </Panel>

      <Panel id="notify-mail" title={tn("mail.title")} intro={tn("mail.intro")}>
        <MailPreferenceForm
          preference={loaderData.mailPreference}
          reply={actionData?.intent === mailPreferenceIntent ? actionData : null}
        />
      </Panel>

      <Panel id="password" title={t("settings.passwordTitle")}>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="password" />
          {formMessage("password")}
          <Field field={field("password", "current")} label={t("settings.current")} formatError={settingsError}>
            <PasswordInput autoComplete="current-password" toggleLabels={toggleLabels} />
          </Field>
          <Field field={field("password", "password")} label={t("settings.newPassword")} formatError={settingsError}>
            <PasswordInput autoComplete="new-password" toggleLabels={toggleLabels} />
          </Field>
          <Field field={field("password", "confirm")} label={t("settings.confirm")} formatError={settingsError}>
            <PasswordInput autoComplete="new-password" toggleLabels={toggleLabels} />
          </Field>
          <SaveButton intent="password" label={t("settings.savePassword")} saving={t("settings.saving")} />
        </Form>
      </Panel>
    </div>
  );
}
