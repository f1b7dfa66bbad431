import { layout, prefix, index } from "@react-router/dev/routes";

/** The faculty dashboard (spec 001 §2) under /teacher/portal: teachers only (its layout's middleware). */
export const facultyPortalRoutes = [
  ...prefix("teacher/portal", [layout("routes/portals/faculty/layout.tsx", [index("routes/portals/faculty/dashboard.tsx")])]),
];
