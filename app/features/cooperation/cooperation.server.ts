import { createItem, updateItem } from "@directus/sdk";
import { env } from "~/env.server";
import { createServiceClient } from "~/features/cms/directus.server";
import { describeMailFailure, sendMail } from "~/features/mail/mail.server";
import { createFormLimiter } from "~/features/forms/limiter.server";
import { buildCooperationMail, type CooperationDetails } from "./cooperation-mail";

/** Spec 000 §8: a client sending too fast gets 429. Five requests per client + email per ten minutes: plenty for a person, a wall for a script. */
export const cooperationLimiter = createFormLimiter({
  name: "cooperation",
  perClient: { points: 50, seconds: 600 },
  perClientAndAccount: { points: 5, seconds: 600 },
});

export const cooperationMailTo = () => env.COOPERATION_MAIL_TO;

/** `error`: spec 000 §7's 'Network error' or 'Send failed', for 'Gửi thất bại: {error}'. */
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
  let deliveryError: string | null = null;
  try {
    await sendMail({ to: cooperationMailTo(), replyTo: details.email, ...mail });
    outcome = { ok: true };
  } catch (error) {
    console.error("Cooperation request: mail failed:", error);
    const failure = describeMailFailure(error);
    outcome = { ok: false, error: failure.visitorText };
    deliveryError = failure.code;
  }

  if (storedId !== null) {
    await client
      .request(
        updateItem("seed_cooperation_requests", storedId, {
          delivery_status: outcome.ok ? "sent" : "failed",
          delivery_error: deliveryError,
        }),
      )
      .catch((error: unknown) => console.error("Cooperation request: could not record the delivery state:", error));
  }
  return outcome;
}
