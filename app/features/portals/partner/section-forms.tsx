import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { dialogLinkProps } from "~/components/ui/RouteDialog";
import { TextLink } from "~/components/ui/TextLink";
import type { ButtonVariant } from "~/components/ui/Button";
import { RowActionForm } from "../shared/row-action-form";
import { mailPreferences, type MailPreference } from "~/features/notifications/mail-preference";
import { companyRoles, membersList, type Intent } from "./paths";
import type { SectionContent } from "./sections.server";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import type { SelectOption } from "~/components/ui/Options";
import { SelectField } from "~/components/ui/SelectField";
import { Textarea } from "~/components/ui/Textarea";
import { FormCard, partnerField, usePartnerErrorText } from "./ui";

type Errors = Record<string, string[] | null>;
type Sent = Record<string, string>;

function Text({ name, label, errors, sent, long = false }: { name: string; label: string; errors: Errors; sent: Sent; long?: boolean }) {
  const errorText = usePartnerErrorText();
  return (
    <Field field={partnerField(errors, name, { value: sent[name] ?? "" })} label={label} formatError={errorText}>
      {long ? <Textarea rows={4} /> : <Input />}
    </Field>
  );
}

/** A choice of a section form: its options and `value`, the one chosen (what was sent, else the form's default). */
function Choice({
  name,
  id,
  label,
  errors,
  value,
  options,
}: {
  name: string;
  id?: string;
  label: string;
  errors: Errors;
  value: string;
  options: readonly SelectOption[];
}) {
  const errorText = usePartnerErrorText();
  return <SelectField field={partnerField(errors, name, { id, value })} label={label} formatError={errorText} options={options} />;
}

type Settings = { notifyEmail: boolean; ats: string; sso: string; mail?: MailPreference | null };
/** What a section form shows again: the field errors of its last post and the values it sent. */
export interface FormState {
  errors: Errors;
  sent: Sent;
}

/** A section's form in its box: a heading, an optional hint, the hidden intent, the fields and one submit button. */
function SectionBox({
  title,
  hint,
  intent,
  submit,
  validate = true,
  variant,
  children,
}: {
  title: string;
  hint?: string;
  intent: string;
  submit: ReactNode;
  validate?: boolean;
  variant?: ButtonVariant;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {hint ? <p className="text-slate-700">{hint}</p> : null}
    </>
  );
  return (
    <FormCard intent={intent} submit={submit} heading={heading} validate={validate} variant={variant}>
      {children}
    </FormCard>
  );
}

// The section pages' forms, one component each (`sectionPageForms` below shows it to the member roles
// the portal's permission table gives its intent: no role check here).

export function TicketForm({ errors, sent }: FormState) {
  const { t } = useTranslation("portal-partner");
  return (
    <SectionBox title={t("forms.newTicket")} hint={t("help.response")} intent="ticket" submit={t("forms.sendTicket")}>
      <Text name="subject" label={t("columns.subject")} errors={errors} sent={sent} />
      <Text name="body" label={t("forms.question")} errors={errors} sent={sent} long />
    </SectionBox>
  );
}

export function BriefForm({ errors, sent }: FormState) {
  const { t } = useTranslation("portal-partner");
  return (
    <SectionBox title={t("forms.newBrief")} intent="brief" submit={t("forms.submitBrief")}>
      <Text name="title" label={t("columns.title")} errors={errors} sent={sent} />
      <Choice
        errors={errors}
        name="kind"
        label={t("columns.kind")}
        value={sent.kind ?? "brief"}
        options={[
          { value: "brief", label: t("kinds.brief") },
          { value: "nda", label: t("kinds.nda") },
        ]}
      />
      <Text name="body" label={t("forms.briefBody")} errors={errors} sent={sent} long />
    </SectionBox>
  );
}

export function OfficeHoursForm({ errors, sent }: FormState) {
  const { t } = useTranslation("portal-partner");
  const errorText = usePartnerErrorText();
  return (
    <SectionBox title={t("quick.officeHours")} hint={t("forms.officeHoursHint")} intent="office-hours" submit={t("forms.openHours")}>
      <Field field={partnerField(errors, "at", { value: sent.at ?? "" })} label={t("interviews.at")} formatError={errorText}>
        <Input type="datetime-local" />
      </Field>
      <Field field={partnerField(errors, "minutes", { value: sent.minutes ?? "60" })} label={t("forms.minutes")} formatError={errorText}>
        <Input type="number" min={15} max={240} />
      </Field>
      <Choice
        errors={errors}
        name="mode"
        label={t("columns.mode")}
        value={sent.mode ?? "online"}
        options={[
          { value: "online", label: t("modes.online") },
          { value: "onsite", label: t("modes.onsite") },
        ]}
      />
    </SectionBox>
  );
}

/**
 * A mentor's feedback on a project a learner brought to their office hours (issue 49, item 5): the
 * project among `choices` (`[id, "learner · project"]`) and the feedback. Without one, it says why.
 */
export function MentorFeedbackForm({ errors, sent, choices }: FormState & { choices: [string, string][] }) {
  const { t } = useTranslation("portal-partner");
  // No project to give feedback on yet: the words for it, not a form that could only be refused.
  if (!choices.length)
    return (
      <section className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 className="text-xl font-bold text-slate-900">{t("mentoring.formTitle")}</h2>
        <p className="text-slate-700">{t("mentoring.noMentees")}</p>
      </section>
    );
  return (
    <SectionBox title={t("mentoring.formTitle")} hint={t("mentoring.formHint")} intent="mentor-feedback" submit={t("mentoring.send")}>
      <Choice
        errors={errors}
        name="project"
        label={t("columns.project")}
        value={sent.project ?? choices[0][0]}
        options={choices.map(([value, label]) => ({ value, label }))}
      />
      <Text name="feedback" label={t("columns.feedback")} errors={errors} sent={sent} long />
    </SectionBox>
  );
}

/** The member's own notifications by mail (issue 47, item 3): off, each one, or a daily digest. After an error the sent choice stays. */
export function NotificationsForm({ errors, sent, settings }: FormState & { settings: Settings }) {
  const { t } = useTranslation("portal-partner");
  const chosen = sent.mail ?? settings.mail ?? null;
  const error = errors.mail?.[0];
  return (
    <SectionBox title={t("forms.mailTitle")} hint={t("forms.mailHint")} intent="notifications" submit={t("forms.save")}>
      <fieldset aria-describedby={error ? "mail-error" : undefined}>
        <legend className="font-semibold text-slate-900">{t("forms.mailLegend")}</legend>
        {error ? (
          <p id="mail-error" className="mt-1 text-sm font-medium text-red-800">
            {t("errors.mailChoice")}
          </p>
        ) : null}
        <div className="mt-2 flex flex-col gap-2">
          {mailPreferences.map((value) => (
            <label key={value} className="flex items-center gap-3 text-slate-900">
              <input type="radio" name="mail" value={value} defaultChecked={value === chosen} className="h-4 w-4" />
              {t(`forms.mailChoices.${value}`)}
            </label>
          ))}
        </div>
      </fieldset>
    </SectionBox>
  );
}

/** The ATS and SSO connections: each connected one can be disconnected, each other one connected to a provider. */
export function IntegrationForms({ errors, sent, settings }: FormState & { settings: Settings }) {
  const { t } = useTranslation("portal-partner");
  const errorText = usePartnerErrorText();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {(["ats", "sso"] as const).map((kind) => {
        const submit = (label: string) => (
          <>
            {label}
            <span className="sr-only">: {t(`forms.${kind}`)}</span>
          </>
        );
        return settings[kind] ? (
          <SectionBox
            key={kind}
            title={t(`forms.${kind}`)}
            hint={t("forms.connectedTo", { provider: settings[kind] })}
            intent="disconnect"
            submit={submit(t("forms.disconnect"))}
            validate={false}
            variant="outline"
          >
            <input type="hidden" name="kind" value={kind} />
          </SectionBox>
        ) : (
          <SectionBox key={kind} title={t(`forms.${kind}`)} intent="connect" submit={submit(t("forms.connect"))}>
            <input type="hidden" name="kind" value={kind} />
            <Field
              field={partnerField(sent.kind === kind ? errors : null, "provider", {
                id: `provider-${kind}`,
                value: sent.kind === kind ? (sent.provider ?? "") : "",
              })}
              label={t("forms.provider")}
              formatError={errorText}
            >
              <Input />
            </Field>
          </SectionBox>
        );
      })}
    </div>
  );
}

export function EventForm({ errors, sent }: FormState) {
  const { t } = useTranslation("portal-partner");
  const errorText = usePartnerErrorText();
  return (
    <SectionBox title={t("forms.proposeEvent")} intent="propose-event" submit={t("forms.propose")}>
      <Text name="title" label={t("columns.title")} errors={errors} sent={sent} />
      <Field field={partnerField(errors, "at", { value: sent.at ?? "" })} label={t("columns.starts")} formatError={errorText}>
        <Input type="datetime-local" />
      </Field>
      <Text name="place" label={t("columns.place")} errors={errors} sent={sent} />
    </SectionBox>
  );
}

export function AssetForm({ errors, sent }: FormState) {
  const { t } = useTranslation("portal-partner");
  return (
    <SectionBox title={t("forms.addAsset")} hint={t("forms.assetHint")} intent="add-asset" submit={t("forms.add")}>
      <Text name="title" label={t("columns.title")} errors={errors} sent={sent} />
      <Choice
        errors={errors}
        id="asset-kind"
        name="kind"
        label={t("columns.kind")}
        value={sent.kind ?? "logo"}
        options={(["logo", "guideline", "banner"] as const).map((k) => ({ value: k, label: t(`assetKinds.${k}`) }))}
      />
      <Text name="url" label={t("forms.url")} errors={errors} sent={sent} />
    </SectionBox>
  );
}

/** The member roles a company gives (the Seed PM is the academy's), and none: the invitation's and Change role's choices. */
export function useRoleOptions(): SelectOption[] {
  const { t } = useTranslation("portal-partner");
  return [...companyRoles, "none" as const].map((r) => ({ value: r, label: t(`roles.${r}`) }));
}

export function InviteForm({ errors, sent }: FormState) {
  const { t } = useTranslation("portal-partner");
  const roleOptions = useRoleOptions();
  return (
    <SectionBox title={t("forms.inviteTitle")} hint={t("forms.inviteHint")} intent="invite" submit={t("forms.invite")}>
      <Text name="email" label={t("forms.email")} errors={errors} sent={sent} />
      <Choice
        errors={errors}
        id="invite-role"
        name="role"
        label={t("columns.role")}
        value={sent.role ?? "INTERVIEWER"}
        options={roleOptions}
      />
    </SectionBox>
  );
}

/** A table row that has a form: its id, its state (a brief's status, a member's role …) and its name for screen readers. */
export interface Row {
  id: number;
  state: string | null;
  name: string;
}

/** A submitted brief's moderation (not on the moderator's own brief: its state is then "own"). */
export function BriefModeration({ id, state, name }: Row) {
  const { t } = useTranslation("portal-partner");
  if (state !== "submitted") return null;
  return (
    <div className="flex gap-2">
      {(["approve", "reject"] as const).map((intent) => (
        <RowActionForm key={intent} intent={intent} id={id} row={name} variant={intent === "approve" ? "primary" : "outline"}>
          {t(`forms.${intent}`)}
        </RowActionForm>
      ))}
    </div>
  );
}

/** Say one comes to an event, or take it back. */
export function RsvpButton({ id, state, name }: Row) {
  const { t } = useTranslation("portal-partner");
  return (
    <RowActionForm
      intent={state === "going" ? "cancel-rsvp" : "rsvp"}
      id={id}
      row={name}
      variant={state === "going" ? "outline" : "primary"}
    >
      {t(state === "going" ? "forms.cancelRsvp" : "forms.rsvp")}
    </RowActionForm>
  );
}

export function RemoveAssetButton({ id, name }: Row) {
  const { t } = useTranslation("portal-partner");
  return (
    <RowActionForm intent="remove-asset" id={id} row={name} variant="outline">
      {t("forms.remove")}
    </RowActionForm>
  );
}

/** A member the company changes or removes: any but the Seed PM (the academy's). */
const companyGives = (state: string | null) => state === null || (companyRoles as readonly string[]).includes(state);

/** A member row's dialogs, in the order the row shows their links. */
const memberDialogs = [
  { intent: "member-role", path: "role", label: "forms.changeRole" },
  { intent: "remove-member", path: "remove", label: "forms.removeMember" },
] as const;

/** A member row's Change role and Remove: links to its dialogs (child routes of the list, ADR 055), each as the member role may. */
function MemberLinks({ id, state, name, may }: Row & { may: Forms }) {
  const { t } = useTranslation("portal-partner");
  if (!companyGives(state)) return <span className="text-sm text-slate-700">{t("forms.assignedByAcademy")}</span>;
  const fromList = dialogLinkProps(membersList);
  return (
    <div className="flex flex-wrap items-end gap-3">
      {memberDialogs
        .filter(({ intent }) => may[intent])
        .map(({ intent, path, label }) => (
          <TextLink key={intent} to={`${membersList}/${id}/${path}`} {...fromList} underline>
            {t(label)}
            <span className="sr-only">: {name}</span>
          </TextLink>
        ))}
    </div>
  );
}

/** Which of a page's forms (by intent) the member's role may send: the loader's `may` (`formsFor`). */
export type Forms = Partial<Record<Intent, boolean>>;

interface PageForms {
  /** The page's form, given what was sent and its errors. */
  form?: ((state: FormState) => ReactNode) | null;
  /** A row's own form, in an actions column. */
  rowForm?: ((row: Row) => ReactNode) | null;
}

/**
 * The section pages that have forms, by page key: each form is given only when the portal's
 * permission table lets the member's role send its intent (`may`); a form that starts from the
 * company's settings, only when they could be read.
 */
export const sectionPageForms: Record<string, (may: Forms, content: SectionContent | null) => PageForms> = {
  briefs: (may) => ({
    form: may.brief ? (state) => <BriefForm {...state} /> : null,
    rowForm: may.approve ? (row) => <BriefModeration {...row} /> : null,
  }),
  schedule: (may) => ({ form: may["office-hours"] ? (state) => <OfficeHoursForm {...state} /> : null }),
  feedback: (may, content) => ({
    form: may["mentor-feedback"] ? (state) => <MentorFeedbackForm {...state} choices={content?.choices ?? []} /> : null,
  }),
  events: (may) => ({
    form: may["propose-event"] ? (state) => <EventForm {...state} /> : null,
    rowForm: may.rsvp ? (row) => <RsvpButton {...row} /> : null,
  }),
  assets: (may) => ({
    form: may["add-asset"] ? (state) => <AssetForm {...state} /> : null,
    rowForm: may["remove-asset"] ? (row) => <RemoveAssetButton {...row} /> : null,
  }),
  members: (may) => ({
    form: may.invite ? (state) => <InviteForm {...state} /> : null,
    rowForm: may["member-role"] || may["remove-member"] ? (row) => <MemberLinks {...row} may={may} /> : null,
  }),
  integrations: (may, content) => {
    const settings = content?.settings;
    return { form: may.connect && settings ? (state) => <IntegrationForms {...state} settings={settings} /> : null };
  },
  notifications: (may, content) => {
    const settings = content?.settings;
    return { form: may.notifications && settings ? (state) => <NotificationsForm {...state} settings={settings} /> : null };
  },
  ticket: (may) => ({ form: may.ticket ? (state) => <TicketForm {...state} /> : null }),
};
