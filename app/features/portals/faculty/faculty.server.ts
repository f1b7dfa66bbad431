// The faculty dashboard's rows (spec 001 §2, issue 26), read and written with the teacher's own token:
// Directus lets a teacher see only the classes they teach and what belongs to them
// (cms/permissions/learning.mjs). Each write checks its target with the same token first.
import { createItem, readItems, updateItem, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";

type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" ? value : null);
const num = (value: unknown) => (typeof value === "number" ? value : Number(value) || 0);
const nameOf = (person: unknown) => {
  const p = (person ?? {}) as Row;
  return [str(p.first_name), str(p.last_name)].filter(Boolean).join(" ") || "—";
};

export interface FacultyClass {
  id: number;
  code: string;
  course: string;
  cohort: string | null;
  room: string | null;
  nextSession: string | null;
  learners: { id: string; name: string }[];
}
export interface GradingRow {
  id: number;
  classId: number;
  code: string;
  item: string;
  due: string | null;
  submitted: number;
  graded: number;
  grades: { learnerId: string; learner: string; grade: number | null }[];
}
export interface FacultyDashboard {
  classes: FacultyClass[];
  grading: GradingRow[];
  announcements: { id: number; classId: number; code: string; title: string; detail: string | null; at: string | null }[];
  messages: { id: number; fromId: string; from: string; mine: boolean; body: string; at: string | null; read: boolean }[];
  analytics: { passRate: number | null; averageGrade: number | null; participation: number | null; atRisk: string[] };
}

/** A grade is out of 10; 5 passes (the academy's scale). */
export const passMark = 5;

/** Pass rate, average and participation from the grades given so far (never stored: computed here). */
export function gradeFigures(grading: GradingRow[], learners: number) {
  const given = grading.flatMap((g) => g.grades.map((x) => x.grade)).filter((g): g is number => g !== null);
  const expected = grading.length * learners;
  const byLearner = new Map<string, number[]>();
  for (const row of grading)
    for (const g of row.grades) if (g.grade !== null) byLearner.set(g.learner, [...(byLearner.get(g.learner) ?? []), g.grade]);
  const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  return {
    passRate: given.length ? given.filter((g) => g >= passMark).length / given.length : null,
    averageGrade: given.length ? Math.round(average(given) * 10) / 10 : null,
    participation: expected ? Math.min(1, given.length / expected) : null,
    atRisk: [...byLearner].filter(([, grades]) => average(grades) < passMark).map(([learner]) => learner),
  };
}

export async function readFacultyDashboard(client: DirectusClient, userId: string): Promise<FacultyDashboard> {
  const read = <T>(collection: string, query: Record<string, unknown>) =>
    withRetries((signal) => client.request<T>(withOptions(readItems(collection as never, query as never), { signal })));
  const [classes, enrolments, items, grades, announcements, messages] = await Promise.all([
    read<Row[]>("seed_classes", {
      fields: ["id", "cohort", "room", "next_session", "course.code", "course.name"],
      sort: ["next_session"],
      limit: 50,
    }),
    read<Row[]>("seed_enrolments", {
      fields: ["class", "user.id", "user.first_name", "user.last_name"],
      filter: { status: { _eq: "active" } },
      limit: 500,
    }),
    read<Row[]>("seed_grading_items", { fields: ["id", "class", "item", "due_on"], sort: ["due_on"], limit: 100 }),
    read<Row[]>("seed_grades", { fields: ["item", "user", "grade"], limit: 2000 }),
    read<Row[]>("seed_announcements", { fields: ["id", "class", "title", "detail", "created_at"], sort: ["-created_at"], limit: 20 }),
    read<Row[]>("seed_messages", {
      fields: ["id", "body", "read_at", "created_at", "to_user", "from_user.id", "from_user.first_name", "from_user.last_name"],
      sort: ["-created_at"],
      limit: 30,
    }),
  ]);
  const learnersOf = (classId: number) =>
    enrolments.filter((e) => num(e.class) === classId).map((e) => ({ id: String((e.user as Row).id), name: nameOf(e.user) }));
  const codeOf = (classId: number) => String(((classes.find((c) => num(c.id) === classId)?.course ?? {}) as Row).code ?? "");
  const ownClasses: FacultyClass[] = classes.map((c) => ({
    id: num(c.id),
    code: String((c.course as Row | null)?.code ?? ""),
    course: String((c.course as Row | null)?.name ?? ""),
    cohort: str(c.cohort),
    room: str(c.room),
    nextSession: str(c.next_session),
    learners: learnersOf(num(c.id)),
  }));
  const grading: GradingRow[] = items.map((item) => {
    const classId = num(item.class);
    const learners = learnersOf(classId);
    const given = grades.filter((g) => num(g.item) === num(item.id));
    const rows = learners.map((l) => {
      const grade = given.find((g) => g.user === l.id)?.grade;
      return { learnerId: l.id, learner: l.name, grade: grade === null || grade === undefined ? null : num(grade) };
    });
    return {
      id: num(item.id),
      classId,
      code: codeOf(classId),
      item: String(item.item),
      due: str(item.due_on),
      submitted: learners.length,
      graded: rows.filter((r) => r.grade !== null).length,
      grades: rows,
    };
  });
  const learnerCount = new Set(enrolments.map((e) => String((e.user as Row).id))).size;
  return {
    classes: ownClasses,
    grading,
    announcements: announcements.map((a) => ({
      id: num(a.id),
      classId: num(a.class),
      code: codeOf(num(a.class)),
      title: String(a.title),
      detail: str(a.detail),
      at: str(a.created_at),
    })),
    messages: messages.map((m) => ({
      id: num(m.id),
      fromId: String((m.from_user as Row)?.id ?? ""),
      from: nameOf(m.from_user),
      mine: (m.from_user as Row)?.id === userId,
      body: String(m.body),
      at: str(m.created_at),
      read: Boolean(m.read_at),
    })),
    analytics: gradeFigures(grading, learnerCount),
  };
}

const uuid = z.uuid();
/** The dashboard's forms (one per intent; the reader answers 400 to any other). */
export const facultyForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("grade"),
    item: z.coerce.number().int().positive(),
    learner: uuid,
    grade: z.coerce.number({ error: "gradeRange" }).min(0, "gradeRange").max(10, "gradeRange"),
  }),
  z.object({
    intent: z.literal("announce"),
    class: z.coerce.number().int().positive(),
    title: z.string({ error: "titleRequired" }).trim().min(1, "titleRequired").max(120, "titleTooLong"),
    detail: z.string().trim().max(2000, "detailTooLong").optional(),
  }),
  z.object({
    intent: z.literal("reply"),
    to: uuid,
    body: z.string({ error: "bodyRequired" }).trim().min(1, "bodyRequired").max(2000, "bodyTooLong"),
  }),
]);
export type FacultyForm = z.infer<typeof facultyForms>;

/** What a write did: done, or nothing because its target is not the teacher's (404 for them). */
export type FacultyOutcome = "graded" | "announced" | "replied" | "not-found";

/** Records (or changes) a learner's grade for an item of one of the teacher's classes. */
async function recordGrade(client: DirectusClient, form: Extract<FacultyForm, { intent: "grade" }>): Promise<FacultyOutcome> {
  const [item] = await client.request<Row[]>(
    readItems("seed_grading_items" as never, { filter: { id: { _eq: form.item } }, fields: ["id", "class"], limit: 1 } as never),
  );
  if (!item) return "not-found";
  const [enrolled] = await client.request<Row[]>(
    readItems(
      "seed_enrolments" as never,
      { filter: { class: { _eq: num(item.class) }, user: { _eq: form.learner } }, fields: ["id"], limit: 1 } as never,
    ),
  );
  if (!enrolled) return "not-found";
  const [existing] = await client.request<Row[]>(
    readItems(
      "seed_grades" as never,
      { filter: { item: { _eq: form.item }, user: { _eq: form.learner } }, fields: ["id"], limit: 1 } as never,
    ),
  );
  const grade = { grade: form.grade, graded_at: new Date().toISOString() };
  if (existing) await client.request(updateItem("seed_grades" as never, num(existing.id), grade as never));
  else await client.request(createItem("seed_grades" as never, { item: form.item, user: form.learner, ...grade } as never));
  return "graded";
}

async function postAnnouncement(client: DirectusClient, form: Extract<FacultyForm, { intent: "announce" }>): Promise<FacultyOutcome> {
  const [own] = await client.request<Row[]>(
    readItems("seed_classes" as never, { filter: { id: { _eq: form.class } }, fields: ["id"], limit: 1 } as never),
  );
  if (!own) return "not-found";
  await client.request(
    createItem("seed_announcements" as never, { class: form.class, title: form.title, detail: form.detail ?? null } as never),
  );
  return "announced";
}

/** A reply goes only to a learner of the teacher's classes (whose names the teacher may read). */
async function reply(client: DirectusClient, form: Extract<FacultyForm, { intent: "reply" }>): Promise<FacultyOutcome> {
  const [enrolled] = await client.request<Row[]>(
    readItems("seed_enrolments" as never, { filter: { user: { _eq: form.to } }, fields: ["id"], limit: 1 } as never),
  );
  if (!enrolled) return "not-found";
  await client.request(createItem("seed_messages" as never, { to_user: form.to, body: form.body } as never));
  return "replied";
}

export function runFacultyForm(client: DirectusClient, form: FacultyForm): Promise<FacultyOutcome> {
  if (form.intent === "grade") return recordGrade(client, form);
  if (form.intent === "announce") return postAnnouncement(client, form);
  return reply(client, form);
}
