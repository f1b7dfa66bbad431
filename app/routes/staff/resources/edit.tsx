// /staff/resources/:id/edit (issue 50): its loader, action and view come from the resources declarations (ADR 059).
import { resourceViews } from "~/features/staff/structure/content-forms";
import { resourceRoutes } from "~/features/staff/structure/content.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = resourceRoutes.edit.loader;
export const action = resourceRoutes.edit.action;
export default resourceViews.Edit;
