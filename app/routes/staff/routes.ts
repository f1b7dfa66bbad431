import { layout, prefix, route } from "@react-router/dev/routes";

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
];
