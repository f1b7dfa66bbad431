import type { Route } from "./+types/projects";
import { routeHeaders } from "~/features/http/route-headers";
import { ProjectsView } from "~/features/portals/faculty/projects-pages";
import { projectAction, projectsLoader } from "~/features/portals/faculty/projects-route.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Projects from partners' briefs (issue 49, item 4): the form that turns an approved brief into a
 * project for a class the teacher teaches, and the projects of their classes (one a learner), read
 * with the teacher's token.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return projectsLoader(request, context, "faculty");
}

/** Assign a project from an approved brief to one of the teacher's classes. */
export function action({ request, context }: Route.ActionArgs) {
  return projectAction(request, context, "faculty", "project-add", null);
}

export default function FacultyProjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectsView area="faculty" loaderData={loaderData} actionData={actionData} />;
}
