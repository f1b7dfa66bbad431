import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard";
import { Badge } from "~/components/ui/Badge";
import { focusRing } from "~/components/ui/focus-ring";
import { Button } from "~/components/ui/Button";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { Stat, Stats } from "~/components/ui/Stat";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { facultyForms, readFacultyDashboard, runFacultyForm } from "~/features/portals/faculty/faculty.server";
import { facultyPortalPath } from "~/features/portals/faculty/paths";
import { percent } from "~/features/portals/learner/figures";
import { AnnouncementList, MessageForm, MessageList } from "~/features/portals/shared/feed";
import { ColumnHeads, Empty, LabelledControl, ListOrEmpty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { getInstance } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { ResourceLink } from "~/features/portals/shared/resource-link";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The faculty dashboard (spec 001 §2): the teacher's classes and what belongs to them, with their own token.
 * `?class=` chooses the attendance panel's class (a form without JavaScript), `?date=` its day.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireRole(request, context, roleGroups.faculty);
  const params = new URL(request.url).searchParams;
  const choice = { classId: Number(params.get("class")) || undefined, date: params.get("date") ?? undefined };
  const title = getInstance(context).t("portal:faculty.title");
  // The resource kinds and track names are the learner portal's words.
  const translations = translationsFor(context, { portal: ["facultyDashboard", "resources", "tracks"] });
  // Learners write messages and other teachers nothing here, but grades change with every form: never kept.
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    return data(
      { title, translations, name: user.firstName, dashboard: await readFacultyDashboard(context.get(directusContext), user.id, choice) },
      { headers },
    );
  } catch (error) {
    console.error("Faculty portal: could not read the dashboard:", error);
    return data({ title, translations, name: user.firstName, dashboard: null }, { status: 503, headers });
  }
}

/** Record a grade, take attendance, post an announcement, reply to a message (ADR 008): bad values come back with the form. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.faculty);
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: facultyForms });
  const intent = String(formData.get("intent") ?? "");
  if (submission.status !== "success") {
    const known = ["grade", "attendance", "announce", "reply"].includes(intent);
    return data({ intent, outcome: known ? ("invalid" as const) : ("unknown" as const), result: submission.reply() }, { status: 400 });
  }
  try {
    const { outcome, count } = await runFacultyForm(context.get(directusContext), submission.value);
    return data(
      { intent, outcome, count, result: submission.reply({ resetForm: outcome !== "not-found" }) },
      { status: outcome === "not-found" ? 404 : 200 },
    );
  } catch (error) {
    console.error("Faculty portal: a form failed:", error);
    return data({ intent, outcome: "failed" as const, result: submission.reply() }, { status: 503 });
  }
}

export default function FacultyDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal");
  const navigation = useNavigation();
  const submitting = (intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const { dashboard, name } = loaderData;
  const sent = (actionData?.result?.initialValue ?? {}) as Record<string, string>;
  // A refused attendance form keeps what was sent; the checked learners come back as one id or a list.
  const sentPresent =
    actionData?.intent === "attendance" && actionData.outcome !== "attendance-saved"
      ? [(actionData.result?.initialValue as Record<string, unknown> | null)?.present ?? []].flat().map(String)
      : null;
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null>;
  const answer = (intent: string) =>
    actionData && actionData.intent === intent ? (
      <Notice
        tone={["graded", "announced", "attendance-saved", "replied"].includes(actionData.outcome) ? "success" : "error"}
        className="mt-3"
      >
        {t(`facultyDashboard.outcomes.${actionData.outcome}`, { count: "count" in actionData ? (actionData.count ?? 0) : 0 })}
      </Notice>
    ) : null;
  const fieldError = (field: string) =>
    errors[field]?.[0] ? (
      <p id={`${field}-error`} className="mt-1 text-sm font-medium text-red-700">
        {t(`facultyDashboard.errors.${errors[field]![0]}`, { defaultValue: t("facultyDashboard.errors.invalid") })}
      </p>
    ) : null;
  const input = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2";

  if (!dashboard) {
    return (
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{t("facultyDashboard.heading", { name: name ?? "" })}</h1>
        <Notice tone="error" className="mt-6">
          {t("facultyDashboard.loadFailed")}
        </Notice>
      </div>
    );
  }
  const learners = dashboard.classes.flatMap((c) => c.learners);
  const { analytics, attendance } = dashboard;
  const chosen = dashboard.classes.find((c) => c.id === attendance.classId);
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("facultyDashboard.heading", { name: name ?? "" })} intro={t("facultyDashboard.intro")}>
        {actionData?.outcome === "unknown" ? (
          <Notice tone="error" className="mt-4">
            {t("facultyDashboard.outcomes.unknown")}
          </Notice>
        ) : null}
      </PageHeading>

      <Panel id="courses" title={t("facultyDashboard.coursesTitle")}>
        {dashboard.classes.length ? (
          <table className="mt-4 w-full text-left text-sm">
            <ColumnHeads
              columns={[
                t("facultyDashboard.columns.code"),
                t("facultyDashboard.columns.name"),
                t("facultyDashboard.columns.enrolled"),
                t("facultyDashboard.columns.next"),
              ]}
            />
            <tbody>
              {dashboard.classes.map((c) => (
                <tr key={c.id} className="border-b border-slate-100">
                  <td className="py-2 font-semibold">{c.code}</td>
                  <td className="py-2">
                    {c.course}
                    {c.cohort ? <span className="text-slate-600"> · {c.cohort}</span> : null}
                  </td>
                  <td className="py-2">{c.learners.length}</td>
                  <td className="py-2">
                    <LocalDate value={c.nextSession} locale={i18n.language} empty="—" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Empty>{t("facultyDashboard.noClasses")}</Empty>
        )}
      </Panel>

      <Panel id="grading" title={t("facultyDashboard.gradingTitle")} intro={t("facultyDashboard.gradingIntro")}>
        {answer("grade")}
        <ListOrEmpty items={dashboard.grading} empty={t("facultyDashboard.noGrading")} className="mt-4 flex flex-col gap-4">
          {(row) => (
            <li key={row.id} className="rounded-xl bg-slate-50 p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {row.code} · {row.item}
                </span>
                <span className="text-sm text-slate-700">
                  {t("facultyDashboard.due")} <LocalDate value={row.due} locale={i18n.language} empty="—" /> ·{" "}
                  {t("facultyDashboard.gradedOf", { graded: row.graded, submitted: row.submitted })}
                </span>
              </div>
              <ul className="mt-3 flex flex-col gap-2">
                {row.grades.map((g) => (
                  <li key={g.learnerId} className="flex flex-wrap items-center justify-between gap-2">
                    <span>{g.learner}</span>
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
                          max={10}
                          step={0.5}
                          defaultValue={sent.item === String(row.id) && sent.learner === g.learnerId ? sent.grade : (g.grade ?? "")}
                          className="w-20 rounded-lg border border-slate-300 bg-white px-2 py-1"
                        />
                      </label>
                      <Button type="submit" size="sm" variant="outline" disabled={submitting("grade")}>
                        {t("facultyDashboard.saveGrade")}
                        <span className="sr-only">: {g.learner}</span>
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
              {actionData?.intent === "grade" && sent.item === String(row.id) ? fieldError("grade") : null}
            </li>
          )}
        </ListOrEmpty>
      </Panel>

      <Panel id="attendance" title={t("facultyDashboard.attendanceTitle")} intro={t("facultyDashboard.attendanceIntro")}>
        {answer("attendance")}
        {dashboard.classes.length ? (
          <>
            <table className="mt-4 w-full text-left text-sm">
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
            {/* Choosing the class is a page of its own (`?class=`), so it works without JavaScript. */}
            <Form method="get" action={`${facultyPortalPath}#attendance`} className="mt-4 flex flex-wrap items-end gap-2">
              <LabelledControl id="attendance-class" label={t("facultyDashboard.class")} className="min-w-48 flex-1">
                <select id="attendance-class" name="class" defaultValue={attendance.classId ?? undefined} className={input}>
                  {dashboard.classes.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.code} · {c.course}
                      {c.cohort ? ` · ${c.cohort}` : ""}
                    </option>
                  ))}
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
        ) : (
          <Empty>{t("facultyDashboard.noClasses")}</Empty>
        )}
      </Panel>

      <Panel id="announcements" title={t("facultyDashboard.announcementsTitle")}>
        {answer("announce")}
        {dashboard.classes.length ? (
          <Form method="post" className="mt-4 flex flex-col gap-3">
            <input type="hidden" name="intent" value="announce" />
            <LabelledControl id="announce-class" label={t("facultyDashboard.class")}>
              <select id="announce-class" name="class" defaultValue={sent.class} className={input}>
                {dashboard.classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.code} · {c.course}
                  </option>
                ))}
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
      </Panel>

      <Panel id="schedule" title={t("facultyDashboard.scheduleTitle")}>
        {dashboard.classes.some((c) => c.nextSession) ? (
          <ul className="mt-4 flex flex-col gap-2">
            {dashboard.classes
              .filter((c) => c.nextSession)
              .map((c) => (
                <li key={c.id} className="flex flex-wrap items-center gap-2 rounded-xl bg-slate-50 px-4 py-3">
                  <LocalDate value={c.nextSession} locale={i18n.language} />
                  <span className="font-semibold">{c.code}</span>
                  <Badge tone="primary">{t("facultyDashboard.lecture")}</Badge>
                  {c.room ? <span className="text-slate-700">{t("facultyDashboard.room", { room: c.room })}</span> : null}
                </li>
              ))}
          </ul>
        ) : (
          <Empty>{t("facultyDashboard.noSchedule")}</Empty>
        )}
      </Panel>

      <Panel id="analytics" title={t("facultyDashboard.analyticsTitle")}>
        <Stats className="mt-4 grid gap-4 sm:grid-cols-3">
          <Stat label={t("facultyDashboard.passRate")} value={analytics.passRate === null ? "—" : `${percent(analytics.passRate)}%`} />
          <Stat label={t("facultyDashboard.averageGrade")} value={analytics.averageGrade ?? "—"} />
          <Stat
            label={t("facultyDashboard.participation")}
            value={analytics.participation === null ? "—" : `${percent(analytics.participation)}%`}
          />
        </Stats>
        <p className="mt-4 text-slate-700">
          {analytics.atRisk.length
            ? t("facultyDashboard.atRisk", { names: analytics.atRisk.join(", ") })
            : t("facultyDashboard.noneAtRisk")}
        </p>
      </Panel>

      <Panel id="messages" title={t("facultyDashboard.messagesTitle")}>
        {answer("reply")}
        <MessageList messages={dashboard.messages} you={t("facultyDashboard.you")} empty={t("facultyDashboard.noMessages")} />
        {learners.length ? (
          <MessageForm
            idPrefix="reply"
            intent="reply"
            recipients={learners.map((l) => ({ value: l.id, label: l.name }))}
            defaultTo={sent.to ?? dashboard.messages.find((m) => !m.mine)?.fromId}
            defaultBody={sent.body}
            bodyError={
              errors.body?.[0]
                ? t(`facultyDashboard.errors.${errors.body[0]}`, { defaultValue: t("facultyDashboard.errors.invalid") })
                : undefined
            }
            bodyErrorId="body-error"
            labels={{ to: t("facultyDashboard.to"), message: t("facultyDashboard.message"), send: t("facultyDashboard.send") }}
            submitting={submitting("reply")}
          />
        ) : null}
      </Panel>

      <Panel id="resources" title={t("facultyDashboard.resourcesTitle")}>
        <ListOrEmpty items={dashboard.resources} empty={t("facultyDashboard.noResources")} className="mt-4 flex flex-col gap-2">
          {(r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-50 px-4 py-3">
              <ResourceLink title={r.title} href={r.href} />
              <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Badge label={t("resources.kindLabel")}>{t(`resources.kinds.${r.kind}`)}</Badge>
                {r.track
                  ? t("resources.otherTrack", { track: t(`tracks.${r.track}.name`, { defaultValue: r.track }) })
                  : t("resources.everyTrack")}
              </span>
            </li>
          )}
        </ListOrEmpty>
      </Panel>
    </div>
  );
}
