import type { NewsletterStatus } from "~/features/cms/schema";

/** The states of an address (double opt-in, issue 17), in the order the staff page lists them. */
export const newsletterStatuses = ["pending", "confirmed", "unsubscribed"] as const satisfies readonly NewsletterStatus[];

export function isNewsletterStatus(value: unknown): value is NewsletterStatus {
  return (newsletterStatuses as readonly unknown[]).includes(value);
}
