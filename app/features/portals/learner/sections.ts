/** Where the learner portal lives; its pages are under it (app/routes/portals/routes.ts). */
export const learnerPortalPath = "/portal/learner";

/**
 * The learner portal's sections (spec 001 §2, "Learner portal"), in its navigation's order, with
 * their paths under `learnerPortalPath`. A section without its page yet opens the portal's
 * "not open yet" page; giving it a page is a route module and one line in the portals table.
 */
export const learnerSections = [
  { id: "dashboard", path: "" },
  { id: "onboarding", path: "onboarding" },
  { id: "assessment", path: "assessment" },
  { id: "tracks", path: "learning/tracks" },
  { id: "projects", path: "learning/projects" },
  { id: "mentor", path: "mentor" },
  { id: "internships", path: "market/internships" },
  { id: "companies", path: "market/companies" },
  { id: "portfolio", path: "portfolio" },
  { id: "analytics", path: "analytics" },
  { id: "community", path: "community" },
  { id: "resources", path: "resources" },
  { id: "settings", path: "settings" },
  { id: "help", path: "help" },
] as const;

export const learnerSectionHref = (path: string) => (path ? `${learnerPortalPath}/${path}` : learnerPortalPath);
