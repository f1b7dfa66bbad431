import { useTranslation } from "react-i18next";
import { useActionData, useFetcher } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Honeypot } from "~/components/ui/Honeypot";
import { Input } from "~/components/ui/Input";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { Section } from "~/components/ui/Section";
import { Select } from "~/components/ui/Select";
import { Textarea } from "~/components/ui/Textarea";
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
          <LinkButton href={`mailto:${contactDetails.email}`} variant="secondary" className="mt-8">
            {t("contact.contactNow")}
          </LinkButton>
        </div>
        <CooperationForm preselectedType={preselectedType} />
      </div>
    </Section>
  );
}

/**
 * Spec 000 §4/§5: idle → sending ('Đang gửi...', submit disabled) → success (fields cleared) or error
 * (fields kept). The index route's action answers; a fetcher with JavaScript, a page without.
 */
function CooperationForm({ preselectedType }: { preselectedType: CooperationType | null }) {
  const { t } = useTranslation("landing");
  const fetcher = useFetcher<CooperationReply>({ key: "cooperation" });
  const pageReply = useActionData<CooperationReply>();
  const { pending, onSubmit } = useSubmitPending(fetcher);
  const reply = pending ? undefined : (fetcher.data ?? pageReply);
  const sent = reply?.sent === true;
  const { value } = readReply(reply);
  const formRef = useResetOnSuccess(sent);
  // Typed values come back after a failed no-JS post; with JavaScript the fields keep them anyway.
  const kept = (name: string) => (sent ? undefined : value(name));
  const field = (name: string) => ({ id: `cooperation-${name}`, name, initialValue: kept(name) });
  // Any new submit clears the previous message (spec 000 §4). The action sends its text (ADR 012).
  const error = reply && !sent ? reply.message : null;
  const message = sent ? (
    <Notice tone="success">{reply.message}</Notice>
  ) : error ? (
    <Notice tone="error" id="cooperation-error">
      {error}
    </Notice>
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
        <Field field={field("fullName")} label={t("cooperation.fullName")}>
          <Input type="text" autoComplete="name" />
        </Field>
        <Field field={field("email")} label={t("cooperation.email")}>
          <Input type="email" autoComplete="email" />
        </Field>
        <Field field={field("organization")} label={t("cooperation.organization")}>
          <Input type="text" autoComplete="organization" />
        </Field>
        <Field field={field("cooperationType")} label={t("cooperation.type")}>
          <Select defaultValue={kept("cooperationType") ?? preselectedType ?? ""}>
            <option value="">{t("cooperation.typePlaceholder")}</option>
            {cooperationTypes.map((type) => (
              <option key={type} value={type}>
                {t(`cooperation.types.${type}`)}
              </option>
            ))}
          </Select>
        </Field>
        <Field field={field("content")} label={t("cooperation.content")} className="md:col-span-2">
          <Textarea rows={5} />
        </Field>
      </div>
      <Honeypot />
      <div aria-live="polite" className="mt-4">
        {message}
      </div>
      <Button type="submit" pending={pending} pendingLabel={t("cooperation.pending")} className="mt-4 w-full md:w-auto">
        {t("cooperation.submit")}
      </Button>
    </fetcher.Form>
  );
}
