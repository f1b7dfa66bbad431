import { z } from "~/features/security/zod";
import type { FormReply, RateLimitedError } from "~/features/forms/reply";

/** Newsletter box (spec 000 §5): a required email. Messages are keys under `site:replies.newsletter`, read by the action. */
export const newsletterSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "required" : "invalid") }).max(254, "invalid"),
});

/** Keys under `site:replies.newsletter`. */
export type NewsletterFormError = RateLimitedError | { key: "failed" };

/**
 * What the /newsletter action answers (the fetcher and the no-JS page read the same shape); `back`
 * is the page the visitor came from (the no-JS answer page links to it); `message` the answer to
 * show, already in the visitor's language (ADR 012); `note` a second line under a success (double
 * opt-in: check your inbox).
 */
export type NewsletterReply = FormReply<NewsletterFormError, { subscribed: boolean; back: string; message: string; note?: string }>;
