import { route } from "@react-router/dev/routes";

/**
 * The role portals. `/portal` sends a signed-in person to the portal of their role. Each portal
 * (learner, faculty, partner) gets its own table here: `...prefix("portal/learner", [layout(…)])`
 * with a layout whose middleware admits only that role.
 */
export const portalRoutes = [route("portal", "routes/portals/redirect.ts")];
