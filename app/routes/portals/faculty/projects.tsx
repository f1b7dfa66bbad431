import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/projects";
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
import { AssignProjectForm, ProjectStatus, type ProjectReply } from "~/features/portals/faculty/project-forms";
import { projectAction } from "~/features/portals/faculty/projects-route.server";
import { readTeacherProjects } from "~/features/portals/faculty/projects.server";
import { projectPaths } from "~/features/portals/faculty/paths";
import { PageHeading, Panel } from "~/features/portals/shared/panel";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Projects from partners' briefs (issue 49, item 4): the form that turns an approved brief into a
 * project for a class the teacher teaches, and the projects of their classes (one a learner). Read
 * with the teacher's token; grades change here: never kept (ADR 014).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireRole(request, context, roleGroups.faculty);
  const { flash, headers } = await readFlash(request);
  for (const [name, value] of Object.entries(pageCacheHeaders(context.get(userContext), { shared: false }))) headers.set(name, value);
  const title = getInstance(context).t("projects:title");
  const translations = translationsFor(context, { projects: true });
  try {
    const rows = await readTeacherProjects(context.get(directusContext));
    return data({ title, name: user.firstName, translations, flash, rows }, { headers });
  } catch (error) {
    console.error("Faculty portal: could not read the projects page:", error);
    return data({ title, name: user.firstName, translations, flash, rows: null }, { headers, status: 503 });
  }
}

/** Assign a project from an approved brief to one of the teacher's classes. */
export function action({ request, context }: Route.ActionArgs) {
  return projectAction(request, context, "project-add", null);
}

export default function FacultyProjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("projects");
  const { title, flash, rows } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={title} intro={t("intro")}>
        <FlashToast flash={flash} ns="projects" className="mt-4" />
      </PageHeading>
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
              <p className="mt-2 text-slate-700">{rows.classes.length ? t("noBriefs") : t("noClasses")}</p>
            )}
          </Panel>
          <Panel id="projects" title={t("listTitle")}>
            {rows.projects.length ? (
              <div className="mt-4 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b border-slate-200 text-slate-700">
                      <th scope="col" className="py-2 pr-4">
                        {t("columns.learner")}
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        {t("columns.project")}
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        {t("columns.status")}
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        {t("columns.progress")}
                      </th>
                      <th scope="col" className="py-2 pr-4">
                        {t("columns.grade")}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.projects.map((p) => (
                      <tr key={p.id} className="border-b border-slate-100">
                        <td className="py-2 pr-4">
                          <TextLink to={projectPaths.project(p.id)}>{p.learner.name}</TextLink>
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
