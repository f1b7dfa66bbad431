import { redirect } from "react-router";
import { partnerDashboardPath } from "~/features/portals/partner/paths";

/** /partner/portal → its dashboard (the layout's guard runs on the dashboard itself). */
export function loader() {
  throw redirect(partnerDashboardPath);
}
