// /staff/cohorts/:id/delete (issue 50): its loader, action and view come from the cohorts declarations (ADR 059).
import { cohortViews } from "~/features/staff/structure/cohort-forms";
import { cohortRoutes } from "~/features/staff/structure/cohorts.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = cohortRoutes.delete.loader;
export const action = cohortRoutes.delete.action;
export default cohortViews.Delete;
