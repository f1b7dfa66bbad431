import { hasRole, roleGroups, type SessionUser } from "./user-context";

/**
 * Where `/portal` sends a signed-in user (spec README: "the portal of their role").
 * The role portals (learner, faculty, partner) are not built yet: editors and administrators go to
 * the news page, where they manage posts, and everyone else goes home. Point these at the portals
 * when they exist.
 */
export function portalPathFor(user: SessionUser) {
  if (hasRole(user, [...roleGroups.editors, ...roleGroups.admins])) return "/news";
  return "/";
}
