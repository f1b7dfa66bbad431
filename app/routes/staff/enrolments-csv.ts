// Export CSV of the enrolments, linked from /staff/classes (issue 50, item 3).
import { enrolmentCsvRoute } from "~/features/staff/structure/enrolments.server";
export const loader = enrolmentCsvRoute.loader;
