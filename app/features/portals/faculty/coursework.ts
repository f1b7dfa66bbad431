// Coursework a teacher sets and grades (issue 49, items 1 and 3): the limits and shapes the server
// and the pages share (coursework.server.ts checks, the forms show the same limits).
import type { FormReply } from "~/features/forms/reply";

/** A form-level refusal of a coursework form: its key is under `teaching:errors` (or `teaching:outcomes`). */
export type CourseworkError = { key: "not-found" } | { key: "failed" } | { key: "itemInUse" };
/** What every coursework action answers: the reply, and the intent it was for (a page with several forms shows it at the right one). */
export type CourseworkReply = FormReply<CourseworkError, { intent: string }>;

/** How long each text may be, the rubric's rows on the form, the highest maximum grade. */
export const courseworkLimits = {
  title: 200,
  brief: 5000,
  criterion: 200,
  /** The rows the form shows (without JavaScript nothing adds one); Directus takes up to 10. */
  criteria: 5,
  maxGrade: 1000,
  feedback: 5000,
} as const;

/** The competencies an item may count towards (their names: portal.json `competencies`). */
export const competencyKeys = ["research", "content", "analytics", "ads", "automation", "communication"] as const;
export type CompetencyKey = (typeof competencyKeys)[number];
export const isCompetencyKey = (value: unknown): value is CompetencyKey => competencyKeys.some((key) => key === value);

export interface RubricCriterion {
  criterion: string;
  points: number;
}

/** A stored rubric (`seed_grading_items.rubric`) as criteria; anything else is none. */
export function rubricOf(value: unknown): RubricCriterion[] {
  return storedObjects(value).flatMap(({ criterion, points }) =>
    typeof criterion === "string" && Number(points) > 0 ? [{ criterion, points: Number(points) }] : [],
  );
}

/** Stored competency keys as the known ones. */
export function competenciesOf(value: unknown): CompetencyKey[] {
  const keys = stored(value);
  return Array.isArray(keys) ? keys.filter(isCompetencyKey) : [];
}

/** Stored rubric scores (`seed_grades.rubric_scores`), one number per criterion, or none. */
export function scoresOf(value: unknown): number[] | null {
  const scores = stored(value);
  return Array.isArray(scores) && scores.every((score) => typeof score === "number") ? scores : null;
}

/** A stored JSON column, which Directus gives as text or already read; text that is not JSON is none. */
function stored(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}

/** The objects of a stored JSON list; anything else in it, or anything but a list, is none. */
function storedObjects(value: unknown): Record<string, unknown>[] {
  const rows = stored(value);
  return Array.isArray(rows) ? rows.filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === "object") : [];
}

/** An item's maximum grade: 10 for the items made before it had one. */
export const maxGradeOf = (value: unknown) => (typeof value === "number" && value > 0 ? value : 10);

/** A file a hand-in lists (issue 49, item 2), as the pages show it: served by `/media/:id` to whoever may read it. */
export interface HandInFileView {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** A stored hand-in's `files` (`[{ id, name, type, size }]`, written by seed-teaching-rules) as files; anything else is none. */
export function handInFilesOf(value: unknown): HandInFileView[] {
  return storedObjects(value).flatMap(({ id, name, type, size }) =>
    typeof id === "string" && typeof name === "string"
      ? [{ id, name, type: typeof type === "string" ? type : "", size: Number(size) || 0 }]
      : [],
  );
}
