// The notifications-by-mail form (issue 47, item 3), the same on the four areas' settings pages: three
// choices, one button, a real form post that works without JavaScript.
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import type { FormError, FormReply } from "~/features/forms/reply";
import { mailPreferenceIntent, mailPreferences, type MailPreference } from "./mail-preference";

/** What the form's action answered (`answerMailPreference`), or another form's answer on the same page. */
export type MailPreferenceReply = FormReply<FormError, { intent: string; done: boolean }>;

/**
 * `preference`: what is stored (null: not known just now); `reply`: the page's action data, when it
 * answers this form. After a refused post the choice that was sent stays chosen.
 */
export function MailPreferenceForm({
  preference,
  reply,
  action,
}: {
  preference: MailPreference | null;
  reply?: MailPreferenceReply | null;
  action?: string;
}) {
  const { t } = useTranslation("notifications");
  const navigation = useNavigation();
  const answer = reply?.intent === mailPreferenceIntent ? reply : null;
  const typed = answer?.result?.initialValue?.mail;
  const chosen = typeof typed === "string" ? typed : preference;
  const fieldError = answer?.result?.error?.mail?.[0];
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === mailPreferenceIntent;
  return (
    <Form method="post" action={action} noValidate className="mt-4 flex flex-col gap-4">
      <input type="hidden" name="intent" value={mailPreferenceIntent} />
      {answer?.done ? <Notice tone="success">{t("mail.saved")}</Notice> : null}
      {answer?.formError?.key === "saveFailed" ? <Notice tone="error">{t("mail.errors.saveFailed")}</Notice> : null}
      <fieldset aria-describedby={fieldError ? "notify-mail-error" : undefined}>
        <legend className="font-semibold text-slate-900">{t("mail.legend")}</legend>
        {fieldError ? (
          <p id="notify-mail-error" className="mt-1 text-sm font-medium text-red-800">
            {t("mail.errors.mailChoice")}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col gap-2">
          {mailPreferences.map((value) => (
            <div key={value} className="flex items-start gap-3">
              <input
                id={`notify-mail-${value}`}
                type="radio"
                name="mail"
                value={value}
                defaultChecked={value === chosen}
                // A new answer (another choice kept after an error) starts the radios again.
                key={`${value}-${String(chosen)}`}
                aria-describedby={`notify-mail-${value}-hint`}
                className="mt-1 h-4 w-4"
              />
              <div>
                <label htmlFor={`notify-mail-${value}`} className="font-medium text-slate-900">
                  {t(`mail.choices.${value}`)}
                </label>
                <p id={`notify-mail-${value}-hint`} className="text-sm text-slate-600">
                  {t(`mail.hints.${value}`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? t("mail.saving") : t("mail.save")}
        </Button>
      </div>
    </Form>
  );
}
