// The project pages' actions (issue 49, item 4; ADR 008): the teacher's role checked in each, the
// teacher's own token, bad input back with its words and what was typed (nothing stored), a done
// write back to a page with a flash message (post-redirect-get).
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm, unknownIntent } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import type { ProjectError, ProjectReply } from "./project-forms";
import { assignProject, gradeMilestone, projectForms, readTeacherProject, type ProjectForm } from "./projects.server";
import { projectPaths } from "./paths";

/**
 * Assigns a project (`project-add`, on the list) or grades a milestone (`milestone-grade`, on a
 * project's page: `id`). Another intent is a 400 that names it.
 */
export async function projectAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  intent: ProjectForm["intent"],
  id: number | null,
) {
  requireRole(request, context, roleGroups.faculty);
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
      return redirectWithFlash(projectPaths.list, {
        tone: "success",
        ns: "projects",
        key: "outcomes.assigned",
        params: { project: done.project, count: done.count },
      });
    return redirectWithFlash(projectPaths.project(id!), {
      tone: "success",
      ns: "projects",
      key: `outcomes.graded-${done.status}`,
      params: { project: done.project },
    });
  } catch (error) {
    console.error("Faculty portal: a project could not be written:", error);
    return reply({ key: "failed" }, 503);
  }
}
