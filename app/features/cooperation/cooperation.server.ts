import { createItem, updateItem } from "@directus/sdk";
import { env } from "~/env.server";
import { createServiceClient } from "~/features/cms/directus.server";
import { createFormLimiter } from "~/features/forms/limiter.server";
import { createRateLimiter } from "~/features/security/rate-limit.server";
import { isLanguage, type Language } from "~/features/i18n/locales";
import { describeMailFailure, sendMail } from "~/features/mail/mail.server";
import { enqueueMail } from "~/features/mail/outbox.server";
import { buildCooperationMail, type CooperationDetails } from "./cooperation-mail";

/** Spec 000 §8: a client sending too fast gets 429. Five requests per client + email per ten minutes: plenty for a person, a wall for a script. */
export const cooperationLimiter = createFormLimiter({
  name: "cooperation",
  perClient: { points: 50, seconds: 600 },
  perClientAndAccount: { points: 5, seconds: 600 },
});

/**
 * Confirmations to one address, from every client together (as the newsletter's): whoever types
 * someone else's address cannot flood their inbox. Over it the request is still stored and sent to
 * the academy; only the confirmation is left out, and the visitor is told the same (#31).
 */
const confirmationMails = createRateLimiter({ keyPrefix: "cooperation-confirm-mail", points: 5, durationSeconds: 60 * 60 });

/** Whether one more confirmation may go to this address now (counts it). */
export async function mayConfirmTo(email: string) {
  return (await confirmationMails.consume(email.trim().toLowerCase())).allowed;
}

export const cooperationMailTo = () => env.COOPERATION_MAIL_TO;

/** `error`: spec 000 §7's 'Network error' or 'Send failed', for 'Gửi thất bại: {error}'. */
export type CooperationOutcome = { ok: true } | { ok: false; error: string };

/** The academy's copy of a stored request, recorded in the outbox (its delivery state mirrors the mail's). */
export function enqueueCooperationMail(details: CooperationDetails, requestId: number) {
  return enqueueMail({
    kind: "cooperation-request",
    to: cooperationMailTo(),
    replyTo: details.email,
    locale: "vi",
    data: details,
    related: { collection: "seed_cooperation_requests", id: requestId },
  });
}

/**
 * Stores the request, then records two mails in the outbox (ADR 011): the request to the academy
 * and a confirmation to the sender in their language. The outbox sends them and retries until the
 * mail server takes them, so a stored request is accepted even while mail is down. Only when
 * Directus can't store it is the mail sent at once, the visitor told if that fails too.
 */
export async function submitCooperationRequest(input: CooperationDetails, locale: string): Promise<CooperationOutcome> {
  // Browsers send textarea line breaks as CRLF; store and mail them as plain newlines.
  const details = { ...input, content: input.content.replace(/\r\n?/g, "\n") };
  const language: Language = isLanguage(locale) ? locale : "vi";
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
        locale: language,
        delivery_status: "pending",
      }),
    );
    storedId = stored.id;
    await enqueueCooperationMail(details, storedId);
  } catch (error) {
    console.error("Cooperation request: could not store it or record its mail in Directus:", error);
    return sendDirectly(details, storedId);
  }
  if (!(await mayConfirmTo(details.email))) return { ok: true };
  await enqueueMail({
    kind: "cooperation-confirmation",
    to: details.email,
    locale: language,
    data: { fullName: details.fullName },
  }).catch((error: unknown) => console.error("Cooperation request: could not record the confirmation mail:", error));
  return { ok: true };
}

/** Directus could not record the mail: send it now, the only copy, and say how it went. */
async function sendDirectly(details: CooperationDetails, storedId: number | null): Promise<CooperationOutcome> {
  let outcome: CooperationOutcome = { ok: true };
  let deliveryError: string | null = null;
  try {
    await sendMail({ to: cooperationMailTo(), replyTo: details.email, ...buildCooperationMail(details) });
  } catch (error) {
    console.error("Cooperation request: mail failed:", error);
    const failure = describeMailFailure(error);
    outcome = { ok: false, error: failure.visitorText };
    deliveryError = failure.code;
  }
  if (storedId !== null) {
    await createServiceClient()
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
