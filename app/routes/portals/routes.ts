import { index, layout, prefix, route } from "@react-router/dev/routes";

/**
 * The role portals. `/portal` sends a signed-in person to the portal of their role. Each portal has
 * a layout whose middleware admits only its role, with its own header, navigation, error page and
 * pending state; a page is a route module plus one line here. The "not open yet" page answers the
 * sections that have no page yet. Faculty and partner portals come when their roles exist
 * (cms/permissions declares neither yet).
 */
export const portalRoutes = [
  route("portal", "routes/portals/redirect.ts"),
  ...prefix("portal/learner", [
    layout("routes/portals/learner/layout.tsx", [
      index("routes/portals/learner/dashboard.tsx"),
      route("*", "routes/portals/learner/not-open.tsx"),
    ]),
  ]),
];
