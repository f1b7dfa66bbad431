// /staff/resources/:id/delete (issue 50): its loader, action and view come from the resources declarations (ADR 059).
import { resourceViews } from "~/features/staff/structure/content-forms";
import { resourceRoutes } from "~/features/staff/structure/content.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = resourceRoutes.delete.loader;
export const action = resourceRoutes.delete.action;
export default resourceViews.Delete;
