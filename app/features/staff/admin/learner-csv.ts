import type { LearnerRow } from "./lists";

/** The learners file's columns (issue 29): the export writes them, the import reads them. */
export const learnerCsvHeader = ["email", "first_name", "last_name", "cohort"] as const;

/** One learner as a row of the file (cohort: none is kept for learners yet, so it is empty). */
export function learnerCsvRow(learner: Pick<LearnerRow, "email" | "first_name" | "last_name">) {
  return [learner.email ?? "", learner.first_name ?? "", learner.last_name ?? "", ""];
}
