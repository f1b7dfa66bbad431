// /staff/cohorts/new (issue 50): its loader, action and view come from the cohorts declarations (ADR 059).
import { cohortViews } from "~/features/staff/structure/cohort-forms";
import { cohortRoutes } from "~/features/staff/structure/cohorts.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = cohortRoutes.new.loader;
export const action = cohortRoutes.new.action;
export default cohortViews.New;
