import { roleGroups } from "~/features/auth/user-context";

/** Who may open /media and /upload (issue 28): Administrator, seed-admin, seed-edit-post. */
export const mediaRoles = [...new Set([...roleGroups.editors, ...roleGroups.admins])] as readonly string[];
