import { route } from "@react-router/dev/routes";
import { facultyPortalRoutes } from "./faculty/routes";
import { learnerPortalRoutes } from "./learner/routes";
import { partnerPortalRoutes } from "./partner/routes";

/**
 * The role portals. `/portal` sends a signed-in person to the portal of their role. Each portal has
 * its own table and a layout whose middleware admits only its role, with its own header, navigation,
 * error page and pending state; a page is a route module plus one line in its table.
 */
export const portalRoutes = [
  route("portal", "routes/portals/redirect.ts"),
  ...learnerPortalRoutes,
  ...facultyPortalRoutes,
  ...partnerPortalRoutes,
];
