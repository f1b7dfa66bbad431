import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button, type ButtonVariant } from "~/components/ui/Button";
import { RowActionForm } from "../shared/row-action-form";
import { companyRoles, type MemberRole } from "./paths";
import { describedError, FormField, inputClass, SelectField } from "./ui";

type Errors = Record<string, string[] | null>;
type Sent = Record<string, string>;

function Text({ name, label, errors, sent, long = false }: { name: string; label: string; errors: Errors; sent: Sent; long?: boolean }) {
  const invalid = describedError(errors, name);
  return (
    <FormField name={name} label={label} errors={errors}>
      {long ? (
        <textarea id={name} name={name} rows={4} defaultValue={sent[name] ?? ""} className={inputClass} {...invalid} />
      ) : (
        <input id={name} name={name} defaultValue={sent[name] ?? ""} className={inputClass} {...invalid} />
      )}
    </FormField>
  );
}

type Settings = { notifyEmail: boolean; ats: string; sso: string };

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
  const busy = useNavigation().state === "submitting";
  return (
    <Form
      method="post"
      noValidate={validate ? true : undefined}
      className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {hint ? <p className="text-slate-700">{hint}</p> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
      <div>
        <Button type="submit" variant={variant} disabled={busy}>
          {submit}
        </Button>
      </div>
    </Form>
  );
}

/** The form a section page offers (help ticket, brief, office hours, settings, brand), or nothing. */
export function SectionForm({
  pageKey,
  role,
  errors,
  sent,
  settings,
}: {
  pageKey: string;
  role: MemberRole | null;
  errors: Errors;
  sent: Sent;
  settings?: Settings;
}) {
  const { t } = useTranslation("portal-partner");
  const text = (name: string, label: string, long = false) => <Text name={name} label={label} errors={errors} sent={sent} long={long} />;
  const choice = (name: string, label: string, value: string, options: readonly (readonly [string, string])[], id?: string) => (
    <SelectField errors={errors} id={id} name={name} label={label} value={value} options={options} />
  );
  const roleOptions = [...companyRoles, "none" as const].map((r) => [r, t(`roles.${r}`)] as const);
  if (pageKey === "ticket")
    return (
      <SectionBox title={t("forms.newTicket")} hint={t("help.response")} intent="ticket" submit={t("forms.sendTicket")}>
        {text("subject", t("columns.subject"))}
        {text("body", t("forms.question"), true)}
      </SectionBox>
    );
  if (pageKey === "briefs" && role && role !== "INTERVIEWER")
    return (
      <SectionBox title={t("forms.newBrief")} intent="brief" submit={t("forms.submitBrief")}>
        {text("title", t("columns.title"))}
        {choice("kind", t("columns.kind"), sent.kind ?? "brief", [
          ["brief", t("kinds.brief")],
          ["nda", t("kinds.nda")],
        ])}
        {text("body", t("forms.briefBody"), true)}
      </SectionBox>
    );
  if (pageKey === "schedule" && role === "MENTOR")
    return (
      <SectionBox title={t("quick.officeHours")} hint={t("forms.officeHoursHint")} intent="office-hours" submit={t("forms.openHours")}>
        <FormField name="at" label={t("interviews.at")} errors={errors}>
          <input id="at" name="at" type="datetime-local" defaultValue={sent.at ?? ""} className={inputClass} />
        </FormField>
        <FormField name="minutes" label={t("forms.minutes")} errors={errors}>
          <input id="minutes" name="minutes" type="number" min={15} max={240} defaultValue={sent.minutes ?? "60"} className={inputClass} />
        </FormField>
        {choice("mode", t("columns.mode"), sent.mode ?? "online", [
          ["online", t("modes.online")],
          ["onsite", t("modes.onsite")],
        ])}
      </SectionBox>
    );
  if (pageKey === "notifications" && role === "ORG_ADMIN" && settings)
    return (
      <SectionBox title={t("forms.notificationsTitle")} intent="notifications" submit={t("forms.save")}>
        <label className="flex items-center gap-3 text-slate-900">
          <input type="checkbox" name="notifyEmail" value="on" defaultChecked={settings.notifyEmail} className="h-5 w-5" />
          {t("forms.notifyEmail")}
        </label>
      </SectionBox>
    );
  if (pageKey === "integrations" && role === "ORG_ADMIN" && settings)
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
              <FormField name="provider" id={`provider-${kind}`} label={t("forms.provider")} errors={sent.kind === kind ? errors : null}>
                <input
                  id={`provider-${kind}`}
                  name="provider"
                  defaultValue={sent.kind === kind ? (sent.provider ?? "") : ""}
                  className={inputClass}
                  {...(sent.kind === kind ? describedError(errors, "provider") : {})}
                />
              </FormField>
            </SectionBox>
          );
        })}
      </div>
    );
  if (pageKey === "events" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <SectionBox title={t("forms.proposeEvent")} intent="propose-event" submit={t("forms.propose")}>
        {text("title", t("columns.title"))}
        <FormField name="at" label={t("columns.starts")} errors={errors}>
          <input id="at" name="at" type="datetime-local" defaultValue={sent.at ?? ""} className={inputClass} />
        </FormField>
        {text("place", t("columns.place"))}
      </SectionBox>
    );
  if (pageKey === "assets" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <SectionBox title={t("forms.addAsset")} hint={t("forms.assetHint")} intent="add-asset" submit={t("forms.add")}>
        {text("title", t("columns.title"))}
        {choice(
          "kind",
          t("columns.kind"),
          sent.kind ?? "logo",
          (["logo", "guideline", "banner"] as const).map((k) => [k, t(`assetKinds.${k}`)] as const),
          "asset-kind",
        )}
        {text("url", t("forms.url"))}
      </SectionBox>
    );
  if (pageKey === "members" && role === "ORG_ADMIN")
    return (
      <SectionBox title={t("forms.inviteTitle")} hint={t("forms.inviteHint")} intent="invite" submit={t("forms.invite")}>
        {text("email", t("forms.email"))}
        {choice("role", t("columns.role"), sent.role ?? "INTERVIEWER", roleOptions, "invite-role")}
      </SectionBox>
    );
  return null;
}

/** A row's form: moderate a submitted brief (SEED_PM), change a member's role (ORG_ADMIN), RSVP to an event, remove a brand asset. */
export function RowForm({
  pageKey,
  role,
  id,
  state,
  name,
}: {
  pageKey: string;
  role: MemberRole | null;
  id: number;
  state: string | null;
  name: string;
}) {
  const { t } = useTranslation("portal-partner");
  if (pageKey === "briefs" && role === "SEED_PM" && state === "submitted")
    return (
      <div className="flex gap-2">
        {(["approve", "reject"] as const).map((intent) => (
          <RowActionForm key={intent} intent={intent} id={id} row={name} variant={intent === "approve" ? "primary" : "outline"}>
            {t(`forms.${intent}`)}
          </RowActionForm>
        ))}
      </div>
    );
  if (pageKey === "events" && (role === "ORG_ADMIN" || role === "SEED_PM"))
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
  if (pageKey === "assets" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <RowActionForm intent="remove-asset" id={id} row={name} variant="outline">
        {t("forms.remove")}
      </RowActionForm>
    );
  // The Seed PM is the academy's: a company neither gives nor changes it (issue 51, item 2).
  if (pageKey === "members" && role === "ORG_ADMIN" && state === "SEED_PM")
    return <span className="text-sm text-slate-700">{t("forms.assignedByAcademy")}</span>;
  if (pageKey === "members" && role === "ORG_ADMIN")
    return (
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="member-role" />
        <input type="hidden" name="id" value={id} />
        <label className="text-sm text-slate-700">
          <span className="sr-only">{t("forms.roleOf", { name })}</span>
          <select name="role" defaultValue={state ?? "none"} className="rounded-lg border border-slate-300 bg-white px-2 py-1">
            {[...companyRoles, "none" as const].map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" variant="outline">
          {t("forms.changeRole")}
          <span className="sr-only">: {name}</span>
        </Button>
      </Form>
    );
  return null;
}
