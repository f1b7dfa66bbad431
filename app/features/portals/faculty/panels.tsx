// The faculty dashboard's parts with forms (spec 001 §2): each shown in its panel on the dashboard
// and, on a page of its own, as that page's body (routes/portals/faculty). The forms post to the page
// they are on (a real post, so they work without JavaScript); route.server.ts answers them.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Badge } from "~/components/ui/Badge";
import { Button } from "~/components/ui/Button";
import { controlClass } from "~/components/ui/Input";
import { focusRing } from "~/components/ui/focus-ring";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { percent } from "~/features/portals/learner/figures";
import { AnnouncementList, MessageForm } from "~/features/portals/shared/feed";
import { ColumnHeads, Empty, LabelledControl, ListOrEmpty, ProgressBar } from "~/features/portals/shared/panel";
import { ClassOptions } from "./class-options";
import type { FacultyDashboard } from "./faculty.server";
import type { FacultyReply } from "./faculty-reply";
import { courseworkPaths } from "./paths";
import { ScrollBox } from "~/components/ui/ScrollBox";

const input = `${controlClass()} mt-1`;

/** The words of an answer (`facultyDashboard.outcomes`): what was done, the refusal, else "check the highlighted field". */
export function useAnswerWords() {
  const { t } = useTranslation("portal");
  return ({ done, formError }: Pick<FacultyReply, "done" | "formError">) => {
    if (formError?.key === "rateLimited") return formError.message;
    const key = done?.key ?? formError?.key ?? "invalid";
    const count = done?.count ?? (formError?.key === "above-max" ? formError.count : 0);
    return t(`facultyDashboard.outcomes.${key}`, { count });
  };
}

/** The state the forms share: what was sent, its errors, the notice of an answer, whether a form is on its way. */
export function useFacultyForms(actionData: FacultyReply | undefined) {
  const { t } = useTranslation("portal");
  const words = useAnswerWords();
  const navigation = useNavigation();
  const submitting = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const sent = (actionData?.result.initialValue ?? {}) as Record<string, string>;
  const errors = (actionData?.result.error ?? {}) as Record<string, string[] | null>;
  // A refused attendance form keeps what was sent; the checked learners come back as one id or a list.
  const sentPresent =
    actionData?.intent === "attendance" && !actionData.done
      ? [(actionData.result.initialValue as Record<string, unknown> | null)?.present ?? []].flat().map(String)
      : null;
  const answer = (intent: string) =>
    actionData && actionData.intent === intent ? (
      <Notice tone={actionData.done ? "success" : "error"} className="mt-3">
        {words(actionData)}
      </Notice>
    ) : null;
  const errorText = (field: string) =>
    errors[field]?.[0]
      ? t(`facultyDashboard.errors.${errors[field]![0]}`, { defaultValue: t("facultyDashboard.errors.invalid") })
      : undefined;
  const fieldError = (field: string) =>
    errors[field]?.[0] ? (
      <p id={`${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {errorText(field)}
      </p>
    ) : null;
  return { actionData, submitting, sent, errors, sentPresent, answer, errorText, fieldError };
}
export type FacultyFormState = ReturnType<typeof useFacultyForms>;

interface BodyProps {
  dashboard: FacultyDashboard;
  forms: FacultyFormState;
}

/** "Open on its own page": the link from a dashboard panel to its form's page. */
/** 'That form is not one this page takes': above a page whose action did not know the form posted. */
export function UnknownFormNotice({ reply }: { reply: FacultyReply | undefined }) {
  const { t } = useTranslation("portal");
  return reply?.formError?.key === "unknown" ? (
    <Notice tone="error" className="mt-4">
      {t("facultyDashboard.outcomes.unknown")}
    </Notice>
  ) : null;
}

export function OwnPageLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p className="mt-2 text-sm">
      <TextLink to={to}>{children}</TextLink>
    </p>
  );
}

/**
 * The grading inbox: each item with its counts, progress and a grade form per learner; with `links`
 * (the grading page), the way to each item's page and each learner's hand-in.
 */
export function GradingBody({ dashboard, forms, links = false }: BodyProps & { links?: boolean }) {
  const { t, i18n } = useTranslation("portal");
  const { sent, actionData, submitting, fieldError } = forms;
  return (
    <>
      {forms.answer("grade")}
      <ListOrEmpty items={dashboard.grading} empty={t("facultyDashboard.noGrading")} className="mt-4 flex flex-col gap-4">
        {(row) => (
          <li key={row.id} className="rounded-xl bg-slate-50 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {row.code} · {row.item}{" "}
                {links ? (
                  <TextLink to={courseworkPaths.item(row.id)} className="text-sm font-normal">
                    {t("facultyDashboard.editItem")}
                    <span className="sr-only">{`: ${row.item}`}</span>
                  </TextLink>
                ) : null}
              </span>
              <span className="text-sm text-slate-700">
                {t("facultyDashboard.due")} <LocalDate value={row.due} locale={i18n.language} empty="—" /> ·{" "}
                {t("facultyDashboard.submittedOf", { submitted: row.submitted, enrolled: row.enrolled })} ·{" "}
                {t("facultyDashboard.gradedCount", { graded: row.graded })}
              </span>
            </div>
            <div className="mt-2">
              <ProgressBar
                value={row.enrolled ? percent(row.graded / row.enrolled) : 0}
                label={t("facultyDashboard.gradingProgress", { item: row.item })}
              />
            </div>
            <ul className="mt-3 flex flex-col gap-2">
              {row.grades.map((g) => (
                <li key={g.learnerId} className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-2">
                    {g.learner}
                    <Badge tone={g.submitted ? "success" : "neutral"}>
                      {g.submitted ? t("facultyDashboard.handedIn") : t("facultyDashboard.notHandedIn")}
                    </Badge>
                    {/* Issue 49, item 3: the hand-in, read and graded against the rubric on a page of its own
                        (the grading page's links; the dashboard keeps to its 40 kB, issue 23). */}
                    {links ? (
                      <TextLink to={courseworkPaths.handIn(row.id, g.learnerId)} className="text-sm">
                        {t("facultyDashboard.openHandIn")}
                        <span className="sr-only">{`: ${g.learner}, ${row.item}`}</span>
                      </TextLink>
                    ) : null}
                  </span>
                  <Form method="post" className="flex items-end gap-2" noValidate>
                    <input type="hidden" name="intent" value="grade" />
                    <input type="hidden" name="item" value={row.id} />
                    <input type="hidden" name="learner" value={g.learnerId} />
                    <label className="text-sm text-slate-700">
                      <span className="sr-only">{t("facultyDashboard.gradeFor", { learner: g.learner, item: row.item })}</span>
                      <input
                        name="grade"
                        type="number"
                        min={0}
                        max={row.maxGrade}
                        step={0.5}
                        defaultValue={sent.item === String(row.id) && sent.learner === g.learnerId ? sent.grade : (g.grade ?? "")}
                        className="w-20 rounded-lg border border-slate-300 bg-white px-2 py-1"
                      />
                    </label>
                    <Button type="submit" size="sm" variant="outline" disabled={submitting("grade")}>
                      {t("facultyDashboard.saveGrade")}
                      <span className="sr-only">{`: ${g.learner}`}</span>
                    </Button>
                  </Form>
                </li>
              ))}
            </ul>
            {actionData?.intent === "grade" && sent.item === String(row.id) ? fieldError("grade") : null}
          </li>
        )}
      </ListOrEmpty>
    </>
  );
}

/** Attendance: each class's rate, choosing a class (`?class=` on `path`), and the roll of a day. */
export function AttendanceBody({ dashboard, forms, path }: BodyProps & { path: string }) {
  const { t } = useTranslation("portal");
  const { attendance } = dashboard;
  const { sent, sentPresent, errors, submitting, fieldError } = forms;
  const chosen = dashboard.classes.find((c) => c.id === attendance.classId);
  if (!dashboard.classes.length) return <Empty>{t("facultyDashboard.noClasses")}</Empty>;
  return (
    <>
      {forms.answer("attendance")}
      <ScrollBox label={t("facultyDashboard.attendanceTitle")} className="mt-4">
        <table className="w-full text-left text-sm">
          <ColumnHeads
            columns={[t("facultyDashboard.class"), t("facultyDashboard.meetingsCounted"), t("facultyDashboard.attendanceRate")]}
          />
          <tbody>
            {attendance.rates.map((r) => {
              const c = dashboard.classes.find((x) => x.id === r.classId)!;
              return (
                <tr key={r.classId} className="border-b border-slate-100">
                  <td className="py-2 font-semibold">
                    {c.code}
                    {c.cohort ? <span className="font-normal text-slate-600"> · {c.cohort}</span> : null}
                  </td>
                  <td className="py-2">{r.meetings}</td>
                  <td className="py-2">{r.rate === null ? t("facultyDashboard.notTaken") : `${percent(r.rate)}%`}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollBox>
      {/* Choosing the class is a page of its own (`?class=`), so it works without JavaScript. */}
      <Form method="get" action={path} className="mt-4 flex flex-wrap items-end gap-2">
        <LabelledControl id="attendance-class" label={t("facultyDashboard.class")} className="min-w-48 flex-1">
          <select id="attendance-class" name="class" defaultValue={attendance.classId ?? undefined} className={input}>
            <ClassOptions classes={dashboard.classes} />
          </select>
        </LabelledControl>
        <Button type="submit" variant="outline">
          {t("facultyDashboard.showLearners")}
        </Button>
      </Form>
      {chosen && attendance.learners.length ? (
        <Form key={`${chosen.id}-${attendance.date}`} method="post" className="mt-4 flex flex-col gap-3" noValidate>
          <input type="hidden" name="intent" value="attendance" />
          <input type="hidden" name="class" value={chosen.id} />
          <p className="font-semibold text-slate-900">
            {chosen.code} · {chosen.course}
            {chosen.cohort ? ` · ${chosen.cohort}` : ""}
          </p>
          <LabelledControl id="attendance-date" label={t("facultyDashboard.meetingDate")}>
            <input
              id="attendance-date"
              name="date"
              type="date"
              max={attendance.today}
              defaultValue={sentPresent ? sent.date : attendance.date}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={errors.date ? "date-error" : undefined}
              className={`${input} max-w-xs`}
            />
            {fieldError("date")}
          </LabelledControl>
          <fieldset aria-describedby={errors.present ? "present-error" : undefined}>
            <legend className="font-semibold text-slate-900">{t("facultyDashboard.presentLegend")}</legend>
            <ul className="mt-2 flex flex-col gap-2">
              {attendance.learners.map((l) => (
                <li key={l.id}>
                  <label className="inline-flex items-center gap-2">
                    <input
                      type="checkbox"
                      name="present"
                      value={l.id}
                      defaultChecked={sentPresent ? sentPresent.includes(l.id) : l.present === true}
                      className={`h-4 w-4 rounded border-slate-300 ${focusRing}`}
                    />
                    {l.name}
                  </label>
                </li>
              ))}
            </ul>
            {fieldError("present")}
          </fieldset>
          <div>
            <Button type="submit" disabled={submitting("attendance")}>
              {t("facultyDashboard.saveAttendance")}
            </Button>
          </div>
        </Form>
      ) : (
        <Empty>{t("facultyDashboard.noLearners")}</Empty>
      )}
    </>
  );
}

/** Announcements: the form that posts one to a class, then the teacher's announcements. */
export function AnnouncementsBody({ dashboard, forms }: BodyProps) {
  const { t } = useTranslation("portal");
  const { sent, errors, submitting, fieldError } = forms;
  return (
    <>
      {forms.answer("announce")}
      {dashboard.classes.length ? (
        <Form method="post" className="mt-4 flex flex-col gap-3">
          <input type="hidden" name="intent" value="announce" />
          <LabelledControl id="announce-class" label={t("facultyDashboard.class")}>
            <select id="announce-class" name="class" defaultValue={sent.class} className={input}>
              <ClassOptions classes={dashboard.classes} cohort={false} />
            </select>
          </LabelledControl>
          <LabelledControl id="announce-title" label={t("facultyDashboard.announcementTitle")}>
            <input
              id="announce-title"
              name="title"
              maxLength={120}
              defaultValue={sent.title}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={errors.title ? "title-error" : undefined}
              className={input}
            />
            {fieldError("title")}
          </LabelledControl>
          <LabelledControl id="announce-detail" label={t("facultyDashboard.announcementDetail")}>
            <textarea id="announce-detail" name="detail" rows={3} maxLength={2000} defaultValue={sent.detail} className={input} />
            {fieldError("detail")}
          </LabelledControl>
          <div>
            <Button type="submit" disabled={submitting("announce")}>
              {t("facultyDashboard.post")}
            </Button>
          </div>
        </Form>
      ) : null}
      <AnnouncementList announcements={dashboard.announcements} empty={t("facultyDashboard.noAnnouncements")} />
    </>
  );
}

/** Messages: each with whom it is from, its course, when and whether it is read (mark read), then the reply form. */
export function MessagesBody({ dashboard, forms }: BodyProps) {
  const { t, i18n } = useTranslation("portal");
  const { sent, submitting, errorText } = forms;
  const learners = dashboard.classes.flatMap((c) => c.learners);
  return (
    <>
      {forms.answer("read")}
      {forms.answer("reply")}
      <ListOrEmpty items={dashboard.messages} empty={t("facultyDashboard.noMessages")} className="mt-4 flex flex-col gap-2">
        {(m) => {
          const unread = !m.mine && !m.read;
          return (
            <li key={m.id} className={`feed-row justify-between ${unread ? "border-l-4 border-primary" : ""}`}>
              <p className="text-sm text-slate-600">
                {m.mine ? t("facultyDashboard.you") : m.from} · {t("facultyDashboard.messageCourse", { code: m.code ?? "—" })} ·{" "}
                <LocalDate value={m.at} locale={i18n.language} style="dateTime" />
              </p>
              {unread ? (
                <span className="flex items-center gap-2">
                  <Badge tone="warning">{t("facultyDashboard.unread")}</Badge>
                  <Form method="post">
                    <input type="hidden" name="intent" value="read" />
                    <input type="hidden" name="message" value={m.id} />
                    <Button type="submit" size="sm" variant="outline" disabled={submitting("read")}>
                      {t("facultyDashboard.markRead")}
                      <span className="sr-only">{`: ${m.from}`}</span>
                    </Button>
                  </Form>
                </span>
              ) : !m.mine ? (
                <Badge>{t("facultyDashboard.read")}</Badge>
              ) : null}
              <p className="w-full text-slate-900">{m.body}</p>
            </li>
          );
        }}
      </ListOrEmpty>
      {learners.length ? (
        <MessageForm
          idPrefix="reply"
          intent="reply"
          recipients={learners.map((l) => ({ value: l.id, label: l.name }))}
          defaultTo={sent.to ?? dashboard.messages.find((m) => !m.mine)?.fromId}
          defaultBody={sent.body}
          bodyError={errorText("body")}
          bodyErrorId="body-error"
          labels={{ to: t("facultyDashboard.to"), message: t("facultyDashboard.message"), send: t("facultyDashboard.send") }}
          submitting={submitting("reply")}
        />
      ) : null}
    </>
  );
}

/**
 * The graded competency levels of the teacher's learners (issue 49, ADR 042), on the grading page: a learner per row, a
 * competency per column, "—" where their grades give no level yet. The levels a learner gave
 * themselves are theirs and are not shown here.
 */
export function GradedLevelsTable({ graded }: { graded: FacultyDashboard["graded"] }) {
  const { t } = useTranslation("portal");
  const title = t("facultyDashboard.gradedTitle");
  return (
    <div id="graded" className="panel bg-white">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="mt-1 text-sm text-slate-700">{t("facultyDashboard.gradedIntro")}</p>
      {graded.keys.length && graded.learners.length ? (
        <ScrollBox label={title} className="mt-2">
          <table className="w-full text-left text-sm">
            <ColumnHeads
              columns={[t("facultyDashboard.gradedLearner"), ...graded.keys.map((key) => t(`competencies.${key}`, { defaultValue: key }))]}
            />
            <tbody>
              {graded.learners.map((learner) => (
                <tr key={learner.id} className="border-b border-slate-100">
                  <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                    {learner.name}
                  </th>
                  {graded.keys.map((key) => (
                    <td key={key} className="py-2 pr-3 text-slate-800">
                      {learner.levels[key] === undefined ? "—" : `${percent(learner.levels[key])}%`}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      ) : (
        <Empty>{t("facultyDashboard.gradedNone")}</Empty>
      )}
    </div>
  );
}
