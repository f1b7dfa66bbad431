import { inviteUser, readUsers } from "@directus/sdk";
import { appUrl } from "~/features/auth/register.server";
import { createServiceClient } from "~/features/cms/directus.server";

/**
 * The seed-partner account that holds this address, if any (the app's service may read
 * seed-partner accounts only: a learner's or staff address is not found here).
 */
export async function findPartnerAccount(email: string): Promise<{ id: string; invited: boolean } | null> {
  const [existing] = await createServiceClient().request(
    readUsers({ filter: { email: { _eq: email } }, fields: ["id", "status"], limit: 1 }),
  );
  return existing?.id ? { id: String(existing.id), invited: existing.status === "invited" } : null;
}

/**
 * An ORG_ADMIN's invitation of a new member (issue 30): the app's service token asks Directus to
 * invite the address with the seed-partner role (Directus sends its invitation mail, which our mail
 * hook turns into the set-password mail), then finds the invited user's id. Directus lets the
 * service create seed-partner users only (cms/permissions/partners.mjs). The caller has checked the
 * member role, that the address is new or its own invitee, and adds the membership with the
 * ORG_ADMIN's own token. `null`: Directus refused the address (a learner's, staff's): the caller
 * answers as for a new address and sends nothing (issue 51, item 1: no account probing).
 */
export async function invitePartnerUser(request: Request, email: string, roleId: string): Promise<{ id: string } | null> {
  try {
    await createServiceClient().request(inviteUser(email, roleId, `${appUrl(request)}/set-password`));
  } catch (error) {
    console.warn("Partner portal: an invitation was refused:", error);
    return null;
  }
  const invited = await findPartnerAccount(email);
  return invited ? { id: invited.id } : null;
}
