import { learnerPortalPath } from "~/features/portals/learner/sections";
import { hasRole, roleGroups, type SessionUser } from "./user-context";

/**
 * Where `/portal` sends a signed-in user (spec README: "the portal of their role"): a learner to
 * the learner portal; editors and administrators to the news page, where they manage posts.
 * Faculty and partner portals come with their roles (cms/permissions has neither yet); anyone
 * else goes home.
 */
export function portalPathFor(user: SessionUser) {
  if (hasRole(user, roleGroups.learners)) return learnerPortalPath;
  if (hasRole(user, [...roleGroups.editors, ...roleGroups.admins])) return "/news";
  return "/";
}
