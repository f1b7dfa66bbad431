/** The faculty dashboard (spec 001 §2): one page with anchors, each form also on a page of its own. */
export const facultyPortalPath = "/teacher/portal";

/** The dashboard's parts, each an anchor on the one page, in the spec's order (spec 001 §2; announcements are ours). */
export const facultySections = [
  "courses",
  "grading",
  "attendance",
  "announcements",
  "schedule",
  "analytics",
  "messages",
  "resources",
] as const;

/** The dashboard and each of its forms' pages of their own (spec 001 §2: "each form also on a page of its own"). */
export const facultyPages = {
  dashboard: facultyPortalPath,
  grading: `${facultyPortalPath}/grading`,
  attendance: `${facultyPortalPath}/attendance`,
  announcements: `${facultyPortalPath}/announcements`,
  messages: `${facultyPortalPath}/messages`,
  schedule: `${facultyPortalPath}/schedule`,
  settings: `${facultyPortalPath}/settings`,
  projects: `${facultyPortalPath}/projects`,
} as const;

/** Projects from partners' briefs (issue 49, item 4): the list with the form that assigns one, a learner's project (grade its milestones). */
export const projectPaths = {
  list: facultyPages.projects,
  project: (id: number) => `${facultyPages.projects}/${id}`,
} as const;

/** The same pages for the academy's content administrators (issue 49, item 4: "a teacher or a content administrator"), any class. */
export const staffProjectPaths = {
  list: "/staff/projects",
  project: (id: number) => `/staff/projects/${id}`,
} as const;

export type ProjectPaths = typeof projectPaths | typeof staffProjectPaths;

/** Coursework (issue 49): an item's own page (edit, remove) and a learner's hand-in for it (read, grade). */
export const courseworkPaths = {
  grading: facultyPages.grading,
  item: (item: number) => `${facultyPages.grading}/items/${item}`,
  handIn: (item: number, learner: string) => `${facultyPages.grading}/items/${item}/hand-ins/${learner}`,
} as const;
