// Coursework (issue 49, items 1 and 3): a teacher sets, changes and removes grading items for the
// classes they teach, reads a learner's hand-in and grades it against the item's rubric. Everything is
// read and written with the teacher's own token: Directus shows them only their classes' rows
// (cms/permissions/learning.mjs), and cms/extensions/seed-teaching-rules holds the same rules the
// forms check here (the class theirs, the due moment to come, the rubric adding up, the grade within
// the item's maximum). Another class's item and one that does not exist are the same "not found".
import { createItem, deleteItem, isDirectusError, readItems, readUsers, updateItem } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { notify } from "~/features/notifications/notify.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import type { HandInVersion } from "~/features/portals/learner/coursework";
import { hasMarkup, plainText, wholeId, withoutControls } from "~/features/forms/text-rules.server";
import { toVersion } from "~/features/portals/learner/coursework.server";
import { isCalendarDate } from "./attendance";
import {
  competenciesOf,
  competencyKeys,
  courseworkLimits as limits,
  maxGradeOf,
  rubricOf,
  scoresOf,
  type CompetencyKey,
  type RubricCriterion,
} from "./coursework";
import { academyDayAndTime, academyMoment, isClockTime } from "./schedule";

const optionalText = (name: string, max: number) =>
  z
    .string()
    .transform(withoutControls)
    .pipe(
      z
        .string()
        .trim()
        .max(max, `${name}TooLong`)
        .refine((value) => !hasMarkup(value), "markup"),
    )
    .optional();
/** A number as the form sends it (a decimal point, no exponent): anything else is `invalid`. */
const decimal = (invalid: string) =>
  z
    .string({ error: invalid })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, invalid)
    .transform(Number);

const rows = Array.from({ length: limits.criteria }, (_, i) => i + 1);
const rubricFields = Object.fromEntries(
  rows.flatMap((n) => [
    [`criterion${n}`, optionalText("criterion", limits.criterion)],
    [`points${n}`, z.string().trim().optional()],
  ]),
) as Record<`criterion${number}` | `points${number}`, z.ZodOptional<z.ZodType<string, unknown>>>;

const itemFields = {
  class: wholeId("classInvalid"),
  title: plainText("title", limits.title, { lines: true }),
  brief: optionalText("brief", limits.brief),
  due_date: z.string({ error: "dueRequired" }).trim().refine(isCalendarDate, "dueInvalid"),
  due_time: z.string({ error: "dueRequired" }).trim().refine(isClockTime, "dueInvalid"),
  max_grade: decimal("maxInvalid").refine((max) => max > 0 && max <= limits.maxGrade, "maxRange"),
  competencies: z.preprocess(
    (value) => (value === undefined ? [] : [value].flat()),
    z.array(z.enum(competencyKeys, { error: "competencyInvalid" })).max(competencyKeys.length),
  ),
  files_allowed: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  // Issue 49, item 2: after the due moment, refuse a hand-in (checked) or take it marked late.
  refuse_late: z.preprocess((value) => value === "on" || value === "true", z.boolean()),
  ...rubricFields,
};
/** What the item rules read of a parsed form (the rubric's rows by name). */
type ItemRuleInput = Readonly<Record<string, unknown>> & { max_grade: number; due_date: string; due_time: string };

/** The rubric rows filled in, each with its criterion and points (a half-filled row is an error on its empty half). */
function rubricRows(form: Readonly<Record<string, unknown>>, context: z.RefinementCtx | null): RubricCriterion[] {
  const criteria: RubricCriterion[] = [];
  for (const n of rows) {
    const criterion = typeof form[`criterion${n}`] === "string" ? String(form[`criterion${n}`]) : "";
    const pointsText = typeof form[`points${n}`] === "string" ? String(form[`points${n}`]) : "";
    if (!criterion && !pointsText) continue;
    const points = /^\d{1,7}(\.\d{1,2})?$/.test(pointsText) ? Number(pointsText) : NaN;
    if (!criterion) context?.addIssue({ code: "custom", path: [`criterion${n}`], message: "criterionRequired" });
    if (!(points > 0)) context?.addIssue({ code: "custom", path: [`points${n}`], message: "pointsInvalid" });
    if (criterion && points > 0) criteria.push({ criterion, points });
  }
  return criteria;
}
/** The rubric adds up to the maximum (when there is one); a new item is due later than now. */
const itemRules = (isNew: boolean) => (form: ItemRuleInput, context: z.RefinementCtx) => {
  const criteria = rubricRows(form, context);
  const total = criteria.reduce((sum, c) => sum + c.points, 0);
  if (criteria.length && Math.abs(total - form.max_grade) > 1e-9)
    context.addIssue({ code: "custom", path: ["rubric"], message: "rubricTotal" });
  if (isNew && isCalendarDate(form.due_date) && isClockTime(form.due_time)) {
    if (new Date(academyMoment(form.due_date, form.due_time)).getTime() <= Date.now())
      context.addIssue({ code: "custom", path: ["due_date"], message: "duePast" });
  }
};

/** The grading page's and an item's page's forms (error keys: `teaching:errors.*`). */
export const itemForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("item-add"), ...itemFields }).superRefine(itemRules(true)),
  z.object({ intent: z.literal("item-edit"), ...itemFields }).superRefine(itemRules(false)),
  z.object({ intent: z.literal("item-delete") }),
]);
export type ItemForm = z.infer<typeof itemForms>;

/** The hand-in page's form: a score per rubric criterion (`score1`…) or, without a rubric, the grade; the feedback. */
export const gradeForm = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("grade-hand-in"),
    grade: z.string().trim().optional(),
    feedback: optionalText("feedback", limits.feedback),
    ...Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`score${i + 1}`, z.string().trim().optional()])),
  }),
]);
export type GradeForm = z.infer<typeof gradeForm>;

/** An item as the teacher's pages show it. */
export interface TeacherItem {
  id: number;
  classId: number;
  title: string;
  brief: string | null;
  dueAt: string | null;
  dueOn: string | null;
  maxGrade: number;
  rubric: RubricCriterion[];
  competencies: CompetencyKey[];
  filesAllowed: boolean;
  latePolicy: "accept" | "refuse";
}
const itemReadFields = [
  "id",
  "class",
  "item",
  "brief",
  "due_at",
  "due_on",
  "max_grade",
  "rubric",
  "competencies",
  "files_allowed",
  "late_policy",
] as const;

/** One of the teacher's classes' items, read with their token (another's, or none: null). */
export async function readTeacherItem(client: DirectusClient, id: number): Promise<TeacherItem | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2 ** 31 - 1) return null;
  const [row] = await client.request(
    readItems("seed_grading_items", { filter: { id: { _eq: id } }, fields: [...itemReadFields], limit: 1 }),
  );
  if (!row) return null;
  return {
    id: row.id,
    classId: row.class,
    title: row.item,
    brief: row.brief,
    dueAt: row.due_at,
    dueOn: row.due_on,
    maxGrade: maxGradeOf(row.max_grade),
    rubric: rubricOf(row.rubric),
    competencies: competenciesOf(row.competencies),
    filesAllowed: Boolean(row.files_allowed),
    latePolicy: row.late_policy === "refuse" ? "refuse" : "accept",
  };
}

/** An item's values as its edit form shows them (the rubric's rows, the academy's day and time). */
export function itemFormValues(item: TeacherItem): Record<string, string | string[]> {
  const due = academyDayAndTime(item.dueAt);
  const values: Record<string, string | string[]> = {
    class: String(item.classId),
    title: item.title,
    brief: item.brief ?? "",
    due_date: due.date || (item.dueOn ?? "").slice(0, 10),
    due_time: due.time || "23:59",
    max_grade: String(item.maxGrade),
    competencies: item.competencies,
    files_allowed: item.filesAllowed ? "on" : "",
    refuse_late: item.latePolicy === "refuse" ? "on" : "",
  };
  item.rubric.slice(0, limits.criteria).forEach((c, i) => {
    values[`criterion${i + 1}`] = c.criterion;
    values[`points${i + 1}`] = String(c.points);
  });
  return values;
}

/** What an item write did: done, a field to say something about (with its error key), or not the teacher's. */
export type ItemOutcome =
  | { outcome: "added" | "saved" | "removed"; item: string; id: number }
  | { outcome: "invalid"; field: string; error: string }
  | { outcome: "not-found" };

const itemValues = (form: Extract<ItemForm, { intent: "item-add" | "item-edit" }>) => {
  const dueAt = academyMoment(form.due_date, form.due_time);
  return {
    class: form.class,
    item: form.title,
    brief: form.brief || null,
    due_at: dueAt,
    due_on: form.due_date,
    max_grade: form.max_grade,
    rubric: rubricRows(form, null),
    competencies: form.competencies,
    files_allowed: form.files_allowed,
    late_policy: form.refuse_late ? ("refuse" as const) : ("accept" as const),
  };
};

/** The class is one the teacher teaches (read with their token), with its course code and learners. */
async function ownClass(client: DirectusClient, classId: number) {
  const [row] = await client.request(
    readItems("seed_classes", { filter: { id: { _eq: classId } }, fields: ["id", { course: ["code"] }], limit: 1 }),
  );
  if (!row) return null;
  const enrolments = await client.request(
    readItems("seed_enrolments", { filter: { class: { _eq: classId }, status: { _eq: "active" } }, fields: ["user"], limit: -1 }),
  );
  const code = typeof row.course === "object" && row.course ? row.course.code : "";
  return { id: row.id, code, learners: [...new Set(enrolments.map((e) => String(e.user)))] };
}

/** Directus refused a removal because the item has hand-ins or grades (seed-teaching-rules). */
const refusedAsUsed = (error: unknown) => isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "INVALID_PAYLOAD");

/**
 * Adds, changes or removes a grading item of one of the teacher's classes. `id`: the item an edit or
 * removal is for (read with the teacher's token first). A new item's learners are notified.
 */
export async function changeItem(client: DirectusClient, form: ItemForm, id: number | null): Promise<ItemOutcome> {
  const existing = id === null ? null : await readTeacherItem(client, id);
  if (form.intent !== "item-add" && !existing) return { outcome: "not-found" };
  if (form.intent === "item-delete") {
    const item = existing!;
    // Its hand-ins and grades would go with it: kept, with words (the hook refuses it too).
    const [handedIn] = await client.request(
      readItems("seed_submissions", { filter: { item: { _eq: item.id } }, fields: ["id"], limit: 1 }),
    );
    const [graded] = await client.request(readItems("seed_grades", { filter: { item: { _eq: item.id } }, fields: ["id"], limit: 1 }));
    if (handedIn || graded) return { outcome: "invalid", field: "", error: "itemInUse" };
    try {
      await client.request(deleteItem("seed_grading_items", item.id));
    } catch (error) {
      if (refusedAsUsed(error)) return { outcome: "invalid", field: "", error: "itemInUse" };
      throw error;
    }
    return { outcome: "removed", item: item.title, id: item.id };
  }
  const target = await ownClass(client, form.class);
  if (!target) return { outcome: "invalid", field: "class", error: "classInvalid" };
  const values = itemValues(form);
  if (form.intent === "item-edit") {
    const item = existing!;
    // A changed due moment is still to come; an unchanged one may have passed (a title corrected after it).
    const changed = !item.dueAt || new Date(item.dueAt).getTime() !== new Date(values.due_at).getTime();
    if (changed && new Date(values.due_at).getTime() <= Date.now()) return { outcome: "invalid", field: "due_date", error: "duePast" };
    await client.request(updateItem("seed_grading_items", item.id, values));
    return { outcome: "saved", item: values.item, id: item.id };
  }
  const created = await client.request(createItem("seed_grading_items", values, { fields: ["id"] }));
  // The class's learners hear of it (issue 49, item 1), leading to their coursework.
  await Promise.all(
    target.learners.map((learner) =>
      notify(learner, "coursework.new", { item: values.item, code: target.code }, learnerSectionHref("learning/projects")),
    ),
  );
  return { outcome: "added", item: values.item, id: created.id };
}

/** A learner's hand-in as the teacher reads it, with their grade so far. */
export interface HandInView {
  item: TeacherItem;
  learner: { id: string; name: string };
  /** The latest version (issue 49, item 2), with its files; `earlier`: the versions before it, newest first. */
  handIn: HandInVersion | null;
  earlier: HandInVersion[];
  grade: { grade: number | null; scores: number[] | null; feedback: string | null; at: string | null } | null;
}

/**
 * A learner's hand-in for one of the teacher's items: the item (theirs, or null), the learner
 * (enrolled in its class, or null), what they handed in and their grade so far.
 */
export async function readHandIn(client: DirectusClient, itemId: number, learnerId: string): Promise<HandInView | null> {
  if (!z.uuid().safeParse(learnerId).success) return null;
  const item = await readTeacherItem(client, itemId);
  if (!item) return null;
  const [enrolment] = await client.request(
    readItems("seed_enrolments", { filter: { class: { _eq: item.classId }, user: { _eq: learnerId } }, fields: ["id"], limit: 1 }),
  );
  if (!enrolment) return null;
  // The learner's name: the faculty's directory policy lets a teacher read learners' names only.
  const [person] = await client.request(readUsers({ filter: { id: { _eq: learnerId } }, fields: ["first_name", "last_name"], limit: 1 }));
  const [versions, [grade]] = await Promise.all([
    client.request(
      readItems("seed_submissions", {
        filter: { item: { _eq: itemId }, user: { _eq: learnerId } },
        fields: ["body", "version", "late", "files", "created_at"],
        sort: ["-version"],
        limit: 50,
      }),
    ),
    client.request(
      readItems("seed_grades", {
        filter: { item: { _eq: itemId }, user: { _eq: learnerId } },
        fields: ["grade", "rubric_scores", "feedback", "graded_at"],
        limit: 1,
      }),
    ),
  ]);
  const name = [person?.first_name, person?.last_name].filter(Boolean).join(" ");
  return {
    item,
    learner: { id: learnerId, name: name || "—" },
    handIn: versions[0] ? toVersion(versions[0]) : null,
    earlier: versions.slice(1).map(toVersion),
    grade: grade ? { grade: grade.grade, scores: scoresOf(grade.rubric_scores), feedback: grade.feedback, at: grade.graded_at } : null,
  };
}

export type GradeOutcome =
  { outcome: "graded"; grade: number } | { outcome: "invalid"; field: string; error: string } | { outcome: "not-found" };

/**
 * Grades a learner's work on one of the teacher's items: with a rubric, each criterion's score
 * (0 to its points) and the grade is their sum; without, the grade (0 to the item's maximum). One
 * grade per learner and item (a second save changes it; two at once: the unique index, then a change).
 */
export async function gradeHandIn(client: DirectusClient, view: HandInView, form: GradeForm): Promise<GradeOutcome> {
  const { item, learner } = view;
  const fields = form as Record<string, string | undefined>;
  let grade: number;
  let scores: number[] | null = null;
  const number = (text: string | undefined) => (text && /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Number(text) : NaN);
  if (item.rubric.length) {
    scores = [];
    for (const [i, criterion] of item.rubric.entries()) {
      const score = number(fields[`score${i + 1}`]);
      if (Number.isNaN(score)) return { outcome: "invalid", field: `score${i + 1}`, error: "scoreInvalid" };
      if (score > criterion.points) return { outcome: "invalid", field: `score${i + 1}`, error: "scoreAbovePoints" };
      scores.push(score);
    }
    grade = Math.round(scores.reduce((sum, s) => sum + s, 0) * 100) / 100;
  } else {
    grade = number(fields.grade);
    if (Number.isNaN(grade)) return { outcome: "invalid", field: "grade", error: "gradeInvalid" };
  }
  if (grade > item.maxGrade) return { outcome: "invalid", field: item.rubric.length ? "score1" : "grade", error: "gradeAboveMax" };
  const values = { grade, rubric_scores: scores, feedback: form.feedback || null, graded_at: new Date().toISOString() };
  const existing = async () =>
    (
      await client.request(
        readItems("seed_grades", { filter: { item: { _eq: item.id }, user: { _eq: learner.id } }, fields: ["id"], limit: 1 }),
      )
    )[0];
  const first = await existing();
  if (first) await client.request(updateItem("seed_grades", first.id, values));
  else {
    try {
      await client.request(createItem("seed_grades", { item: item.id, user: learner.id, ...values }));
    } catch (error) {
      // Another screen graded the learner first (one grade per item): this save changes it.
      if (!(isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE"))) throw error;
      const row = await existing();
      if (!row) throw error;
      await client.request(updateItem("seed_grades", row.id, values));
    }
  }
  await notify(learner.id, "graded", { item: item.title, grade, max: item.maxGrade }, learnerSectionHref("learning/projects"));
  return { outcome: "graded", grade };
}
