// /staff/courses/:id/edit (issue 50): its loader, action and view come from the courses declarations (ADR 059).
import { courseViews } from "~/features/staff/structure/course-forms";
import { courseRoutes } from "~/features/staff/structure/courses.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = courseRoutes.edit.loader;
export const action = courseRoutes.edit.action;
export default courseViews.Edit;
