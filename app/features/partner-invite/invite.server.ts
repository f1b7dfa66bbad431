import { inviteUser, readUsers } from "@directus/sdk";
import { appUrl } from "~/features/auth/register.server";
import { createServiceClient } from "~/features/cms/directus.server";

/**
 * An ORG_ADMIN's invitation of a new member (issue 30): the app's service token asks Directus to
 * invite the address with the seed-partner role (Directus sends its invitation mail, which our mail
 * hook turns into the set-password mail), then finds the invited user's id. Directus lets the
 * service create seed-partner users only (cms/permissions/partners.mjs). The caller has checked the
 * member role and adds the membership with the ORG_ADMIN's own token.
 */
export async function invitePartnerUser(request: Request, email: string, roleId: string): Promise<{ id: string } | "taken"> {
  const service = createServiceClient();
  const [existing] = await service.request(readUsers({ filter: { email: { _eq: email } }, fields: ["id", "status"], limit: 1 }));
  if (existing && existing.status !== "invited") return "taken";
  try {
    await service.request(inviteUser(email, roleId, `${appUrl(request)}/set-password`));
  } catch (error) {
    // Somebody else's address (a learner, staff): Directus refuses it, and we say only that it is taken.
    console.warn("Partner portal: an invitation was refused:", error);
    return "taken";
  }
  const [invited] = await service.request(readUsers({ filter: { email: { _eq: email } }, fields: ["id"], limit: 1 }));
  // Not a seed-partner account after all (Directus does not say whose the address is): taken.
  if (!invited?.id) return "taken";
  return { id: String(invited.id) };
}
