// /staff/resources/new (issue 50): its loader, action and view come from the resources declarations (ADR 059).
import { resourceViews } from "~/features/staff/structure/content-forms";
import { resourceRoutes } from "~/features/staff/structure/content.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = resourceRoutes.new.loader;
export const action = resourceRoutes.new.action;
export default resourceViews.New;
