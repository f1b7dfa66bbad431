import type { RouteConfig } from "@react-router/dev/routes";
import { authRoutes } from "./routes/auth/routes";
import { portalRoutes } from "./routes/portals/routes";
import { resourceRoutes } from "./routes/resources/routes";
import { siteRoutes } from "./routes/site/routes";
import { staffRoutes } from "./routes/staff/routes";

/**
 * The areas of the app. Each table lives beside its pages and wraps them in the area's layout
 * (header, footer, error boundary, guard, translations): adding a page is one line there.
 * The site table ends with the catch-all 404, so it comes last.
 */
export default [...resourceRoutes, ...authRoutes, ...staffRoutes, ...portalRoutes, ...siteRoutes] satisfies RouteConfig;
