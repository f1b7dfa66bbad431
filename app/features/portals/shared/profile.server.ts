import { readMe, readRole } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";

export interface OwnProfile {
  firstName: string | null;
  lastName: string | null;
  email: string;
  /** The Directus role's name (e.g. "seed-user"), or null. */
  roleName: string | null;
}

/**
 * The signed-in person's own profile, read with their own token: Directus lets every app role read
 * only its own user row and its own role (cms/permissions/accounts.mjs).
 */
export async function readOwnProfile(client: DirectusClient): Promise<OwnProfile> {
  const me = await client.request(readMe({ fields: ["first_name", "last_name", "email", "role"] }));
  const roleId = typeof me.role === "string" ? me.role : null;
  const role = roleId ? await client.request(readRole(roleId, { fields: ["name"] })) : null;
  return { firstName: me.first_name ?? null, lastName: me.last_name ?? null, email: me.email ?? "", roleName: role?.name ?? null };
}
