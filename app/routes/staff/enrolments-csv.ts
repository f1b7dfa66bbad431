import type { Route } from "./+types/enrolments-csv";
import { csvDownload } from "~/features/staff/csv-download.server";
import { enrolmentCsvHeader, enrolmentCsvRow } from "~/features/staff/structure/enrolments-csv";
import { listEnrolments } from "~/features/staff/structure/enrolments.server";
import { requireStructureAdmin } from "~/features/staff/structure/structure-page.server";

/**
 * Export CSV of the enrolments, linked from /staff/classes (issue 50, item 3): every learner's class,
 * cohort, status and enrolled day as the content administrator's own token reads them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  return csvDownload(context, {
    name: "enrolments",
    failedKey: "staff:classes.enrolmentsLoadFailed",
    lines: async () => [enrolmentCsvHeader, ...(await listEnrolments(client)).map(enrolmentCsvRow)],
  });
}
