import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";
import type { NewsletterSubscriber } from "~/features/cms/schema";

/**
 * The links in newsletter mails (issue 17) carry their own proof, so nothing is stored for them:
 * `<id>.<expiry>.<signature>`, the signature an HMAC-SHA256 over the link's purpose, the
 * subscriber's id and address, and the expiry. A deleted and re-added address gets a new id, so
 * old links die with the row. A confirmation link also signs the moment of the last unsubscribe:
 * one mailed before someone unsubscribed cannot sign them up again.
 */
export type LinkPurpose = "confirm" | "unsubscribe";

/** A confirmation link works for a week; an unsubscribe link (in every newsletter) for ever. */
const confirmLifetimeSeconds = 7 * 24 * 60 * 60;

/** Its own key, derived from the session secret: a newsletter signature can never pass for a session's. */
const key = createHmac("sha256", env.SESSION_SECRET ?? randomBytes(32))
  .update("seed-academy/newsletter-links/v1")
  .digest();

type Signed = Pick<NewsletterSubscriber, "id" | "email" | "unsubscribed_at">;

function signature(purpose: LinkPurpose, subscriber: Signed, expiry: string) {
  const generation = purpose === "confirm" ? (subscriber.unsubscribed_at ?? "") : "";
  return createHmac("sha256", key)
    .update([purpose, subscriber.id, subscriber.email.toLowerCase(), expiry, generation].join("\n"))
    .digest("base64url");
}

export function createLinkToken(purpose: LinkPurpose, subscriber: Signed, now = Date.now()) {
  const expiry = purpose === "confirm" ? Math.floor(now / 1000 + confirmLifetimeSeconds).toString(36) : "0";
  return `${subscriber.id}.${expiry}.${signature(purpose, subscriber, expiry)}`;
}

/** The subscriber id a token names, or null when it is not shaped like one of ours. */
export function tokenSubscriberId(token: string | null): number | null {
  const match = token?.match(/^([1-9]\d{0,15})\.([0-9a-z]{1,10})\.([\w-]{43})$/);
  return match ? Number(match[1]) : null;
}

export type TokenCheck = "valid" | "invalid" | "expired";

/** Whether `token` was made by us for this purpose and this subscriber (constant-time compare). */
export function checkLinkToken(purpose: LinkPurpose, token: string, subscriber: Signed, now = Date.now()): TokenCheck {
  const [id, expiry = "", given = ""] = token.split(".");
  if (Number(id) !== subscriber.id) return "invalid";
  const expected = Buffer.from(signature(purpose, subscriber, expiry));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return "invalid";
  if (purpose === "confirm" && parseInt(expiry, 36) * 1000 < now) return "expired";
  return "valid";
}
