import { createItem, updateItem } from "@directus/sdk";
import { createServiceClient } from "~/features/cms/directus.server";
import { sendMail } from "~/features/mail/mail.server";
import { clientKey, createRateLimiter, type RateLimitResult } from "~/features/security/rate-limit.server";
import { buildCooperationMail, type CooperationDetails } from "./cooperation-mail";

/**
 * Spec §8: a client sending too fast gets 429. Two counters, as for sign-in: a generous flood
 * guard per client (without TRUST_PROXY all anonymous visitors share one client key), and five
 * requests per client + email per ten minutes: plenty for a person, a wall for a script.
 */
const byClient = createRateLimiter({ keyPrefix: "cooperation-client", points: 50, durationSeconds: 600 });
const byClientAndEmail = createRateLimiter({ keyPrefix: "cooperation-email", points: 5, durationSeconds: 600 });

export async function limitCooperationRequest(request: Request, email: string): Promise<RateLimitResult> {
  const client = clientKey(request);
  const first = await byClient.consume(client);
  return first.allowed ? byClientAndEmail.consume(`${client}|${email.trim().toLowerCase()}`) : first;
}

export const cooperationMailTo = () => process.env.COOPERATION_MAIL_TO ?? "partners@example.com";

export type CooperationOutcome = { ok: true } | { ok: false; error: string };

/**
 * Stores the request first (DESIGN.md: a mail outage loses nothing), then mails it to the academy
 * and records how the delivery went. Succeeds when the mail was sent.
 */
export async function submitCooperationRequest(input: CooperationDetails, locale: string): Promise<CooperationOutcome> {
  // Browsers send textarea line breaks as CRLF; store and mail them as plain newlines.
  const details = { ...input, content: input.content.replace(/\r\n?/g, "\n") };
  const client = createServiceClient();
  let storedId: number | null = null;
  try {
    const stored = await client.request(
      createItem("seed_cooperation_requests", {
        full_name: details.fullName,
        email: details.email,
        organization: details.organization || null,
        cooperation_type: details.cooperationType ?? null,
        content: details.content,
        locale,
        delivery_status: "pending",
      }),
    );
    storedId = stored.id;
  } catch (error) {
    // Still try the mail: if it goes out, the academy has the request anyway.
    console.error("Cooperation request: could not store it in Directus:", error);
  }

  const mail = buildCooperationMail(details);
  let outcome: CooperationOutcome;
  try {
    await sendMail({ to: cooperationMailTo(), replyTo: details.email, ...mail });
    outcome = { ok: true };
  } catch (error) {
    console.error("Cooperation request: mail failed:", error);
    outcome = { ok: false, error: error instanceof Error ? error.message : "Send failed" };
  }

  if (storedId !== null) {
    await client
      .request(
        updateItem("seed_cooperation_requests", storedId, {
          delivery_status: outcome.ok ? "sent" : "failed",
          delivery_error: outcome.ok ? null : outcome.error,
        }),
      )
      .catch((error: unknown) => console.error("Cooperation request: could not record the delivery state:", error));
  }
  return outcome;
}
