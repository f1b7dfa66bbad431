// What a faculty form post answers (ADR 008): the reply, the intent it was for (the dashboard holds
// several forms: the right one shows it) and, when it was done, what was done.
import type { FormReply } from "~/features/forms/reply";

/**
 * A form-level refusal: its key is under `portal:facultyDashboard.outcomes`, except a reply over its
 * allowance, whose words come with the answer (no page sends them beforehand: the dashboard's HTML
 * budget, issue 23).
 */
export type FacultyFormError =
  | { key: "unknown" }
  | { key: "not-found" }
  | { key: "failed" }
  | { key: "above-max"; count: number }
  | { key: "rateLimited"; message: string };

/** A done form that stays on its page (a schedule row's redirects with a flash): its words under `facultyDashboard.outcomes`. */
export interface FacultyDone {
  key: "graded" | "announced" | "attendance-saved" | "replied" | "marked-read";
  /** Attendance: how many learners' marks were saved. */
  count?: number;
}

export type FacultyReply = FormReply<FacultyFormError, { intent: string; done: FacultyDone | null }>;
