import { useTranslation } from "react-i18next";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard";
import { Badge } from "~/components/ui/Badge";
import { LinkButton } from "~/components/ui/LinkButton";
import { LocalDate } from "~/components/ui/LocalDate";
import { TextLink } from "~/components/ui/TextLink";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { markActionDone, readLearnerDashboard } from "~/features/portals/learner/dashboard.server";
import { NotificationSentence, NotificationTypeBadge, useNotificationText } from "~/features/notifications/notification-list";
import { markNotificationRead } from "~/features/notifications/notifications.server";
import { RadarChart } from "~/features/portals/learner/radar-chart";
import { radarItems } from "~/features/portals/learner/figures";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import { Empty, ListOrEmpty, Panel } from "~/features/portals/shared/panel";
import { readRowAction } from "~/features/portals/shared/row-action.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";
import { ProjectCard } from "~/features/portals/learner/project-card";
import { OnboardingHint } from "~/features/portals/learner/assessment-fields";
import { RowActionForm } from "~/features/portals/shared/row-action-form";
import { JobMatchItem } from "~/features/portals/learner/market-items";
import { confirmRefusal, formSuccess } from "~/features/forms/reply.server";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * The learner's dashboard (spec 001 §2): their competencies, next actions, projects, timeline, mentor
 * bookings and notifications, read with their own token. Mentor slots change when others book, so the
 * page is never kept, not even for its reader (ADR 014).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const { t } = getInstance(context);
  const title = t("portal:dashboard.title");
  // The notifications panel shows the notifications page's rows with their words (issue 47).
  const translations = translationsFor(context, {
    portal: ["dashboard", "competencies", "statuses", "market"],
    notifications: ["kinds", "types", "page.title"],
  });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ") || null;
  try {
    const dashboard = await readLearnerDashboard(context.get(directusContext), user.id);
    return data({ title, translations, name, dashboard }, { headers });
  } catch (error) {
    console.error("Learner portal: could not read the dashboard:", error);
    return data({ title, translations, name, dashboard: null }, { status: 503, headers });
  }
}

/** Mark a next action done, or a notification read: the learner's own rows only (404 otherwise). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const { intent, id } = await readRowAction(request, ["done", "read"]);
  const client = context.get(directusContext);
  const ok = intent === "done" ? await markActionDone(client, id) : await markNotificationRead(client, user.id, id);
  return ok ? formSuccess() : confirmRefusal({ key: "not-found" }, 404);
}

export default function LearnerDashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("portal");
  const navigation = useNavigation();
  const notificationText = useNotificationText();
  const busy = (intent: string, id: number) =>
    navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === String(id);
  const { dashboard, name } = loaderData;
  const heading = (
    <h1 className="text-3xl font-bold text-slate-900">{name ? t("dashboard.welcome", { name }) : t("dashboard.welcomeNoName")}</h1>
  );
  if (!dashboard) {
    return (
      <div>
        {heading}
        <Notice tone="error" className="mt-6">
          {t("dashboard.loadFailed")}
        </Notice>
      </div>
    );
  }
  const timeline = [
    ...(dashboard.nextSession?.at
      ? [{ at: dashboard.nextSession.at, label: t("dashboard.timeline.session", { course: dashboard.nextSession.course }) }]
      : []),
    ...dashboard.projects
      .filter((p) => p.dueOn && p.status !== "passed")
      .map((p) => ({ at: p.dueOn!, label: t("dashboard.timeline.due", { title: p.title }) })),
    ...dashboard.slots.filter((s) => s.mine).map((s) => ({ at: s.startsAt, label: t("dashboard.timeline.mentor", { mentor: s.mentor }) })),
    // The hiring loop (issue 48): an interview to come, an offer to answer by its day.
    ...dashboard.interviews.map((i) => ({
      at: i.at,
      label: t(i.confirmed ? "dashboard.timeline.interviewConfirmed" : "dashboard.timeline.interview", { job: i.job }),
    })),
    ...dashboard.offers.map((o) => ({ at: o.answerBy, label: t("dashboard.timeline.offer", { job: o.job }) })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const booked = dashboard.slots.filter((s) => s.mine);
  const unread = dashboard.unreadNotifications;

  return (
    <div className="flex flex-col gap-6">
      <div>
        {heading}
        <p className="mt-2 text-slate-700">{t("dashboard.intro")}</p>
        {dashboard.onboardingStep !== "done" ? (
          <OnboardingHint text={t("dashboard.onboardingHint")} link={t("dashboard.onboardingLink")} />
        ) : null}
        {actionData?.formError?.key === "not-found" ? (
          <Notice tone="error" className="mt-4">
            {t("dashboard.notFound")}
          </Notice>
        ) : null}
        <div className="mt-4 flex flex-wrap gap-3">
          <LinkButton to={learnerSectionHref("mentor/1:1")}>{t("dashboard.mentorButton")}</LinkButton>
        </div>
      </div>

      <Panel id="competencies" title={t("dashboard.competenciesTitle")} intro={t("dashboard.competenciesIntro")}>
        {dashboard.competencies.length || dashboard.gradedCompetencies.length ? (
          <RadarChart
            words={{
              title: t("dashboard.radarTitle"),
              self: t("dashboard.radarSelf"),
              graded: t("dashboard.radarGraded"),
              none: t("dashboard.radarNotYet"),
            }}
            items={radarItems(dashboard).map(({ key, self, graded }) => ({
              label: t(`competencies.${key}`, { defaultValue: key }),
              self,
              graded: graded?.value ?? null,
              gradedNote: graded ? t("dashboard.radarGradedFrom", { count: graded.grades }) : undefined,
            }))}
          />
        ) : (
          <Empty>{t("dashboard.noCompetencies")}</Empty>
        )}
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="next-actions" title={t("dashboard.actionsTitle")}>
          <ListOrEmpty items={dashboard.nextActions} empty={t("dashboard.noActions")}>
            {(a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
                <span className="flex items-center gap-2">
                  <Badge tone="secondary">{t(`dashboard.actionTypes.${a.type}`, { defaultValue: a.type })}</Badge>
                  <span className={a.doneAt ? "text-slate-500 line-through" : "text-slate-900"}>{a.label}</span>
                </span>
                {a.doneAt ? (
                  <Badge tone="success">{t("dashboard.done")}</Badge>
                ) : (
                  <RowActionForm intent="done" id={a.id} row={a.label} variant="outline" disabled={busy("done", a.id)}>
                    {t("dashboard.markDone")}
                  </RowActionForm>
                )}
              </li>
            )}
          </ListOrEmpty>
        </Panel>

        <Panel id="notifications" title={t("dashboard.notificationsTitle", { count: unread })}>
          <ListOrEmpty items={dashboard.notifications} empty={t("dashboard.noNotifications")}>
            {(n) => (
              <li key={n.id} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3">
                <span className="flex flex-wrap items-center gap-2">
                  <NotificationTypeBadge kind={n.kind} />
                  <NotificationSentence notification={n} />
                </span>
                {n.readAt ? null : (
                  <RowActionForm intent="read" id={n.id} row={notificationText(n)} variant="ghost" disabled={busy("read", n.id)}>
                    {t("dashboard.markRead")}
                  </RowActionForm>
                )}
              </li>
            )}
          </ListOrEmpty>
          <p className="mt-3">
            <TextLink to={learnerSectionHref("notifications")}>{t("notifications:page.title")}</TextLink>
          </p>
        </Panel>
      </div>

      <Panel id="projects" title={t("dashboard.projectsTitle")}>
        <ListOrEmpty items={dashboard.projects} empty={t("dashboard.noProjects")} className="mt-4 flex flex-col gap-4">
          {(p) => (
            <ProjectCard key={p.id} project={p} progressLabel={t("dashboard.progressOf", { title: p.title })}>
              {p.rubric ? <p className="mt-1 text-sm text-slate-600">{p.rubric}</p> : null}
            </ProjectCard>
          )}
        </ListOrEmpty>
      </Panel>

      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="timeline" title={t("dashboard.timelineTitle")}>
          {timeline.length ? (
            <ol className="mt-4 flex flex-col gap-3 border-l-2 border-slate-200 pl-4">
              {timeline.map((entry) => (
                <li key={`${entry.at}-${entry.label}`}>
                  <p className="text-sm text-slate-600">
                    <LocalDate value={entry.at} locale={i18n.language} />
                  </p>
                  <p className="text-slate-900">{entry.label}</p>
                </li>
              ))}
            </ol>
          ) : (
            <Empty>{t("dashboard.noTimeline")}</Empty>
          )}
        </Panel>

        <Panel id="mentor" title={t("dashboard.mentorTitle")}>
          <ListOrEmpty items={booked} empty={t("dashboard.noBookings")} className="mt-4 flex flex-col gap-2">
            {(s) => (
              <li key={s.id} className="rounded-xl bg-slate-50 px-4 py-3 text-slate-900">
                {s.mentor} · <LocalDate value={s.startsAt} locale={i18n.language} />
              </li>
            )}
          </ListOrEmpty>
          <p className="mt-4">
            <Link to={learnerSectionHref("mentor/1:1")} className="font-semibold text-primary underline">
              {t("dashboard.openSlots", { count: dashboard.slots.filter((s) => !s.mine).length })}
            </Link>
          </p>
        </Panel>
      </div>

      <Panel id="jobs" title={t("dashboard.jobsTitle")} intro={t("dashboard.jobsIntro")}>
        <ListOrEmpty items={dashboard.jobMatches} empty={t("dashboard.noJobs")}>
          {(match) => <JobMatchItem key={match.id} match={match} />}
        </ListOrEmpty>
        <p className="mt-4">
          <Link to={learnerSectionHref("market/internships")} className="font-semibold text-primary underline">
            {t("dashboard.jobsLink")}
          </Link>
        </p>
      </Panel>
    </div>
  );
}
