import { learnerDashboardPath } from "~/features/portals/learner/sections";
import { facultyPortalPath } from "~/features/portals/faculty/paths";
import { partnerDashboardPath } from "~/features/portals/partner/paths";
import { hasRole, roleGroups, type SessionUser } from "./user-context";

/**
 * Where `/portal` sends a signed-in user (spec README: "the portal of their role"): a learner to
 * their dashboard (its loader sends one who has not finished onboarding there), a teacher to the
 * faculty dashboard, editors and administrators to the news page, where they manage posts, a
 * partner to the partner portal's dashboard; anyone else goes home.
 */
export function portalPathFor(user: SessionUser) {
  if (hasRole(user, roleGroups.learners)) return learnerDashboardPath;
  if (hasRole(user, roleGroups.faculty)) return facultyPortalPath;
  if (hasRole(user, roleGroups.partners)) return partnerDashboardPath;
  if (hasRole(user, [...roleGroups.editors, ...roleGroups.admins])) return "/news";
  return "/";
}
