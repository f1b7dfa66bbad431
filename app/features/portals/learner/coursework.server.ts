// Coursework (issue 26): the grading items of the learner's classes, what they handed in and their
// grades, and the form that hands one in. Read and written with the learner's own token: Directus
// shows only the items of classes they are enrolled in and their own submissions and grades
// (cms/permissions/learning.mjs), and cms/extensions/seed-teaching-rules refuses a submission for
// another class's item. The app reads the item first, so "not yours" and "does not exist" are the
// same 404 (shared/SECURITY.md), and keeps to one submission per item (cms/schema/learning.mjs).
import { createItem, isDirectusError } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { read, readAtOnce, readRows, type ReadsResult } from "~/features/cms/read-at-once.server";
import { createFormLimiter } from "~/features/forms/limiter.server";
import { maxGradeOf, rubricOf, scoresOf } from "~/features/portals/faculty/coursework";
import { handInMaxLength, type CourseworkItem } from "./coursework";

/** Control characters never help (and PostgreSQL refuses NUL); tabs and newlines stay. */
const withoutControls = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "");

export const handInSchema = z.object({
  intent: z.literal("hand-in"),
  item: z.coerce
    .number({ error: "itemInvalid" })
    .int("itemInvalid")
    .positive("itemInvalid")
    .max(2 ** 31, "itemInvalid"),
  body: z
    .string({ error: "bodyRequired" })
    .transform((value) => withoutControls(value).replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, "bodyRequired").max(handInMaxLength, "bodyTooLong")),
});
/** The page's forms, one per intent (only hand-in so far). */
export const courseworkForms = z.discriminatedUnion("intent", [handInSchema]);
export type HandInInput = z.infer<typeof handInSchema>;

/** A flood guard: a learner hands in a few items a day, never hundreds. */
export const handInLimiter = createFormLimiter({
  name: "hand-in",
  perClient: { points: 120, seconds: 600 },
  perClientAndAccount: { points: 40, seconds: 600 },
});

/** What the projects page reads, at once (tests/integration/read-at-once.test.ts checks them against REST). */
export const courseworkReads = {
  gradingItems: read("seed_grading_items", {
    fields: ["id", "item", "due_on", "due_at", "brief", "max_grade", "rubric", { class: [{ course: ["code", "name"] }] }],
    sort: ["due_on", "id"],
    limit: 200,
  }),
  submissions: read("seed_submissions", { fields: ["id", "item", "created_at"], sort: ["created_at"], limit: 1000 }),
  grades: read("seed_grades", { fields: ["item", "grade", "feedback", "rubric_scores"], limit: 1000 }),
};

/** The items of the learner's classes, soonest due first, each with their submission and grade. */
export function toCoursework({ gradingItems, submissions, grades }: ReadsResult<typeof courseworkReads>): CourseworkItem[] {
  return gradingItems.map((row) => {
    const id = row.id;
    const handedIn = submissions.find((s) => s.item === id);
    const graded = grades.find((g) => g.item === id);
    const course = row.class?.course ?? null;
    return {
      id,
      item: row.item,
      course: course?.name ?? null,
      code: course?.code ?? null,
      dueOn: row.due_on,
      handedIn: Boolean(handedIn),
      handedInAt: handedIn?.created_at ?? null,
      grade: graded?.grade ?? null,
      brief: row.brief,
      dueAt: row.due_at,
      maxGrade: maxGradeOf(row.max_grade),
      rubric: rubricOf(row.rubric),
      scores: scoresOf(graded?.rubric_scores),
      feedback: graded?.feedback ?? null,
    };
  });
}

export async function readCoursework(client: DirectusClient) {
  return toCoursework(await readAtOnce(client, courseworkReads));
}

export type HandInOutcome = { outcome: "handed-in"; item: string } | { outcome: "not-found" } | { outcome: "already"; item: string };

/**
 * Hands in `body` for one of the learner's own items: reads the item with their token first (another
 * class's item or none at all: "not-found"), refuses a second submission ("already"), then creates the
 * row (Directus presets the learner). A Directus failure throws: the page says it could not be stored.
 */
export async function handIn(client: DirectusClient, form: HandInInput): Promise<HandInOutcome> {
  const [[item], [earlier]] = await Promise.all([
    readRows(client, "seed_grading_items", { filter: { id: { _eq: form.item } }, fields: ["id", "item"], limit: 1 }),
    readRows(client, "seed_submissions", { filter: { item: { _eq: form.item } }, fields: ["id"], limit: 1 }),
  ]);
  if (!item) return { outcome: "not-found" };
  const name = item.item;
  if (earlier) return { outcome: "already", item: name };
  try {
    await client.request(createItem("seed_submissions", { item: form.item, body: form.body }));
  } catch (error) {
    // The item left the learner's classes between the read and the write: Directus' hook refuses it.
    if (
      (error as { response?: unknown } | null)?.response instanceof Response &&
      (error as { response: Response }).response.status === 403
    ) {
      return { outcome: "not-found" };
    }
    // Another hand-in for the item got there first (two tabs at once): one per item (issue 51, item 6).
    if (isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE"))
      return { outcome: "already", item: name };
    throw error;
  }
  return { outcome: "handed-in", item: name };
}
