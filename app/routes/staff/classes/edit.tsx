// /staff/classes/:id/edit (issue 50): its loader, action and view come from the classes declarations (ADR 059).
import { classViews } from "~/features/staff/structure/class-forms";
import { classRoutes } from "~/features/staff/structure/class-form.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = classRoutes.edit.loader;
export const action = classRoutes.edit.action;
export default classViews.Edit;
