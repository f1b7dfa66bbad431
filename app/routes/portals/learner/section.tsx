import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/section";
import { Badge } from "~/components/ui/Badge";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { readLearnerDashboard, readTracks, type Competency, type LearnerDashboard } from "~/features/portals/learner/dashboard.server";
import { percent } from "~/features/portals/learner/figures";
import { readCompanies } from "~/features/portals/learner/market.server";
import { CompanyItem } from "~/features/portals/learner/market";
import { readProgress } from "~/features/portals/learner/progress.server";
import { ProgressChart } from "~/features/portals/learner/progress-chart";
import type { ProgressWeek } from "~/features/portals/learner/figures";
import { Empty, ListOrEmpty, PageHeading, Panel, ProgressBar } from "~/features/portals/shared/panel";
import { getInstance } from "~/features/i18n/middleware.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The read-only sections of the learner portal (the internships have their own page: internships.tsx), each on the learner's own rows or the catalogue. */
const sections = {
  "learning/tracks": "tracks",
  portfolio: "portfolio",
  analytics: "analytics",
  "market/companies": "companies",
} as const;
type Section = (typeof sections)[keyof typeof sections];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireRole(request, context, roleGroups.learners);
  const path = new URL(request.url).pathname.replace(/\.data$/, "").replace(/^\/student\/portal\//, "") as keyof typeof sections;
  const section: Section = sections[path];
  const { t } = getInstance(context);
  const title = t(`portal:learner.sections.${section}`);
  const translations = translationsFor(context, {
    portal: ["sectionPages", "competencies", "statuses", "tracks", ...(section === "companies" ? ["market"] : [])],
  });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  const client = context.get(directusContext);
  try {
    const [dashboard, catalogue, companies, progress] = await Promise.all([
      ["portfolio", "analytics"].includes(section) ? readLearnerDashboard(client, user.id) : null,
      section === "tracks" ? readTracks(client) : null,
      section === "companies" ? readCompanies(client) : null,
      section === "analytics" ? readProgress(client) : null,
    ]);
    return data({ title, section, translations, dashboard, catalogue, companies, progress, failed: false }, { headers });
  } catch (error) {
    console.error(`Learner portal: could not read the ${section} section:`, error);
    const nothing = { dashboard: null, catalogue: null, companies: null, progress: null };
    return data({ title, section, translations, ...nothing, failed: true }, { status: 503, headers });
  }
}

export default function LearnerSection({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("portal");
  const { title, section, dashboard, catalogue, companies, progress, failed } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t(`sectionPages.${section}.intro`)} />
      {failed ? <Notice tone="error">{t("sectionPages.loadFailed")}</Notice> : null}
      {section === "tracks" && catalogue ? <Tracks catalogue={catalogue} /> : null}
      {section === "portfolio" && dashboard ? <Portfolio dashboard={dashboard} /> : null}
      {section === "analytics" && progress ? <Progress weeks={progress} /> : null}
      {section === "analytics" && dashboard ? <Analytics dashboard={dashboard} /> : null}
      {section === "companies" && companies ? (
        <Panel id="partners" title={t("sectionPages.companies.listTitle")}>
          <ListOrEmpty items={companies} empty={t("sectionPages.companies.none")} className="mt-4 grid gap-4 md:grid-cols-2">
            {(company) => <CompanyItem key={company.id} company={company} />}
          </ListOrEmpty>
        </Panel>
      ) : null}
    </div>
  );
}

type Catalogue = Awaited<ReturnType<typeof readTracks>>;

/** Learning › Tracks: each track with its courses; the learner's own is marked. */
function Tracks({ catalogue }: { catalogue: Catalogue }) {
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
function Portfolio({ dashboard }: { dashboard: LearnerDashboard }) {
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
function Analytics({ dashboard }: { dashboard: LearnerDashboard }) {
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
function Progress({ weeks }: { weeks: ProgressWeek[] }) {
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
