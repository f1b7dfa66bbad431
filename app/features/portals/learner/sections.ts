/** Where the learner portal lives (spec 001 §2); its pages are under it (app/routes/portals/learner/routes.ts). */
export const learnerPortalPath = "/student/portal";
/** Where it lived before: every path under it answers 301 to its place under `learnerPortalPath`. */
export const formerLearnerPortalPath = "/portal/learner";

/**
 * The learner portal's sections (spec 001 §2, "Learner portal"), in its navigation's order, with
 * their paths under `learnerPortalPath`. `mentor/1:1` is a literal colon (a browser may send `%3A`).
 * A section without its page yet opens the portal's "not open yet" page.
 */
export const learnerSections = [
  { id: "dashboard", path: "dashboard" },
  { id: "onboarding", path: "onboarding" },
  { id: "assessment", path: "assessment" },
  { id: "tracks", path: "learning/tracks" },
  { id: "projects", path: "learning/projects" },
  { id: "mentor", path: "mentor/1:1" },
  { id: "internships", path: "market/internships" },
  { id: "companies", path: "market/companies" },
  { id: "portfolio", path: "portfolio" },
  { id: "analytics", path: "analytics" },
  { id: "community", path: "community" },
  { id: "resources", path: "resources" },
  { id: "settings", path: "settings" },
  { id: "help", path: "help" },
] as const;

export const learnerSectionHref = (path: string) => `${learnerPortalPath}/${path}`;
export const learnerDashboardPath = learnerSectionHref("dashboard");

/** The former portal's paths (the dashboard was its index, the mentor section `mentor`) at their new place. */
export function movedLearnerPath(pathname: string) {
  const rest = pathname.slice(formerLearnerPortalPath.length).replace(/^\/+|\/+$/g, "");
  if (!rest) return learnerDashboardPath;
  return learnerSectionHref(rest === "mentor" ? "mentor/1:1" : rest);
}
