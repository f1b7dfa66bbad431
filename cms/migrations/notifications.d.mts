import type { Migration } from "./index.mjs";

/** What a stored English title becomes (migration 001, issue 47). */
export function notificationFromTitle(title: string): {
  kind: string;
  params: Record<string, string | number> | null;
  link: string | null;
};
/** Migration 001's work on `collection`. */
export function titlesToKinds(collection: string): Migration["up"];
export const notificationKinds: Migration;
