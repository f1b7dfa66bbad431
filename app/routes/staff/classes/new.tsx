// /staff/classes/new (issue 50): its loader, action and view come from the classes declarations (ADR 059).
import { classViews } from "~/features/staff/structure/class-forms";
import { classRoutes } from "~/features/staff/structure/class-form.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = classRoutes.new.loader;
export const action = classRoutes.new.action;
export default classViews.New;
