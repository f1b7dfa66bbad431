// /staff/courses (issue 50): its loader and view come from the courses declarations (ADR 059).
import { courseViews } from "~/features/staff/structure/course-forms";
import { courseRoutes } from "~/features/staff/structure/courses.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = courseRoutes.list.loader;
export default courseViews.List;
