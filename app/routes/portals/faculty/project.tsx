import type { Route } from "./+types/project";
import { routeHeaders } from "~/features/http/route-headers";
import { ProjectView } from "~/features/portals/faculty/projects-pages";
import { projectAction, projectIdOf, projectLoader } from "~/features/portals/faculty/projects-route.server";
import { portalPageMeta } from "~/features/portals/shared/page-meta";

export const meta: Route.MetaFunction = portalPageMeta;

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * A learner's project from a partner's brief (issue 49, item 4): its status, progress and grade, and
 * a form per milestone (score, feedback). Read with the teacher's token: another class's project, or
 * none, is a 404 that says so.
 */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return projectLoader(request, context, "faculty", params.project);
}

/** Grade one milestone; the learner is notified. */
export function action({ request, context, params }: Route.ActionArgs) {
  return projectAction(request, context, "faculty", "milestone-grade", projectIdOf(params.project) ?? 0);
}

export default function FacultyProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectView area="faculty" loaderData={loaderData} actionData={actionData} />;
}
