import { index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The learner portal (spec 001 §2) under /student/portal; its former place /portal/learner answers
 * 301 to the same section here. Sections without their page yet answer the portal's "not open yet".
 */
export const learnerPortalRoutes = [
  route("portal/learner/*", "routes/portals/learner/moved.ts"),
  ...prefix("student/portal", [
    index("routes/portals/learner/index.ts"),
    layout("routes/portals/learner/layout.tsx", [
      route("dashboard", "routes/portals/learner/dashboard.tsx"),
      route("onboarding", "routes/portals/learner/onboarding.tsx"),
      route("mentor/1:1", "routes/portals/learner/mentor.tsx"),
      route("community", "routes/portals/learner/community.tsx"),
      route("search", "routes/portals/learner/search.tsx"),
      route("assessment", "routes/portals/learner/assessment.tsx"),
      route("settings", "routes/portals/learner/settings.tsx"),
      route("resources", "routes/portals/learner/resources.tsx"),
      route("help", "routes/portals/learner/help.tsx"),
      route("notifications", "routes/portals/learner/notifications.tsx"),
      // Projects with the learner's coursework and its hand-in form (the id the read-only section had).
      route("learning/projects", "routes/portals/learner/projects.tsx", { id: "learner-section-learning-projects" }),
      // The open jobs with the learner's applications and the form to apply (issue 48; the id the
      // read-only section had), and each job's own page.
      route("market/internships", "routes/portals/learner/internships.tsx", { id: "learner-section-market-internships" }),
      route("market/internships/:id", "routes/portals/learner/internship.tsx"),
      // Read-only sections, on the learner's own rows or the catalogue.
      route("learning/tracks", "routes/portals/learner/tracks.tsx"),
      route("market/companies", "routes/portals/learner/companies.tsx"),
      route("portfolio", "routes/portals/learner/portfolio.tsx"),
      route("analytics", "routes/portals/learner/analytics.tsx"),
      route("*", "routes/portals/learner/not-open.tsx"),
    ]),
  ]),
];
