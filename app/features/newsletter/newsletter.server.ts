import { aggregate, createItem, deleteItem, isDirectusError, readItem, readItems, updateItem } from "@directus/sdk";
import { appUrl } from "~/features/auth/register.server";
import { createServiceClient, type DirectusClient } from "~/features/cms/directus.server";
import type { NewsletterStatus, NewsletterSubscriber } from "~/features/cms/schema";
import { createFormLimiter } from "~/features/forms/limiter.server";
import { fallbackLanguage, isLanguage, type Language } from "~/features/i18n/locales";
import { enqueueMail, kickOutbox } from "~/features/mail/outbox.server";
import { createRateLimiter } from "~/features/security/rate-limit.server";
import { isNewsletterStatus } from "./statuses";
import { checkLinkToken, createLinkToken, tokenSubscriberId, type LinkPurpose } from "./newsletter-links.server";

/** Ten sign-ups per client + address per ten minutes. */
export const newsletterLimiter = createFormLimiter({
  name: "newsletter",
  perClient: { points: 100, seconds: 600 },
  perClientAndAccount: { points: 10, seconds: 600 },
});

/**
 * Confirmation mails to one address, from every client together: whoever types someone else's
 * address cannot flood their inbox. Over the allowance the form still answers success (it must
 * not tell what it did) and sends nothing.
 */
const confirmationMails = createRateLimiter({ keyPrefix: "newsletter-confirm-mail", points: 5, durationSeconds: 60 * 60 });

const languageOf = (locale: string | null | undefined): Language => (isLanguage(locale) ? locale : fallbackLanguage);

const linkTo = (request: Request, purpose: LinkPurpose, subscriber: NewsletterSubscriber) =>
  `${appUrl(request)}/newsletter/${purpose}?token=${createLinkToken(purpose, subscriber)}`;

async function findByEmail(email: string) {
  const [found] = await createServiceClient().request(
    readItems("seed_newsletter_subscribers", { filter: { email: { _eq: email } }, limit: 1 }),
  );
  return found;
}

/** Stores the address as pending; a race with the same address finds the row the other request made. */
async function createPending(email: string, locale: Language): Promise<NewsletterSubscriber> {
  try {
    return await createServiceClient().request(createItem("seed_newsletter_subscribers", { email, locale, status: "pending" }));
  } catch (error) {
    const duplicate = isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE");
    const found = duplicate ? await findByEmail(email) : undefined;
    if (!found) throw error;
    return found;
  }
}

/**
 * A sign-up (double opt-in, issue 17). Every case answers the same to the visitor (spec README:
 * duplicates are not an error, and the answer does not reveal who has subscribed):
 * new → pending + confirmation mail; pending → the confirmation again; unsubscribed → pending
 * again with a new confirmation; confirmed → nothing new is sent.
 */
export async function subscribeToNewsletter(request: Request, email: string, locale: Language) {
  const address = email.trim().toLowerCase();
  let subscriber = (await findByEmail(address)) ?? (await createPending(address, locale));
  if (subscriber.status === "confirmed") return;
  if (subscriber.status !== "pending" || subscriber.locale !== locale) {
    // The language of this sign-up is the one its mails are written in.
    subscriber = await createServiceClient().request(
      updateItem("seed_newsletter_subscribers", subscriber.id, { status: "pending", locale }),
    );
  }
  if (!(await confirmationMails.consume(address)).allowed) return;
  await enqueueMail({
    kind: "newsletter-confirm",
    to: address,
    locale,
    data: { url: linkTo(request, "confirm", subscriber) },
    related: { collection: "seed_newsletter_subscribers", id: subscriber.id },
  });
  kickOutbox();
}

export type LinkOutcome =
  { ok: true; subscriber: NewsletterSubscriber; changed: boolean } | { ok: false; reason: "missing" | "invalid" | "expired" };

/**
 * The subscriber a link's token names, if the token is ours, for this purpose and still valid. It
 * changes nothing: opening a link shows this, and the page's button does the change (SECURITY.md).
 */
export async function subscriberFor(purpose: LinkPurpose, token: string | null): Promise<LinkOutcome> {
  if (!token) return { ok: false, reason: "missing" };
  const id = tokenSubscriberId(token);
  if (id === null) return { ok: false, reason: "invalid" };
  let subscriber: NewsletterSubscriber;
  try {
    subscriber = await createServiceClient().request(readItem("seed_newsletter_subscribers", id));
  } catch (error) {
    // Directus answers 403 for an item that does not exist.
    if (isDirectusError(error) && error.response?.status === 403) return { ok: false, reason: "invalid" };
    throw error;
  }
  const check = checkLinkToken(purpose, token, subscriber);
  return check === "valid" ? { ok: true, subscriber, changed: false } : { ok: false, reason: check };
}

/**
 * The confirmation page's button: pending → confirmed, and the welcome mail with the unsubscribe
 * link. Pressing it again changes nothing and sends nothing.
 */
export async function confirmSubscription(request: Request, token: string | null): Promise<LinkOutcome> {
  const found = await subscriberFor("confirm", token);
  if (!found.ok || found.subscriber.status === "confirmed") return found;
  // A valid confirmation token names a pending row: an unsubscribe since it was mailed voids it.
  const subscriber = await createServiceClient().request(
    updateItem("seed_newsletter_subscribers", found.subscriber.id, { status: "confirmed", confirmed_at: new Date().toISOString() }),
  );
  await enqueueMail({
    kind: "newsletter-welcome",
    to: subscriber.email,
    locale: languageOf(subscriber.locale),
    data: { unsubscribeUrl: newsletterUnsubscribeUrl(request, subscriber) },
    related: { collection: "seed_newsletter_subscribers", id: subscriber.id },
  });
  kickOutbox();
  return { ok: true, subscriber, changed: true };
}

/** The one-click unsubscribe link of every newsletter mail (also its List-Unsubscribe header). */
export function newsletterUnsubscribeUrl(request: Request, subscriber: NewsletterSubscriber) {
  return linkTo(request, "unsubscribe", subscriber);
}

/** The unsubscribe page's button, or an RFC 8058 one-click post to the link: unsubscribed; again is harmless. */
export async function unsubscribe(token: string | null): Promise<LinkOutcome> {
  const found = await subscriberFor("unsubscribe", token);
  if (!found.ok || found.subscriber.status === "unsubscribed") return found;
  const subscriber = await createServiceClient().request(
    updateItem("seed_newsletter_subscribers", found.subscriber.id, { status: "unsubscribed", unsubscribed_at: new Date().toISOString() }),
  );
  return { ok: true, subscriber, changed: true };
}

// ---- Staff: read with the staff member's own token (Directus decides who may). ----

/** How many addresses are in each state. */
export async function countSubscribers(client: DirectusClient): Promise<Record<NewsletterStatus, number>> {
  const rows = await client.request(aggregate("seed_newsletter_subscribers", { aggregate: { count: "*" }, groupBy: ["status"] }));
  const counts: Record<NewsletterStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
  for (const row of rows as Array<{ status: string; count: number | string }>) {
    if (isNewsletterStatus(row.status)) counts[row.status] = Number(row.count);
  }
  return counts;
}

/** The newest subscribers (of one state, or all); `limit: -1` for every one (the export). */
export function listSubscribers(client: DirectusClient, { status, limit }: { status: NewsletterStatus | null; limit: number }) {
  return client.request(
    readItems("seed_newsletter_subscribers", {
      filter: status ? { status: { _eq: status } } : {},
      sort: ["-created_at", "-id"],
      limit,
    }),
  );
}

/** One address for the per-row confirmation (null: gone, or not the reader's to see). */
export function findSubscriber(client: DirectusClient, id: number): Promise<NewsletterSubscriber | null> {
  return client.request(readItem("seed_newsletter_subscribers", id)).catch(() => null);
}

/**
 * Staff's row actions, with their own token: unsubscribe an address on the person's behalf (a
 * request by mail), or delete it altogether (erasure). False: the address is gone.
 */
export async function unsubscribeByStaff(client: DirectusClient, id: number): Promise<boolean> {
  const subscriber = await findSubscriber(client, id);
  if (!subscriber) return false;
  if (subscriber.status !== "unsubscribed") {
    await client.request(
      updateItem(
        "seed_newsletter_subscribers",
        id,
        { status: "unsubscribed", unsubscribed_at: new Date().toISOString() },
        { fields: ["id"] },
      ),
    );
  }
  return true;
}

export async function deleteSubscriber(client: DirectusClient, id: number): Promise<boolean> {
  if (!(await findSubscriber(client, id))) return false;
  await client.request(deleteItem("seed_newsletter_subscribers", id));
  return true;
}
