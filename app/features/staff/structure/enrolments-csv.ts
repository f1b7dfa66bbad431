// Export CSV of the enrolments (issue 50, item 3): one line per learner and class, as the staff
// token reads them. The columns begin with the learners file's (email, first_name, last_name,
// cohort), so the admin page's Import CSV (the hardened one: preview kept on the server, checked
// again on confirm) reads the file: a learner's first line enrols them in every class of its cohort;
// their further lines, the same learner again, are left out (a line that differs is a repeated address).
export const enrolmentCsvHeader = [
  "email",
  "first_name",
  "last_name",
  "cohort",
  "course_code",
  "course",
  "class",
  "status",
  "enrolled_on",
] as const;

/** One enrolment as the export writes it: the class by its number, the day it was made (UTC). */
export interface EnrolmentCsvRow {
  email: string;
  firstName: string;
  lastName: string;
  cohort: string;
  courseCode: string;
  course: string;
  classId: number | null;
  status: string;
  enrolledAt: string | null;
}

export function enrolmentCsvRow(row: EnrolmentCsvRow): (string | number)[] {
  return [
    row.email,
    row.firstName,
    row.lastName,
    row.cohort,
    row.courseCode,
    row.course,
    row.classId ?? "",
    row.status,
    row.enrolledAt ? row.enrolledAt.slice(0, 10) : "",
  ];
}
