import type { Route } from "./+types/list";
import { routeHeaders } from "~/features/http/route-headers";
import { ProjectsView } from "~/features/portals/faculty/projects-pages";
import { projectAction, projectsLoader } from "~/features/portals/faculty/projects-route.server";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/projects (issue 49, item 4: "a teacher or a content administrator"): the teacher's page for
 * content administrators, any class's: turn an approved brief into a project for a class, and the
 * projects made from briefs. Read with the person's own token (the seed-admin-projects policy).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return projectsLoader(request, context, "staff");
}

export function action({ request, context }: Route.ActionArgs) {
  return projectAction(request, context, "staff", "project-add", null);
}

export default function StaffProjectsPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ProjectsView area="staff" loaderData={loaderData} actionData={actionData} />;
}
