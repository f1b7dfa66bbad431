/** How many rows each table shows per page (issue 29: learners 100 a page). */
export const postsPageSize = 20;
export const learnersPageSize = 100;

/** Spec 001 §7: the users page size is clamped between 1 and 500 (the admin page asks 1000). */
export const usersAsked = 1000;
export function clampUsersPageSize(size: number) {
  if (!Number.isFinite(size)) return 500;
  return Math.min(500, Math.max(1, Math.trunc(size)));
}

export interface LearnerRow {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  role: { id: string; name: string } | null;
  status: string;
}

/** Spec 001 §2: the full name, else the email, else null (the page says 'Unknown'). */
export function displayName(user: Pick<LearnerRow, "first_name" | "last_name"> & { email?: string | null }) {
  const full = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return full || user.email?.trim() || null;
}

/** Two letters from the first and last name; null: show a person icon. */
export function initials(user: Pick<LearnerRow, "first_name" | "last_name">) {
  const first = user.first_name?.trim()[0];
  const last = user.last_name?.trim()[0];
  if (!first && !last) return null;
  return `${first ?? ""}${last ?? ""}`.toLocaleUpperCase();
}

/** Spec 001 §2: suspended when the status is suspended or blocked. */
export const isSuspended = (status: string) => status === "suspended" || status === "blocked";
/** An account that has not shown it owns its address yet: it registered, or was invited, and never confirmed (issue 51, item 3). */
export const isUnconfirmed = (status: string) => status === "unverified" || status === "invited";

/**
 * The users call's error as the page shows it (issue 29): the answer's first error message, else the
 * error's message, else a `message`, else the status text; by default 'Failed to load seed users.'.
 */
export function usersErrorText(error: unknown): string {
  const fallback = "Failed to load seed users.";
  if (!error || typeof error !== "object") return typeof error === "string" && error ? error : fallback;
  const value = error as {
    errors?: { message?: unknown }[];
    error?: { message?: unknown };
    message?: unknown;
    response?: { statusText?: unknown };
  };
  const candidates = [value.errors?.[0]?.message, value.error?.message, value.message, value.response?.statusText];
  const found = candidates.find((candidate) => typeof candidate === "string" && candidate.trim());
  return typeof found === "string" ? found : fallback;
}

/** The cohorts the classes are taught to, each once, as a choice (Move to cohort…, the bulk form). */
export function cohortsOf(classes: readonly { cohort: string | null }[]) {
  return [...new Set(classes.map((option) => option.cohort).filter((cohort): cohort is string => Boolean(cohort)))].map((cohort) => ({
    value: cohort,
    label: cohort,
  }));
}

/** What a learner's dialog says of them: their name (else 'Unknown' is the view's) and address. */
export function learnerWords(learner: Pick<LearnerRow, "first_name" | "last_name" | "email">) {
  return { name: displayName(learner) ?? "", email: learner.email ?? "" };
}
