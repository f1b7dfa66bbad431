import type { Route } from "./+types/enrolments-csv";
import { getInstance } from "~/features/i18n/middleware.server";
import { toCsv } from "~/features/newsletter/csv";
import { enrolmentCsvHeader, enrolmentCsvRow } from "~/features/staff/structure/enrolments-csv";
import { listEnrolments } from "~/features/staff/structure/enrolments.server";
import { requireStructureAdmin } from "~/features/staff/structure/structure-page.server";

/**
 * Export CSV of the enrolments, linked from /staff/classes (issue 50, item 3): every learner's class,
 * cohort, status and enrolled day as the content administrator's own token reads them, UTF-8 with a
 * byte-order mark, cells that would start a formula defused (`toCsv`).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  let enrolments;
  try {
    enrolments = await listEnrolments(client);
  } catch (error) {
    console.error("Staff: could not export the enrolments:", error);
    return new Response(getInstance(context).t("staff:classes.enrolmentsLoadFailed"), {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv([enrolmentCsvHeader, ...enrolments.map(enrolmentCsvRow)]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="enrolments-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
