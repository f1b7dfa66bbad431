import { index, layout, prefix, route } from "@react-router/dev/routes";
import { parseAdminContentPath } from "../../features/staff/admin/admin-path";

/** The admin content page's path, read when the app is built (issue 29, ADR 018). */
const adminPath = parseAdminContentPath(process.env.ADMIN_CONTENT_PATH).slice(1);

/**
 * Staff tools under /staff. The layout's middleware admits editors and content administrators
 * only, for loaders and actions alike; finer rules (e.g. delete = editors) stay in the actions.
 */
export const staffRoutes = [
  ...prefix("staff", [
    layout("routes/staff/layout.tsx", [
      route("requests", "routes/staff/requests.tsx"),
      route("subscribers", "routes/staff/subscribers.tsx"),
      route("subscribers.csv", "routes/staff/subscribers-csv.ts"),
    ]),
  ]),
  // The admin content page (issue 29): content administrators only, its own layout and 403 words.
  ...prefix(adminPath, [
    layout("routes/staff/admin/layout.tsx", [
      index("routes/staff/admin/content.tsx"),
      route("learners/:id", "routes/staff/admin/learner.tsx"),
      route("learners.csv", "routes/staff/admin/learners-csv.ts"),
      route("import", "routes/staff/admin/import.tsx"),
    ]),
  ]),
];
