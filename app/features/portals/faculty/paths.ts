/** The faculty dashboard (spec 001 §2): one page with anchors, each form also on a page of its own. */
export const facultyPortalPath = "/teacher/portal";

/** The dashboard's parts, each an anchor on the one page (spec 001 §2). */
export const facultySections = ["courses", "grading", "announcements", "schedule", "analytics", "messages"] as const;
