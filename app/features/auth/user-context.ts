import { createContext } from "react-router";

/** The signed-in user as the app knows it (spec 000 §3: user from /users/me, role name from /roles). */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** The Directus role's name, e.g. "Administrator", "seed-edit-post"; null when it has none. */
  roleName: string | null;
}

/** Set by the session middleware on every request: null when signed out. */
export const userContext = createContext<SessionUser | null>(null);

/** Role groups (DESIGN.md): names compare case-insensitively. */
export const roleGroups = {
  editors: ["Administrator", "seed-edit-post"],
  admins: ["Administrator", "seed-admin"],
  /** The learner portal's people: registered learners (cms/permissions/accounts.mjs). */
  learners: ["seed-user"],
  /** The faculty dashboard's people: teachers (cms/permissions/learning.mjs). */
  faculty: ["seed-faculty"],
  /** The enterprise partner portal's people: members of a partner company (cms/permissions/partners.mjs). */
  partners: ["seed-partner"],
} as const;

export function hasRole(user: SessionUser | null, allowed: readonly string[]) {
  const name = user?.roleName?.toLowerCase();
  return Boolean(name && allowed.some((role) => role.toLowerCase() === name));
}
