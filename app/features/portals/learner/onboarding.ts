// The onboarding form (spec 001 §2): shared by its page and its server code.
import { z } from "zod";

export const tracks = ["ecommerce", "digital-marketing", "martech"] as const;
export const competencyKeys = ["research", "content", "analytics", "ads", "automation", "communication"] as const;

/** A self-rating: 1 (new to it) to 5 (confident). */
const rating = z.coerce.number({ error: "ratingRequired" }).int("ratingRequired").min(1, "ratingRequired").max(5, "ratingRequired");

/** The onboarding form: a track and a self-rating per competency (`competencyKeys`). */
export const onboardingSchema = z.object({
  track: z.enum(tracks, { error: "trackRequired" }),
  research: rating,
  content: rating,
  analytics: rating,
  ads: rating,
  automation: rating,
  communication: rating,
});

export type OnboardingAnswers = z.infer<typeof onboardingSchema>;
