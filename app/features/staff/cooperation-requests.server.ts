import { readItem, readItems, updateItem } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { CooperationRequest } from "~/features/cms/schema";
import { buildCooperationMail } from "~/features/cooperation/cooperation-mail";
import { isCooperationType } from "~/features/cooperation/cooperation-types";
import { cooperationMailTo } from "~/features/cooperation/cooperation.server";
import { describeMailFailure, sendMail } from "~/features/mail/mail.server";

/** The newest cooperation requests, read with the staff member's own token (Directus decides). */
export function listCooperationRequests(client: DirectusClient, { limit = 100 } = {}): Promise<CooperationRequest[]> {
  return client.request(readItems("seed_cooperation_requests", { sort: ["-created_at"], limit }));
}

export type ResendOutcome = { ok: true } | { ok: false; reason: "not-found" | "mail-failed" };

/** Mails a stored request to the academy again and records the new delivery state. */
export async function resendCooperationRequest(client: DirectusClient, id: number): Promise<ResendOutcome> {
  let stored: CooperationRequest;
  try {
    stored = await client.request(readItem("seed_cooperation_requests", id));
  } catch {
    return { ok: false, reason: "not-found" };
  }
  const mail = buildCooperationMail({
    fullName: stored.full_name,
    email: stored.email,
    organization: stored.organization,
    cooperationType: isCooperationType(stored.cooperation_type) ? stored.cooperation_type : null,
    content: stored.content,
  });
  let error: string | null = null;
  try {
    await sendMail({ to: cooperationMailTo(), replyTo: stored.email, ...mail });
  } catch (cause) {
    console.error("Cooperation request: resend failed:", cause);
    error = describeMailFailure(cause).code;
  }
  await client.request(updateItem("seed_cooperation_requests", id, { delivery_status: error ? "failed" : "sent", delivery_error: error }));
  return error ? { ok: false, reason: "mail-failed" } : { ok: true };
}
