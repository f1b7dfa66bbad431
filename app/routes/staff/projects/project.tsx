import type { Route } from "./+types/project";
import { routeHeaders } from "~/features/http/route-headers";
import { ProjectView } from "~/features/portals/faculty/projects-pages";
import { projectAction, projectIdOf, projectLoader } from "~/features/portals/faculty/projects-route.server";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** /staff/projects/:project (issue 49, item 4): a learner's project, its milestones graded by a content administrator. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return projectLoader(request, context, "staff", params.project);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return projectAction(request, context, "staff", "milestone-grade", projectIdOf(params.project) ?? 0);
}

export default function StaffProjectPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectView area="staff" loaderData={loaderData} actionData={actionData} />;
}
