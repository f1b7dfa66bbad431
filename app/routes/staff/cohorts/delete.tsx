import { cohortViews } from "~/features/staff/structure/cohort-forms";
import { cohortRoutes } from "~/features/staff/structure/cohorts.server";
export { headers, meta } from "~/features/staff/structure/structure-routes";
export const loader = cohortRoutes.delete.loader, action = cohortRoutes.delete.action;
export default cohortViews.Delete;
