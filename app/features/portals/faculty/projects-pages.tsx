// The project pages' views (issue 49, item 4), the same for a teacher (/teacher/portal/projects)
// and a content administrator (/staff/projects): each area's route modules give their loader's data.
import { useTranslation } from "react-i18next";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { PageHeading, Panel, ProgressBar } from "~/features/portals/shared/panel";
import { AssignProjectForm, GradeMilestoneForm, ProjectStatus, type ProjectReply } from "./project-forms";
import type { projectLoader, projectsLoader } from "./projects-route.server";
import { projectAreas, type ProjectArea } from "./project-areas";

type ProjectsData = Awaited<ReturnType<typeof projectsLoader>>["data"];
type ProjectData = Awaited<ReturnType<typeof projectLoader>>["data"];

export function ProjectsView({ area, loaderData, actionData }: { area: ProjectArea; loaderData: ProjectsData; actionData: unknown }) {
  const { t } = useTranslation("projects");
  const paths = projectAreas[area].paths;
  // A content administrator assigns to any class: the page's words say so (issue 49, item 4).
  const own = (key: "intro" | "listTitle" | "noClasses") => (area === "staff" ? t(`staff.${key}`) : t(key));
  const { title, rows } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={own("intro")}></PageHeading>
      {rows === null ? (
        <Notice tone="error">{t("loadFailed")}</Notice>
      ) : (
        <>
          <Panel id="new-project" title={t("newTitle")}>
            {rows.briefs.length && rows.classes.length ? (
              <div className="mt-4">
                <AssignProjectForm briefs={rows.briefs} classes={rows.classes} reply={actionData as ProjectReply | undefined} />
              </div>
            ) : (
              <p className="mt-2 text-slate-700">{rows.classes.length ? t("noBriefs") : own("noClasses")}</p>
            )}
          </Panel>
          <Panel id="projects" title={own("listTitle")}>
            {rows.projects.length ? (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-700">
                      {(["learner", "project", "status", "progress", "grade"] as const).map((column) => (
                        <th key={column} scope="col" className="py-2 pr-4">
                          {t(`columns.${column}`)}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.projects.map((p) => (
                      <tr key={p.id} className="border-b border-slate-100">
                        <td className="py-2 pr-4">
                          <TextLink to={paths.project(p.id)}>{p.learner.name}</TextLink>
                        </td>
                        <td className="py-2 pr-4">{p.title}</td>
                        <td className="py-2 pr-4">
                          <ProjectStatus status={p.status} />
                        </td>
                        <td className="py-2 pr-4">{Math.round(p.progress * 100)}%</td>
                        <td className="py-2 pr-4">{p.grade == null ? "—" : `${p.grade}/10`}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : (
              <p className="mt-2 text-slate-700">{t("none")}</p>
            )}
          </Panel>
        </>
      )}
    </div>
  );
}

export function ProjectView({ area, loaderData, actionData }: { area: ProjectArea; loaderData: ProjectData; actionData: unknown }) {
  const { t, i18n } = useTranslation("projects");
  const paths = projectAreas[area].paths;
  const { title, project } = loaderData;
  const back = (
    <p className="mt-2">
      <TextLink to={paths.list}>{t("back")}</TextLink>
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
      <PageHeading title={title}>{back}</PageHeading>
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
