import { deleteItem, readItem, readItems } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { CooperationRequest } from "~/features/cms/schema";
import { isCooperationType } from "~/features/cooperation/cooperation-types";
import { enqueueCooperationMail } from "~/features/cooperation/cooperation.server";
import { drainOutbox, retryMailsOf } from "~/features/mail/outbox.server";

/** One request for the per-row confirmation (null: gone, or not the reader's to see). */
export async function findCooperationRequest(client: DirectusClient, id: number): Promise<CooperationRequest | null> {
  return client.request(readItem("seed_cooperation_requests", id)).catch(() => null);
}

/** Staff's Delete (spam, a request handled elsewhere): read first, so a missing row is a 404, not a silent success. */
export async function deleteCooperationRequest(client: DirectusClient, id: number): Promise<{ ok: boolean }> {
  if (!(await findCooperationRequest(client, id))) return { ok: false };
  await client.request(deleteItem("seed_cooperation_requests", id));
  return { ok: true };
}

/** The newest cooperation requests, read with the staff member's own token (Directus decides). */
export function listCooperationRequests(client: DirectusClient, { limit = 100 } = {}): Promise<CooperationRequest[]> {
  return client.request(readItems("seed_cooperation_requests", { sort: ["-created_at"], limit }));
}

export type ResendOutcome = { ok: true } | { ok: false; reason: "not-found" | "mail-failed" };

/** How long Resend waits for the outbox's attempt before answering (it goes on retrying after). */
const RESEND_WAIT_MS = 15_000;

/**
 * Staff's Resend: the request's unsent mail becomes due now (or, if its mail went out or was never
 * recorded, a new one is recorded), this process sends it, and the answer says how that went.
 * Read with the staff member's token first, so only someone allowed to see the request can resend it.
 */
export async function resendCooperationRequest(client: DirectusClient, id: number): Promise<ResendOutcome> {
  let stored: CooperationRequest;
  try {
    stored = await client.request(readItem("seed_cooperation_requests", id));
  } catch {
    return { ok: false, reason: "not-found" };
  }
  const related = { collection: "seed_cooperation_requests", id };
  if ((await retryMailsOf(related)) === 0) {
    const details = {
      fullName: stored.full_name,
      email: stored.email,
      organization: stored.organization,
      cooperationType: isCooperationType(stored.cooperation_type) ? stored.cooperation_type : null,
      content: stored.content,
    };
    await enqueueCooperationMail(details, id);
  }
  await Promise.race([drainOutbox(), new Promise((resolve) => setTimeout(resolve, RESEND_WAIT_MS).unref())]);
  const after = await client.request(readItem("seed_cooperation_requests", id, { fields: ["delivery_status"] }));
  return after.delivery_status === "sent" ? { ok: true } : { ok: false, reason: "mail-failed" };
}
