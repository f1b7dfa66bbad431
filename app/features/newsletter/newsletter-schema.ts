import { z } from "~/features/security/zod";
import type { FormReply, RateLimitedError } from "~/features/forms/reply";

/** Newsletter box (spec 000 §5): a required email. Messages are i18n keys under `site:newsletter.errors`. */
export const newsletterSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "required" : "invalid") }).max(254, "invalid"),
});

/** Keys under `site:newsletter.errors`. */
export type NewsletterFormError = RateLimitedError | { key: "failed" };

/**
 * What the /newsletter action answers (the fetcher and the no-JS page read the same shape); `back`
 * is the page the visitor came from (the no-JS answer page links to it).
 */
export type NewsletterReply = FormReply<NewsletterFormError, { subscribed: boolean; back: string }>;
