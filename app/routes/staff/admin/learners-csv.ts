import type { Route } from "./+types/learners-csv";
import { directusContext } from "~/features/cms/directus.server";
import { learnerCohorts, listLearners } from "~/features/staff/admin/content.server";
import { learnerCsvHeader, learnerCsvRow } from "~/features/staff/admin/learner-csv";
import { csvDownload } from "~/features/staff/csv-download.server";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";

/**
 * Export CSV (issue 29): the learners the page's filter (`?uq=`) shows, read with the admin's own
 * token, as the columns Import CSV reads back (email, first name, last name, cohort). Importing the
 * file again changes nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins); // as the layout's middleware (issue 51)
  const uq = (new URL(request.url).searchParams.get("uq") ?? "").slice(0, 200);
  const client = context.get(directusContext);
  return csvDownload(context, {
    name: "learners",
    failedKey: "staff:admin.learners.loadFailed",
    async lines() {
      const [rows, cohorts] = await Promise.all([listLearners(client, { uq }), learnerCohorts(client)]);
      return [learnerCsvHeader, ...rows.map((learner) => learnerCsvRow({ ...learner, cohort: cohorts.get(learner.id) }))];
    },
  });
}
