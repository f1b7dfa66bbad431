// The enrolments as staff export them (issue 50, item 3): every learner's place in a class, read
// with the content administrator's own token (`seed-admin`: learners' enrolments only).
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { enrolmentCsvHeader, enrolmentCsvRow, type EnrolmentCsvRow } from "./enrolments-csv";
import { structureCsvRoute } from "./structure-routes.server";

/** Every enrolment the token reads, by cohort, course code and the learner's address. */
export async function listEnrolments(client: DirectusClient): Promise<EnrolmentCsvRow[]> {
  const rows = await readRows(client, "seed_enrolments", {
    fields: [
      "id",
      "status",
      "created_at",
      { user: ["email", "first_name", "last_name"] },
      { class: ["id", "cohort", { course: ["code", "name"] }] },
    ],
    sort: ["id"],
    limit: -1,
  });
  return rows
    .map((row): EnrolmentCsvRow => ({
      email: row.user?.email ?? "",
      firstName: row.user?.first_name ?? "",
      lastName: row.user?.last_name ?? "",
      cohort: row.class?.cohort ?? "",
      courseCode: row.class?.course?.code ?? "",
      course: row.class?.course?.name ?? "",
      classId: row.class?.id ?? null,
      status: row.status,
      enrolledAt: row.created_at,
    }))
    .sort((a, b) => a.cohort.localeCompare(b.cohort) || a.courseCode.localeCompare(b.courseCode) || a.email.localeCompare(b.email));
}

/**
 * Export CSV of the enrolments, linked from /staff/classes: every learner's class, cohort, status and
 * enrolled day as the content administrator's own token reads them.
 */
export const enrolmentCsvRoute = structureCsvRoute({
  name: "enrolments",
  failedKey: "staff:classes.enrolmentsLoadFailed",
  header: enrolmentCsvHeader,
  list: listEnrolments,
  line: enrolmentCsvRow,
});
