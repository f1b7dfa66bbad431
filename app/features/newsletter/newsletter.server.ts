import { createItem, isDirectusError } from "@directus/sdk";
import { createServiceClient } from "~/features/cms/directus.server";
import { createFormLimiter } from "~/features/forms/limiter.server";

/** Ten sign-ups per client + address per ten minutes. */
export const newsletterLimiter = createFormLimiter({
  name: "newsletter",
  perClient: { points: 100, seconds: 600 },
  perClientAndAccount: { points: 10, seconds: 600 },
});

/**
 * Stores the address. A known address answers the same success (spec README: duplicates are not
 * an error, and the answer does not reveal who has subscribed).
 */
export async function subscribeToNewsletter(email: string, locale: string) {
  try {
    await createServiceClient().request(createItem("seed_newsletter_subscribers", { email: email.trim().toLowerCase(), locale }));
  } catch (error) {
    if (isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE")) return;
    throw error;
  }
}
