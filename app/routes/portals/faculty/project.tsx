import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/project";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { readFlash } from "~/features/forms/flash.server";
import { FlashToast } from "~/features/forms/flash-toast";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { GradeMilestoneForm, ProjectStatus, type ProjectReply } from "~/features/portals/faculty/project-forms";
import { projectAction } from "~/features/portals/faculty/projects-route.server";
import { readTeacherProject } from "~/features/portals/faculty/projects.server";
import { projectPaths } from "~/features/portals/faculty/paths";
import { PageHeading, Panel, ProgressBar } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/** The project from the path: a whole number, else none (404 like another class's project). */
const projectIdOf = (params: Route.LoaderArgs["params"]) => (/^\d{1,10}$/.test(params.project) ? Number(params.project) : null);

/**
 * A learner's project from a partner's brief (issue 49, item 4): its status, progress and grade, and
 * a form per milestone (score, feedback). Read with the teacher's token: another class's project, or
 * none, is a 404 that says so. Grades change here: never kept (ADR 014).
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireRole(request, context, roleGroups.faculty);
  const id = projectIdOf(params);
  const project = id === null ? null : await readTeacherProject(context.get(directusContext), id);
  const { flash, headers } = await readFlash(request);
  for (const [name, value] of Object.entries(pageCacheHeaders(context.get(userContext), { shared: false }))) headers.set(name, value);
  const t = getInstance(context).t;
  const title = project
    ? t("projects:projectTitle", { project: project.title, learner: project.learner.name })
    : t("projects:notFoundTitle");
  const translations = translationsFor(context, { projects: true });
  return data({ title, name: user.firstName, translations, flash, project }, { headers, status: project ? 200 : 404 });
}

/** Grade one milestone; the learner is notified. */
export function action({ request, context, params }: Route.ActionArgs) {
  return projectAction(request, context, "milestone-grade", projectIdOf(params) ?? 0);
}

export default function FacultyProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("projects");
  const { title, flash, project } = loaderData;
  const back = (
    <p className="mt-2">
      <TextLink to={projectPaths.list}>{t("back")}</TextLink>
    </p>
  );
  if (!project)
    return (
      <div className="flex flex-col gap-6">
        <PageHeading title={title}>{back}</PageHeading>
        <Notice tone="error">{t("notFound")}</Notice>
      </div>
    );
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title}>
        {back}
        <FlashToast flash={flash} ns="projects" className="mt-4" />
      </PageHeading>
      <Panel id="summary" title={t("summaryTitle")}>
        <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-800">
          <ProjectStatus status={project.status} />
          <span>{project.grade == null ? t("noGrade") : t("grade", { grade: project.grade })}</span>
          {project.dueOn ? (
            <span>
              {t("due")} <LocalDate value={project.dueOn} locale={i18n.language} />
            </span>
          ) : null}
        </div>
        <div className="mt-3">
          <ProgressBar value={Math.round(project.progress * 100)} label={t("progress")} />
        </div>
      </Panel>
      <Panel id="milestones" title={t("milestonesTitle")}>
        <ol className="mt-4 flex flex-col gap-4">
          {project.milestones.map((m, i) => (
            <li key={i} className="rounded-xl bg-slate-50 p-4">
              <h3 className="font-semibold text-slate-900">{t("milestone", { n: i + 1, title: m.title })}</h3>
              <p className="text-sm text-slate-700">{m.score == null ? t("notGraded") : t("graded", { score: m.score, max: m.points })}</p>
              <GradeMilestoneForm n={i + 1} milestone={m} reply={actionData as ProjectReply | undefined} />
            </li>
          ))}
        </ol>
      </Panel>
    </div>
  );
}
