import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";

/** Newsletter box (spec §5): a required email. Messages are i18n keys under `site:newsletter.errors`. */
export const newsletterSchema = z.object({
  email: z.email({ error: (issue) => (issue.input === undefined ? "required" : "invalid") }).max(254, "invalid"),
  /** Honeypot, as on the cooperation form. */
  website: z.string().optional(),
});

/** What the /newsletter action answers (the fetcher and the no-JS page read the same shape). */
export interface NewsletterReply {
  result: SubmissionResult<string[]>;
  status: "subscribed" | "invalid" | "rateLimited" | "failed";
  back: string;
}
