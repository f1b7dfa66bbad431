import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { memberRoles, type MemberRole } from "./paths";
import { FieldMessage, FormField, inputClass, labelClass } from "./ui";

type Errors = Record<string, string[] | null>;
type Sent = Record<string, string>;

function Text({ name, label, errors, sent, long = false }: { name: string; label: string; errors: Errors; sent: Sent; long?: boolean }) {
  const invalid = errors[name]?.[0] ? { "aria-invalid": true, "aria-describedby": `${name}-error` } : {};
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      {long ? (
        <textarea id={name} name={name} rows={4} defaultValue={sent[name] ?? ""} className={inputClass} {...invalid} />
      ) : (
        <input id={name} name={name} defaultValue={sent[name] ?? ""} className={inputClass} {...invalid} />
      )}
      <FieldMessage name={name} errors={errors} />
    </div>
  );
}

type Settings = { notifyEmail: boolean; ats: string; sso: string };

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
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const box = "flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
  if (pageKey === "ticket")
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("forms.newTicket")}</h2>
        <p className="text-slate-700">{t("help.response")}</p>
        <input type="hidden" name="intent" value="ticket" />
        <Text name="subject" label={t("columns.subject")} errors={errors} sent={sent} />
        <Text name="body" label={t("forms.question")} errors={errors} sent={sent} long />
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.sendTicket")}
          </Button>
        </div>
      </Form>
    );
  if (pageKey === "briefs" && role && role !== "INTERVIEWER")
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("forms.newBrief")}</h2>
        <input type="hidden" name="intent" value="brief" />
        <Text name="title" label={t("columns.title")} errors={errors} sent={sent} />
        <div>
          <label htmlFor="kind" className={labelClass}>
            {t("columns.kind")}
          </label>
          <select id="kind" name="kind" defaultValue={sent.kind ?? "brief"} className={inputClass}>
            <option value="brief">{t("kinds.brief")}</option>
            <option value="nda">{t("kinds.nda")}</option>
          </select>
        </div>
        <Text name="body" label={t("forms.briefBody")} errors={errors} sent={sent} long />
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.submitBrief")}
          </Button>
        </div>
      </Form>
    );
  if (pageKey === "schedule" && role === "MENTOR")
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("quick.officeHours")}</h2>
        <p className="text-slate-700">{t("forms.officeHoursHint")}</p>
        <input type="hidden" name="intent" value="office-hours" />
        <FormField name="at" label={t("interviews.at")} errors={errors}>
          <input id="at" name="at" type="datetime-local" defaultValue={sent.at ?? ""} className={inputClass} />
        </FormField>
        <FormField name="minutes" label={t("forms.minutes")} errors={errors}>
          <input id="minutes" name="minutes" type="number" min={15} max={240} defaultValue={sent.minutes ?? "60"} className={inputClass} />
        </FormField>
        <div>
          <label htmlFor="mode" className={labelClass}>
            {t("columns.mode")}
          </label>
          <select id="mode" name="mode" defaultValue={sent.mode ?? "online"} className={inputClass}>
            <option value="online">{t("modes.online")}</option>
            <option value="onsite">{t("modes.onsite")}</option>
          </select>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.openHours")}
          </Button>
        </div>
      </Form>
    );
  if (pageKey === "notifications" && role === "ORG_ADMIN" && settings)
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("forms.notificationsTitle")}</h2>
        <input type="hidden" name="intent" value="notifications" />
        <label className="flex items-center gap-3 text-slate-900">
          <input type="checkbox" name="notifyEmail" value="on" defaultChecked={settings.notifyEmail} className="h-5 w-5" />
          {t("forms.notifyEmail")}
        </label>
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.save")}
          </Button>
        </div>
      </Form>
    );
  if (pageKey === "integrations" && role === "ORG_ADMIN" && settings)
    return (
      <div className="grid gap-4 md:grid-cols-2">
        {(["ats", "sso"] as const).map((kind) =>
          settings[kind] ? (
            <Form key={kind} method="post" className={box}>
              <h2 className="text-xl font-bold text-slate-900">{t(`forms.${kind}`)}</h2>
              <p className="text-slate-700">{t("forms.connectedTo", { provider: settings[kind] })}</p>
              <input type="hidden" name="intent" value="disconnect" />
              <input type="hidden" name="kind" value={kind} />
              <div>
                <Button type="submit" variant="outline" disabled={busy}>
                  {t("forms.disconnect")}
                  <span className="sr-only">: {t(`forms.${kind}`)}</span>
                </Button>
              </div>
            </Form>
          ) : (
            <Form key={kind} method="post" noValidate className={box}>
              <h2 className="text-xl font-bold text-slate-900">{t(`forms.${kind}`)}</h2>
              <input type="hidden" name="intent" value="connect" />
              <input type="hidden" name="kind" value={kind} />
              <div>
                <label htmlFor={`provider-${kind}`} className={labelClass}>
                  {t("forms.provider")}
                </label>
                <input
                  id={`provider-${kind}`}
                  name="provider"
                  defaultValue={sent.kind === kind ? (sent.provider ?? "") : ""}
                  className={inputClass}
                  {...(sent.kind === kind && errors.provider?.[0] ? { "aria-invalid": true, "aria-describedby": "provider-error" } : {})}
                />
                {sent.kind === kind ? <FieldMessage name="provider" errors={errors} /> : null}
              </div>
              <div>
                <Button type="submit" disabled={busy}>
                  {t("forms.connect")}
                  <span className="sr-only">: {t(`forms.${kind}`)}</span>
                </Button>
              </div>
            </Form>
          ),
        )}
      </div>
    );
  if (pageKey === "events" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("forms.proposeEvent")}</h2>
        <input type="hidden" name="intent" value="propose-event" />
        <Text name="title" label={t("columns.title")} errors={errors} sent={sent} />
        <div>
          <label htmlFor="at" className={labelClass}>
            {t("columns.starts")}
          </label>
          <input id="at" name="at" type="datetime-local" defaultValue={sent.at ?? ""} className={inputClass} />
          <FieldMessage name="at" errors={errors} />
        </div>
        <Text name="place" label={t("columns.place")} errors={errors} sent={sent} />
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.propose")}
          </Button>
        </div>
      </Form>
    );
  if (pageKey === "assets" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("forms.addAsset")}</h2>
        <p className="text-slate-700">{t("forms.assetHint")}</p>
        <input type="hidden" name="intent" value="add-asset" />
        <Text name="title" label={t("columns.title")} errors={errors} sent={sent} />
        <div>
          <label htmlFor="asset-kind" className={labelClass}>
            {t("columns.kind")}
          </label>
          <select id="asset-kind" name="kind" defaultValue={sent.kind ?? "logo"} className={inputClass}>
            {(["logo", "guideline", "banner"] as const).map((k) => (
              <option key={k} value={k}>
                {t(`assetKinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <Text name="url" label={t("forms.url")} errors={errors} sent={sent} />
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.add")}
          </Button>
        </div>
      </Form>
    );
  if (pageKey === "members" && role === "ORG_ADMIN")
    return (
      <Form method="post" noValidate className={box}>
        <h2 className="text-xl font-bold text-slate-900">{t("forms.inviteTitle")}</h2>
        <p className="text-slate-700">{t("forms.inviteHint")}</p>
        <input type="hidden" name="intent" value="invite" />
        <Text name="email" label={t("forms.email")} errors={errors} sent={sent} />
        <div>
          <label htmlFor="invite-role" className={labelClass}>
            {t("columns.role")}
          </label>
          <select id="invite-role" name="role" defaultValue={sent.role ?? "INTERVIEWER"} className={inputClass}>
            {[...memberRoles, "none" as const].map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Button type="submit" disabled={busy}>
            {t("forms.invite")}
          </Button>
        </div>
      </Form>
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
          <Form key={intent} method="post">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="id" value={id} />
            <Button type="submit" size="sm" variant={intent === "approve" ? "primary" : "outline"}>
              {t(`forms.${intent}`)}
              <span className="sr-only">: {name}</span>
            </Button>
          </Form>
        ))}
      </div>
    );
  if (pageKey === "events" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <Form method="post">
        <input type="hidden" name="intent" value={state === "going" ? "cancel-rsvp" : "rsvp"} />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" size="sm" variant={state === "going" ? "outline" : "primary"}>
          {t(state === "going" ? "forms.cancelRsvp" : "forms.rsvp")}
          <span className="sr-only">: {name}</span>
        </Button>
      </Form>
    );
  if (pageKey === "assets" && (role === "ORG_ADMIN" || role === "SEED_PM"))
    return (
      <Form method="post">
        <input type="hidden" name="intent" value="remove-asset" />
        <input type="hidden" name="id" value={id} />
        <Button type="submit" size="sm" variant="outline">
          {t("forms.remove")}
          <span className="sr-only">: {name}</span>
        </Button>
      </Form>
    );
  if (pageKey === "members" && role === "ORG_ADMIN")
    return (
      <Form method="post" className="flex items-end gap-2">
        <input type="hidden" name="intent" value="member-role" />
        <input type="hidden" name="id" value={id} />
        <label className="text-sm text-slate-700">
          <span className="sr-only">{t("forms.roleOf", { name })}</span>
          <select name="role" defaultValue={state ?? "none"} className="rounded-lg border border-slate-300 bg-white px-2 py-1">
            {[...memberRoles, "none" as const].map((r) => (
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
