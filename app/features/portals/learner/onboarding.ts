// The onboarding form's choices (spec 001 §2), for its page and its server code. No zod here: it
// would reach the browser (its eval probe trips the CSP); the schema is server-only (onboarding.server.ts).
export const tracks = ["ecommerce", "digital-marketing", "martech"] as const;
