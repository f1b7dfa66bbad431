import { createItem, isDirectusError } from "@directus/sdk";
import { createServiceClient } from "~/features/cms/directus.server";
import { clientKey, createRateLimiter, type RateLimitResult } from "~/features/security/rate-limit.server";

/** A flood guard per client, and ten sign-ups per client + address per ten minutes. */
const byClient = createRateLimiter({ keyPrefix: "newsletter-client", points: 100, durationSeconds: 600 });
const byClientAndEmail = createRateLimiter({ keyPrefix: "newsletter-email", points: 10, durationSeconds: 600 });

export async function limitNewsletterSignup(request: Request, email: string): Promise<RateLimitResult> {
  const client = clientKey(request);
  const first = await byClient.consume(client);
  return first.allowed ? byClientAndEmail.consume(`${client}|${email.trim().toLowerCase()}`) : first;
}

/**
 * Stores the address. A known address answers the same success (spec README: duplicates are not
 * an error, and the answer does not reveal who has subscribed).
 */
export async function subscribeToNewsletter(email: string, locale: string) {
  try {
    await createServiceClient().request(
      createItem("seed_newsletter_subscribers", { email: email.trim().toLowerCase(), locale }),
    );
  } catch (error) {
    if (isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE")) return;
    throw error;
  }
}
