import { useTranslation } from "react-i18next";
import type { Route } from "./+types/dashboard";
import { Badge } from "~/components/ui/Badge";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { Stat, Stats } from "~/components/ui/Stat";
import { TextLink } from "~/components/ui/TextLink";
import { routeHeaders } from "~/features/http/route-headers";
import { facultyPages } from "~/features/portals/faculty/paths";
import { SessionKindBadge } from "~/features/portals/faculty/session-kind-badge";
import {
  AnnouncementsBody,
  AttendanceBody,
  GradingBody,
  MessagesBody,
  OwnPageLink,
  UnknownFormNotice,
  useFacultyForms,
} from "~/features/portals/faculty/panels";
import { facultyFormAction, facultyPageData } from "~/features/portals/faculty/route.server";
import { percent } from "~/features/portals/learner/figures";
import { ColumnHeads, Empty, ListOrEmpty, PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { ResourceLink } from "~/features/portals/shared/resource-link";
import { ScrollBox } from "~/components/ui/ScrollBox";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The faculty dashboard (spec 001 §2): the teacher's classes and what belongs to them, with their own token.
 * `?class=` chooses the attendance panel's class (a form without JavaScript), `?date=` its day.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return facultyPageData(request, context, "dashboard", "faculty.title");
}

/** Record a grade, take attendance, post an announcement, reply to a message, mark one read (ADR 008). */
export function action({ request, context }: Route.ActionArgs) {
  return facultyFormAction(request, context);
}

export default function FacultyDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal");
  const forms = useFacultyForms(actionData);
  const { dashboard, name } = loaderData;

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
  const { analytics } = dashboard;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("facultyDashboard.heading", { name: name ?? "" })} intro={t("facultyDashboard.intro")}>
        <UnknownFormNotice reply={forms.actionData} />
      </PageHeading>

      <Panel id="courses" title={t("facultyDashboard.coursesTitle")}>
        {dashboard.classes.length ? (
          <ScrollBox label={t("facultyDashboard.coursesTitle")} className="mt-4">
            <table className="w-full text-left text-sm">
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
          </ScrollBox>
        ) : (
          <Empty>{t("facultyDashboard.noClasses")}</Empty>
        )}
      </Panel>

      <Panel id="grading" title={t("facultyDashboard.gradingTitle")} intro={t("facultyDashboard.gradingIntro")}>
        <OwnPageLink to={facultyPages.grading}>{t("facultyDashboard.ownPage.grading")}</OwnPageLink>
        <GradingBody dashboard={dashboard} forms={forms} />
      </Panel>

      <Panel id="attendance" title={t("facultyDashboard.attendanceTitle")} intro={t("facultyDashboard.attendanceIntro")}>
        <OwnPageLink to={facultyPages.attendance}>{t("facultyDashboard.ownPage.attendance")}</OwnPageLink>
        <AttendanceBody dashboard={dashboard} forms={forms} path={`${facultyPages.dashboard}#attendance`} />
      </Panel>

      <Panel id="announcements" title={t("facultyDashboard.announcementsTitle")}>
        <OwnPageLink to={facultyPages.announcements}>{t("facultyDashboard.ownPage.announcements")}</OwnPageLink>
        <AnnouncementsBody dashboard={dashboard} forms={forms} />
      </Panel>

      <Panel id="schedule" title={t("facultyDashboard.scheduleTitle")}>
        {/* Lean on purpose (the page's 40 kB): the forms live on the schedule's own page. */}
        <OwnPageLink to={facultyPages.schedule}>{t("facultyDashboard.scheduleLinks.add")}</OwnPageLink>
        <ListOrEmpty items={dashboard.schedule} empty={t("facultyDashboard.noSchedule")} className="mt-4 flex flex-col gap-2">
          {(row) => (
            <li key={row.id} className="feed-row">
              <LocalDate value={row.startsAt} locale={i18n.language} style="dateTime" />
              <span className="font-semibold">{row.title}</span>
              <SessionKindBadge kind={row.kind} />
              {row.room ? <span className="text-slate-700">{t("facultyDashboard.room", { room: row.room })}</span> : null}
              <TextLink to={`${facultyPages.schedule}/${row.id}/edit`}>
                {t("facultyDashboard.scheduleLinks.edit")}
                <span className="sr-only">{`: ${row.title}`}</span>
              </TextLink>
            </li>
          )}
        </ListOrEmpty>
      </Panel>

      <Panel id="analytics" title={t("facultyDashboard.analyticsTitle")} intro={t("facultyDashboard.analyticsIntro")}>
        <Stats className="mt-4 grid gap-4 sm:grid-cols-3">
          <Stat label={t("facultyDashboard.passRate")} value={analytics.passRate === null ? "—" : `${percent(analytics.passRate)}%`} />
          <Stat label={t("facultyDashboard.averageGrade")} value={analytics.averageGrade ?? "—"} />
          <Stat
            label={t("facultyDashboard.participation")}
            value={analytics.participation === null ? "—" : `${percent(analytics.participation)}%`}
          />
        </Stats>
        <h3 className="mt-4 font-semibold text-slate-900">{t("facultyDashboard.atRiskTitle")}</h3>
        <ListOrEmpty items={analytics.atRisk} empty={t("facultyDashboard.noneAtRisk")} className="mt-2 flex flex-col gap-2">
          {(l) => (
            <li key={l.id} className="rounded-xl bg-slate-50 px-4 py-3">
              <span className="font-semibold text-slate-900">{l.name}</span>:{" "}
              {l.reasons
                .map((reason) =>
                  reason === "grade"
                    ? t("facultyDashboard.riskGrade", { average: l.averageGrade })
                    : t("facultyDashboard.riskAttendance", { rate: percent(l.attendance) }),
                )
                .join("; ")}
            </li>
          )}
        </ListOrEmpty>
      </Panel>

      <Panel id="messages" title={t("facultyDashboard.messagesTitle")}>
        <OwnPageLink to={facultyPages.messages}>{t("facultyDashboard.ownPage.messages")}</OwnPageLink>
        <MessagesBody dashboard={dashboard} forms={forms} />
      </Panel>

      <Panel id="resources" title={t("facultyDashboard.resourcesTitle")}>
        <ListOrEmpty items={dashboard.resources} empty={t("facultyDashboard.noResources")} className="mt-4 flex flex-col gap-2">
          {(r) => (
            <li key={r.id} className="feed-row justify-between">
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
