// /staff/resources (issue 50): its loader and view come from the resources declarations (ADR 059).
import { resourceViews } from "~/features/staff/structure/content-forms";
import { resourceRoutes } from "~/features/staff/structure/content.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = resourceRoutes.list.loader;
export default resourceViews.List;
