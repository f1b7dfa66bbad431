// The project pages' loaders and actions (issue 49, item 4; ADR 008), for a teacher
// (/teacher/portal/projects: their classes) and a content administrator (/staff/projects: any class):
// the role checked in each, the person's own token (Directus decides which classes, briefs and
// projects it reads), bad input back with its words and what was typed (nothing stored), a done
// write back to a page with a flash message (post-redirect-get). Grades change here: never kept (ADR 014).
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm, unknownIntent } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import type { ProjectError, ProjectReply } from "./project-forms";
import { assignProject, gradeMilestone, projectForms, readTeacherProject, readTeacherProjects, type ProjectForm } from "./projects.server";
import { projectAreas, type ProjectArea } from "./project-areas";

async function pageStart(request: Request, context: Readonly<RouterContextProvider>, area: ProjectArea) {
  const user = requireRole(request, context, projectAreas[area].roles);
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  return { user, headers, t: getInstance(context).t, translations: translationsFor(context, { projects: true }) };
}

/** The list page: the approved briefs and classes to assign from, and the projects made from briefs. */
export async function projectsLoader(request: Request, context: Readonly<RouterContextProvider>, area: ProjectArea) {
  const { user, headers, t, translations } = await pageStart(request, context, area);
  const title = t("projects:title");
  try {
    const rows = await readTeacherProjects(context.get(directusContext));
    return data({ title, name: user.firstName, translations, rows }, { headers });
  } catch (error) {
    console.error("Projects: could not read the projects page:", error);
    return data({ title, name: user.firstName, translations, rows: null }, { headers, status: 503 });
  }
}

/** The project from the path: a whole number, else none (404 like a project the token does not read). */
export const projectIdOf = (param: string | undefined) => (param && /^\d{1,10}$/.test(param) ? Number(param) : null);

/** A learner's project and its milestones; one the person's token does not read, or none, is a 404 that says so. */
export async function projectLoader(
  request: Request,
  context: Readonly<RouterContextProvider>,
  area: ProjectArea,
  param: string | undefined,
) {
  const { user, headers, t, translations } = await pageStart(request, context, area);
  const id = projectIdOf(param);
  const project = id === null ? null : await readTeacherProject(context.get(directusContext), id);
  const title = project
    ? t("projects:projectTitle", { project: project.title, learner: project.learner.name })
    : t("projects:notFoundTitle");
  return data({ title, name: user.firstName, translations, project }, { headers, status: project ? 200 : 404 });
}

/**
 * Assigns a project (`project-add`, on the list) or grades a milestone (`milestone-grade`, on a
 * project's page: `id`). Another intent is a 400 that names it.
 */
export async function projectAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  area: ProjectArea,
  intent: ProjectForm["intent"],
  id: number | null,
) {
  requireRole(request, context, projectAreas[area].roles);
  const paths = projectAreas[area].paths;
  const submission = await readIntentForm(request, projectForms);
  if (submission.payload.intent !== intent) throw unknownIntent(String(submission.payload.intent ?? ""));
  const reply = (formError: ProjectError | null, status?: number) =>
    formReply<ProjectError, { intent: string }>(submission, { formError, status }, { intent });
  if (submission.status !== "success") return reply(null);
  const client = context.get(directusContext);
  try {
    const form = submission.value;
    const project = form.intent === "milestone-grade" && id !== null ? await readTeacherProject(client, id) : null;
    const done =
      form.intent === "project-add" ? await assignProject(client, form) : project ? await gradeMilestone(client, project, form) : null;
    if (!done || done.outcome === "not-found") return reply({ key: "not-found" }, 404);
    if (done.outcome === "invalid")
      return data<ProjectReply>(
        { result: submission.reply({ fieldErrors: { [done.field]: [done.error] } }), formError: null, intent },
        { status: 400 },
      );
    if (done.outcome === "assigned")
      return redirectWithFlash(paths.list, {
        tone: "success",
        ns: "projects",
        key: "outcomes.assigned",
        params: { project: done.project, count: done.count },
      });
    return redirectWithFlash(paths.project(id!), {
      tone: "success",
      ns: "projects",
      key: `outcomes.graded-${done.status}`,
      params: { project: done.project },
    });
  } catch (error) {
    console.error("Projects: a project could not be written:", error);
    return reply({ key: "failed" }, 503);
  }
}
