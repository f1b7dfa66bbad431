import { redirect } from "react-router";
import { learnerDashboardPath } from "~/features/portals/learner/sections";

/** /student/portal itself is its dashboard (the dashboard's guard then asks who is there). */
export function loader() {
  throw redirect(learnerDashboardPath);
}
