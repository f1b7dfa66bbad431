// The teacher's schedule on its own page (issue 26, /teacher/portal/schedule): add a session, change
// one (`schedule/:id/edit`), delete one after a confirmation (`schedule/:id/delete`): child routes
// shown in a dialog over the list, pages of their own without JavaScript (ADR 035). Real form posts;
// the action (route.server.ts) answers a done change with a redirect here and a flash message.
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/Button";
import { controlClass } from "~/components/ui/Input";
import { LinkButton } from "~/components/ui/LinkButton";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { dialogLinkProps } from "~/components/ui/RouteDialog";
import { TextLink } from "~/components/ui/TextLink";
import { LabelledControl, ListOrEmpty } from "~/features/portals/shared/panel";
import { ClassOptions } from "./class-options";
import type { FacultyDashboard, ScheduleFormRow } from "./faculty.server";
import { useAnswerWords, type FacultyFormState } from "./panels";
import { facultyPages } from "./paths";
import { scheduleKinds, scheduleLimits } from "./schedule";
import { SessionKindBadge } from "./session-kind-badge";

const input = `${controlClass()} mt-1`;
const formIntents = ["schedule-add", "schedule-edit", "schedule-delete"];
const p = "facultyDashboard.schedulePage";

/** What a refused schedule form said, in words: the field's own message, or the form's. */
export function useScheduleAnswer(forms: FacultyFormState) {
  const { t } = useTranslation("portal");
  const words = useAnswerWords();
  const { actionData, errors } = forms;
  const mine = actionData && formIntents.includes(actionData.intent) ? actionData : null;
  const errorText = (field: string) => {
    const key = mine ? errors[field]?.[0] : undefined;
    return key ? t(`${p}.errors.${key}`, { defaultValue: t("facultyDashboard.errors.invalid") }) : undefined;
  };
  // A bad id (hidden field) has no field to show it by: it is the form's message.
  const notice = !mine ? null : mine.formError?.key === "not-found" ? t(`${p}.notFound`) : (errorText("id") ?? words(mine));
  return { mine, errorText, notice };
}

/**
 * The form that adds a session, or changes `row` (its values, or what the refused post sent); in the
 * edit dialog (`inDialog`) the dialog's title names it.
 */
export function ScheduleForm({
  classes,
  forms,
  row,
  inDialog = false,
}: {
  classes: FacultyDashboard["classes"];
  forms: FacultyFormState;
  row: ScheduleFormRow | null;
  inDialog?: boolean;
}) {
  const { t } = useTranslation("portal");
  const location = useLocation();
  const { mine, errorText } = useScheduleAnswer(forms);
  const intent = row ? "schedule-edit" : "schedule-add";
  // A refused post of this form keeps what was typed; otherwise the row's values (or none).
  const sent = mine?.intent === intent ? forms.sent : null;
  const value = (field: keyof ScheduleFormRow, fallback = "") =>
    sent ? (sent[field] ?? "") : row ? String(row[field] ?? fallback) : fallback;
  // The edit dialog's fields have ids of their own: the add form is on the page under it.
  const base = inDialog ? "session" : "schedule";
  const field = (name: string) => {
    const error = errorText(name);
    return {
      id: `${base}-${name}`,
      name,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${base}-${name}-error` : undefined,
    };
  };
  const fieldError = (name: string) => {
    const error = errorText(name);
    return error ? (
      <p id={`${base}-${name}-error`} className="mt-1 text-sm font-medium text-red-700">
        {error}
      </p>
    ) : null;
  };
  return (
    // A new page (the redirect after a change) starts the form afresh.
    <Form key={`${location.key}-${row?.id ?? "new"}`} method="post" className="mt-4 flex flex-col gap-3" noValidate>
      {inDialog ? null : <h2 className="text-xl font-bold text-slate-900">{t(`${p}.addTitle`)}</h2>}
      <input type="hidden" name="intent" value={intent} />
      <LabelledControl id={`${base}-title`} label={t(`${p}.title`)}>
        <input {...field("title")} maxLength={scheduleLimits.title} defaultValue={value("title")} required className={input} />
        {fieldError("title")}
      </LabelledControl>
      <div className="grid gap-3 sm:grid-cols-2">
        <LabelledControl id={`${base}-kind`} label={t("facultyDashboard.kindLabel")}>
          <select {...field("kind")} defaultValue={value("kind", "lecture")} className={input}>
            {scheduleKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`facultyDashboard.kinds.${kind}`)}
              </option>
            ))}
          </select>
          {fieldError("kind")}
        </LabelledControl>
        <LabelledControl id={`${base}-class`} label={t("facultyDashboard.class")}>
          <select {...field("class")} defaultValue={sent ? (sent.class ?? "") : (row?.classId ?? "")} className={input}>
            <option value="">{t(`${p}.noClass`)}</option>
            <ClassOptions classes={classes} cohort={false} />
          </select>
          {fieldError("class")}
        </LabelledControl>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <LabelledControl id={`${base}-date`} label={t(`${p}.date`)}>
          <input {...field("date")} type="date" defaultValue={value("date")} required className={input} />
          {fieldError("date")}
        </LabelledControl>
        <LabelledControl id={`${base}-start`} label={t(`${p}.start`)}>
          <input {...field("start")} type="time" defaultValue={value("start")} required className={input} />
          {fieldError("start")}
        </LabelledControl>
        <LabelledControl id={`${base}-end`} label={t(`${p}.end`)}>
          <input {...field("end")} type="time" defaultValue={value("end")} required className={input} />
          {fieldError("end")}
        </LabelledControl>
      </div>
      <LabelledControl id={`${base}-room`} label={t(`${p}.room`)}>
        <input {...field("room")} maxLength={scheduleLimits.room} defaultValue={value("room")} className={input} />
        {fieldError("room")}
      </LabelledControl>
      <p className="text-sm text-slate-600">{t(`${p}.timeZone`)}</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" pending={forms.submitting(intent)}>
          {row ? t(`${p}.save`) : t(`${p}.add`)}
        </Button>
        {row ? (
          <LinkButton to={facultyPages.schedule} variant="ghost">
            {t(`${p}.cancel`)}
          </LinkButton>
        ) : null}
      </div>
    </Form>
  );
}

/**
 * The schedule's page body: the answer of the last post, the add form, and the sessions to come with
 * Edit and Delete, links to the row's dialogs (child routes, rendered where the page puts its `<Outlet />`).
 */
export function ScheduleBody({ dashboard, forms }: { dashboard: FacultyDashboard; forms: FacultyFormState }) {
  const { t, i18n } = useTranslation("portal");
  const { notice } = useScheduleAnswer(forms);
  const fromList = dialogLinkProps(facultyPages.schedule);
  return (
    <>
      {notice ? (
        <Notice tone="error" className="mt-3">
          {notice}
        </Notice>
      ) : null}
      <ScheduleForm classes={dashboard.classes} forms={forms} row={null} />
      <h2 className="mt-8 text-xl font-bold text-slate-900">{t(`${p}.upcoming`)}</h2>
      <ListOrEmpty items={dashboard.schedule} empty={t("facultyDashboard.noSchedule")} className="mt-4 flex flex-col gap-2">
        {(row) => (
          <li key={row.id} className="feed-row justify-between">
            <span className="flex flex-wrap items-center gap-2">
              <LocalDate value={row.startsAt} locale={i18n.language} style="dateTime" />
              <span className="font-semibold">{row.title}</span>
              <SessionKindBadge kind={row.kind} />
              {row.code ? <span className="text-slate-700">{row.code}</span> : null}
              {row.room ? <span className="text-slate-700">{t("facultyDashboard.room", { room: row.room })}</span> : null}
            </span>
            <span className="flex items-center gap-3">
              <TextLink to={`${facultyPages.schedule}/${row.id}/edit`} {...fromList}>
                {t(`${p}.edit`)}
                <span className="sr-only">{`: ${row.title}`}</span>
              </TextLink>
              <TextLink to={`${facultyPages.schedule}/${row.id}/delete`} {...fromList}>
                {t(`${p}.delete`)}
                <span className="sr-only">{`: ${row.title}`}</span>
              </TextLink>
            </span>
          </li>
        )}
      </ListOrEmpty>
    </>
  );
}
