import type { Route } from "./+types/learners-csv";
import { directusContext } from "~/features/cms/directus.server";
import { toCsv } from "~/features/newsletter/csv";
import { learnerCohorts, listLearners } from "~/features/staff/admin/content.server";
import { learnerCsvHeader, learnerCsvRow } from "~/features/staff/admin/learner-csv";
import { getInstance } from "~/features/i18n/middleware.server";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";

/**
 * Export CSV (issue 29): the learners the page's filter (`?uq=`) shows, read with the admin's own
 * token, as the columns Import CSV reads back (email, first name, last name, cohort), UTF-8 with a
 * byte-order mark. Importing the file again changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins); // as the layout's middleware (issue 51)
  const uq = (new URL(request.url).searchParams.get("uq") ?? "").slice(0, 200);
  let rows;
  let cohorts: Map<string, string>;
  try {
    [rows, cohorts] = await Promise.all([listLearners(context.get(directusContext), { uq }), learnerCohorts(context.get(directusContext))]);
  } catch (error) {
    console.error("Admin: could not export learners:", error);
    return new Response(getInstance(context).t("staff:admin.learners.loadFailed"), {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const day = new Date().toISOString().slice(0, 10);
  return new Response(toCsv([learnerCsvHeader, ...rows.map((learner) => learnerCsvRow({ ...learner, cohort: cohorts.get(learner.id) }))]), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="learners-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
