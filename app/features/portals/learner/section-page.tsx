import type { ReactNode } from "react";
import { ProjectMilestones } from "./project-card";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/Badge";
import { Notice } from "~/components/ui/Notice";
import type { Competency, LearnerDashboard, readTracks } from "./dashboard.server";
import { percent, type ProgressWeek } from "./figures";
import { ProgressChart } from "./progress-chart";
import { Empty, ListOrEmpty, PageHeading, Panel, ProgressBar } from "~/features/portals/shared/panel";

/** A read-only section's frame (tracks, portfolio, analytics, companies; each its own route module): heading, intro, a failed read in words. */
export function SectionPage({
  section,
  title,
  failed,
  children,
}: {
  section: string;
  title: string;
  failed: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation("portal");
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t(`sectionPages.${section}.intro`)} />
      {failed ? <Notice tone="error">{t("sectionPages.loadFailed")}</Notice> : null}
      {children}
    </div>
  );
}

type Catalogue = Awaited<ReturnType<typeof readTracks>>;

/** Learning › Tracks: each track with its courses; the learner's own is marked. */
export function Tracks({ catalogue }: { catalogue: Catalogue }) {
  const { t } = useTranslation("portal");
  return (
    <div className="grid gap-6 md:grid-cols-3">
      {catalogue.tracks.map((track) => (
        <Panel key={track.track} id={`track-${track.track}`} title={t(`tracks.${track.track}.name`, { defaultValue: track.track })}>
          <p className="mt-1 text-slate-700">{t(`tracks.${track.track}.summary`, { defaultValue: "" })}</p>
          {catalogue.own === track.track ? (
            <p className="mt-3">
              <Badge tone="primary">{t("sectionPages.tracks.yours")}</Badge>
            </p>
          ) : null}
          <ul className="mt-3 flex flex-col gap-1">
            {track.courses.map((course) => (
              <li key={course.code} className="text-slate-900">
                <span className="font-semibold">{course.code}</span> · {course.name}
              </li>
            ))}
          </ul>
        </Panel>
      ))}
    </div>
  );
}

/** Portfolio: the passed projects, and the learner's strengths. */
export function Portfolio({ dashboard }: { dashboard: LearnerDashboard }) {
  const { t } = useTranslation("portal");
  const passed = dashboard.projects.filter((p) => p.status === "passed");
  return (
    <>
      <Panel id="passed" title={t("sectionPages.portfolio.passedTitle")}>
        <ListOrEmpty items={passed} empty={t("sectionPages.portfolio.none")} className="mt-4 flex flex-col gap-2">
          {(p) => (
            <li key={p.id} className="rounded-xl bg-slate-50 px-4 py-3 font-semibold text-slate-900">
              {p.title}
              {p.rubric ? <span className="block text-sm font-normal text-slate-700">{p.rubric}</span> : null}
              {/* A project from a partner's brief enters with its grade and the teacher's feedback (issue 49, item 4). */}
              <div className="font-normal">
                <ProjectMilestones project={p} />
              </div>
            </li>
          )}
        </ListOrEmpty>
      </Panel>
      <Strengths competencies={dashboard.competencies} />
    </>
  );
}

/** The learner's three strongest competencies. */
function Strengths({ competencies }: { competencies: Competency[] }) {
  const { t } = useTranslation("portal");
  const strongest = [...competencies].sort((a, b) => b.value - a.value).slice(0, 3);
  return (
    <Panel id="strengths" title={t("sectionPages.portfolio.strengthsTitle")}>
      <ul className="mt-4 flex flex-col gap-3">
        {strongest.map((c) => (
          <CompetencyLevel key={c.key} competency={c} />
        ))}
      </ul>
    </Panel>
  );
}

/** Analytics: passed projects out of all, and every competency. */
export function Analytics({ dashboard }: { dashboard: LearnerDashboard }) {
  const { t } = useTranslation("portal");
  const { projects, competencies } = dashboard;
  const passed = projects.filter((p) => p.status === "passed").length;
  return (
    <Panel id="progress" title={t("sectionPages.analytics.competenciesTitle")}>
      <p className="mt-2 text-slate-700">{t("sectionPages.analytics.projects", { passed, total: projects.length })}</p>
      <ListOrEmpty items={competencies} empty={t("sectionPages.analytics.none")}>
        {(c) => <CompetencyLevel key={c.key} competency={c} />}
      </ListOrEmpty>
    </Panel>
  );
}

/** Analytics: progress over time, the learner's average level week by week (a chart and a table), or that there is none yet. */
export function Progress({ weeks }: { weeks: ProgressWeek[] }) {
  const { t, i18n } = useTranslation("portal");
  return (
    <Panel id="history" title={t("sectionPages.analytics.historyTitle")} intro={t("sectionPages.analytics.historyIntro")}>
      {weeks.length ? (
        <ProgressChart
          title={t("sectionPages.analytics.chartTitle")}
          weeks={weeks}
          locale={i18n.language}
          columns={{ week: t("sectionPages.analytics.weekColumn"), average: t("sectionPages.analytics.averageColumn") }}
          competencyName={(key) => t(`competencies.${key}`, { defaultValue: key })}
        />
      ) : (
        <Empty>{t("sectionPages.analytics.noHistory")}</Empty>
      )}
    </Panel>
  );
}

/** A competency as a list item: its name over its level as a bar. */
function CompetencyLevel({ competency }: { competency: Competency }) {
  const { t } = useTranslation("portal");
  const name = t(`competencies.${competency.key}`, { defaultValue: competency.key });
  return (
    <li>
      <p className="text-slate-900">{name}</p>
      <ProgressBar value={percent(competency.value)} label={name} />
    </li>
  );
}
