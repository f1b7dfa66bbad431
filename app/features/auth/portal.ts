import { learnerDashboardPath } from "~/features/portals/learner/sections";
import { facultyPortalPath } from "~/features/portals/faculty/paths";
import { adminContentPath } from "~/features/staff/admin/admin-path";
import { partnerDashboardPath } from "~/features/portals/partner/paths";
import { hasRole, roleGroups, type SessionUser } from "./user-context";

/**
 * Where `/portal` sends a signed-in user (spec README: "the portal of their role"): a learner to
 * their dashboard (its loader sends one who has not finished onboarding there), a teacher to the
 * faculty dashboard, content administrators to the admin content page, a partner to the partner
 * portal's dashboard, editors to /staff; anyone else goes home.
 */
export function portalPathFor(user: SessionUser) {
  if (hasRole(user, roleGroups.learners)) return learnerDashboardPath;
  if (hasRole(user, roleGroups.faculty)) return facultyPortalPath;
  // Content administrators (Administrator, seed-admin) to the admin content page (issue 29).
  if (hasRole(user, roleGroups.admins)) return adminContentPath;
  if (hasRole(user, roleGroups.partners)) return partnerDashboardPath;
  // Editors to the staff tools (issue 47); content administrators keep the admin page, linked from there.
  if (hasRole(user, roleGroups.editors)) return "/staff";
  return "/";
}
