import type { Migration } from "./index.mjs";

/** The learner FAQ as the nine locale files held it: [question, answer] in the order the page showed. */
export const learnerFaq: Record<"en" | "vi" | "id" | "ms" | "th" | "fil" | "km" | "lo" | "my", [string, string][]>;
export const faqToCollection: Migration;
