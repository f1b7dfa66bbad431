// /staff/programs/:id/delete (issue 50): its loader, action and view come from the programs declarations (ADR 059).
import { programViews } from "~/features/staff/structure/program-forms";
import { programRoutes } from "~/features/staff/structure/programs.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = programRoutes.delete.loader;
export const action = programRoutes.delete.action;
export default programViews.Delete;
