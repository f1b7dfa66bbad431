/**
 * Spec 000 §3: the cooperation types offered in the form's select (all optional). Kept apart from the
 * zod schema so the browser bundle of the landing page does not carry zod.
 */
export const cooperationTypes = ["staff-training", "education", "mentor", "strategic-partner", "other"] as const;
export type CooperationType = (typeof cooperationTypes)[number];

export function isCooperationType(value: unknown): value is CooperationType {
  return typeof value === "string" && (cooperationTypes as readonly string[]).includes(value);
}
