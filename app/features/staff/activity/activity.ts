// The academy's changes page (/staff/activity, issue 50 item 2): what the view and the server share.

/** The structure tables whose changes the page shows, each a filter of its own. */
export const activityAreas = ["courses", "cohorts", "classes", "enrolments", "plans", "invoices"] as const;
export type ActivityArea = (typeof activityAreas)[number];

/** What happened to a row: Directus' own activity actions for items. */
export const activityActions = ["create", "update", "delete"] as const;
export type ActivityAction = (typeof activityActions)[number];

/** One change, as the page lists it. */
export interface ActivityRow {
  id: number;
  at: string | null;
  /** The staff person's name; null when the account is gone or made by the system. */
  by: string | null;
  action: ActivityAction;
  area: ActivityArea;
  item: string;
  /** The row as it then stood, in a few words (a course's code and name, a class's cohort, a cohort's name, a plan's code, an invoice's number); null for an enrolment or when Directus kept no revision (a delete). */
  label: string | null;
}

/** How many changes a page shows. */
export const activityPageSize = 25;
