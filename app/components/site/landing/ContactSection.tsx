import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { buttonClass, Section } from "~/components/ui/Section";
import { Honeypot } from "~/components/ui/Honeypot";
import type { CooperationInput, CooperationReply } from "~/features/cooperation/cooperation-schema";
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
  const pending = fetcher.state !== "idle";
  const reply = pending ? undefined : (fetcher.data ?? pageReply);
  const [form, fields] = useForm<CooperationInput>({
    id: "cooperation",
    lastResult: reply?.result ?? null,
    defaultValue: { cooperationType: preselectedType ?? "" },
    shouldValidate: "onSubmit",
  });
  // Any new submit clears the previous message (spec §4).
  const error = pending ? null : form.errors?.[0];
  const message =
    reply?.status === "sent" ? (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 font-semibold text-emerald-800">
        {t("cooperation.success")}
      </p>
    ) : error ? (
      <p role="alert" id={form.errorId} className="rounded-lg bg-red-50 p-3 font-semibold text-red-800">
        {error === "failed" ? t("cooperation.failed", { error: reply?.error ?? "Send failed" }) : t(`cooperation.errors.${error}`)}
      </p>
    ) : null;

  return (
    <fetcher.Form
      method="post"
      // The fragment brings a no-JS visitor back to the form and its message after the post.
      action="/?index#contact"
      {...getFormProps(form)}
      noValidate
      aria-labelledby="cooperation-title"
      className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:p-8"
    >
      <h3 id="cooperation-title" className="text-xl font-bold text-slate-900">
        {t("contact.formTitle")}
      </h3>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <div>
          <label htmlFor={fields.fullName.id} className={labelClass}>
            {t("cooperation.fullName")}
          </label>
          <input {...getInputProps(fields.fullName, { type: "text" })} autoComplete="name" className={inputClass} />
        </div>
        <div>
          <label htmlFor={fields.email.id} className={labelClass}>
            {t("cooperation.email")}
          </label>
          <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" className={inputClass} />
        </div>
        <div>
          <label htmlFor={fields.organization.id} className={labelClass}>
            {t("cooperation.organization")}
          </label>
          <input {...getInputProps(fields.organization, { type: "text" })} autoComplete="organization" className={inputClass} />
        </div>
        <div>
          <label htmlFor={fields.cooperationType.id} className={labelClass}>
            {t("cooperation.type")}
          </label>
          <select {...getSelectProps(fields.cooperationType)} className={inputClass}>
            <option value="">{t("cooperation.typePlaceholder")}</option>
            {cooperationTypes.map((type) => (
              <option key={type} value={type}>
                {t(`cooperation.types.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="md:col-span-2">
          <label htmlFor={fields.content.id} className={labelClass}>
            {t("cooperation.content")}
          </label>
          <textarea {...getTextareaProps(fields.content)} rows={5} className={inputClass} />
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
