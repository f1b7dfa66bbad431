// /staff/plans (issue 50): its loader and view come from the plans declarations (ADR 059).
import { planViews } from "~/features/staff/structure/billing-forms";
import { planRoutes } from "~/features/staff/structure/plans.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = planRoutes.list.loader;
export default planViews.List;
