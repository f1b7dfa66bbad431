// /staff/plans/:id/edit (issue 50): its loader, action and view come from the plans declarations (ADR 059).
import { planViews } from "~/features/staff/structure/billing-forms";
import { planRoutes } from "~/features/staff/structure/plans.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = planRoutes.edit.loader;
export const action = planRoutes.edit.action;
export default planViews.Edit;
