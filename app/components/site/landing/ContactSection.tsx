import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { buttonClass, Section } from "~/components/ui/Section";
import { Honeypot } from "~/components/ui/Honeypot";
import type { CooperationReply } from "~/features/cooperation/cooperation-schema";
import { readReply, useResetOnSuccess, useSubmitPending } from "~/components/ui/server-form";
import { cooperationTypes, type CooperationType } from "~/features/cooperation/cooperation-types";
import { contactDetails, participants } from "~/features/landing/content";

export function ContactSection({ preselectedType }: { preselectedType: CooperationType | null }) {
  const { t } = useTranslation("landing");
  return (
    <Section id="contact" title={t("contact.title")} text={t("contact.text")} className="bg-slate-50">
      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <dl className="space-y-4">
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("contact.phoneLabel")}</dt>
              <dd>
                <a href={contactDetails.phoneHref} className="text-lg font-semibold text-slate-900 hover:text-primary">
                  {contactDetails.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("contact.emailLabel")}</dt>
              <dd>
                <a href={`mailto:${contactDetails.email}`} className="text-lg font-semibold text-slate-900 hover:text-primary">
                  {contactDetails.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm font-semibold text-slate-600">{t("contact.addressLabel")}</dt>
              <dd>
                <address className="text-slate-900 not-italic">{t("contact.address")}</address>
              </dd>
            </div>
          </dl>
          <h3 className="mt-8 font-bold text-slate-900">{t("contact.partnersTitle")}</h3>
          <ul className="mt-3 list-inside list-disc space-y-1 text-slate-800">
            {participants.map((p) => (
              <li key={p.id}>{t(`participants.items.${p.id}.name`)}</li>
            ))}
          </ul>
          <a href={`mailto:${contactDetails.email}`} className={`mt-8 ${buttonClass.secondary}`}>
            {t("contact.contactNow")}
          </a>
        </div>
        <CooperationForm preselectedType={preselectedType} />
      </div>
    </Section>
  );
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary";
const labelClass = "block text-sm font-semibold text-slate-800";

/**
 * Spec §4/§5: idle → sending ('Đang gửi...', submit disabled) → success (fields cleared) or error
 * (fields kept). The index route's action answers; a fetcher with JavaScript, a page without.
 */
function CooperationForm({ preselectedType }: { preselectedType: CooperationType | null }) {
  const { t } = useTranslation("landing");
  const fetcher = useFetcher<CooperationReply>({ key: "cooperation" });
  const pageReply = useActionData<CooperationReply>();
  const { pending, onSubmit } = useSubmitPending(fetcher);
  const reply = pending ? undefined : (fetcher.data ?? pageReply);
  const sent = reply?.status === "sent";
  const { value, formError } = readReply(reply?.result);
  const formRef = useResetOnSuccess(sent);
  // Typed values come back after a failed no-JS post; with JavaScript the fields keep them anyway.
  const kept = (name: string) => (sent ? undefined : value(name));
  // Any new submit clears the previous message (spec §4).
  const error = pending ? null : formError;
  const message =
    reply?.status === "sent" ? (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-800">
        {t("cooperation.success")}
      </p>
    ) : error ? (
      <p role="alert" id="cooperation-error" className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
        {error === "failed" ? t("cooperation.failed", { error: reply?.error ?? "Send failed" }) : t(`cooperation.errors.${error}`)}
      </p>
    ) : null;

  return (
    <fetcher.Form
      method="post"
      // The fragment brings a no-JS visitor back to the form and its message after the post.
      action="/?index#contact"
      ref={formRef}
      onSubmit={onSubmit}
      id="cooperation"
      noValidate
      aria-describedby={error ? "cooperation-error" : undefined}
      aria-labelledby="cooperation-title"
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <h3 id="cooperation-title" className="text-xl font-bold text-slate-900">
        {t("contact.formTitle")}
      </h3>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor="cooperation-fullName" className={labelClass}>
            {t("cooperation.fullName")}
          </label>
          <input id="cooperation-fullName" name="fullName" type="text" defaultValue={kept("fullName")} autoComplete="name" className={inputClass} />
        </div>
        <div>
          <label htmlFor="cooperation-email" className={labelClass}>
            {t("cooperation.email")}
          </label>
          <input id="cooperation-email" name="email" type="email" defaultValue={kept("email")} autoComplete="email" className={inputClass} />
        </div>
        <div>
          <label htmlFor="cooperation-organization" className={labelClass}>
            {t("cooperation.organization")}
          </label>
          <input
            id="cooperation-organization"
            name="organization"
            type="text"
            defaultValue={kept("organization")}
            autoComplete="organization" className={inputClass} />
        </div>
        <div>
          <label htmlFor="cooperation-cooperationType" className={labelClass}>
            {t("cooperation.type")}
          </label>
          <select
            id="cooperation-cooperationType"
            name="cooperationType"
            defaultValue={kept("cooperationType") ?? preselectedType ?? ""}
            className={inputClass}
          >
            <option value="">{t("cooperation.typePlaceholder")}</option>
            {cooperationTypes.map((type) => (
              <option key={type} value={type}>
                {t(`cooperation.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-2">
          <label htmlFor="cooperation-content" className={labelClass}>
            {t("cooperation.content")}
          </label>
          <textarea id="cooperation-content" name="content" defaultValue={kept("content")} rows={5} className={inputClass} />
        </div>
      </div>
      <Honeypot />
      <div aria-live="polite" className="mt-4">
        {message}
      </div>
      <button type="submit" disabled={pending} className={`mt-4 w-full md:w-auto ${buttonClass.primary} disabled:opacity-70`}>
        {pending ? t("cooperation.pending") : t("cooperation.submit")}
      </button>
    </fetcher.Form>
  );
}
