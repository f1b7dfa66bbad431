// The faculty dashboard's rows (spec 001 §2, issue 26), read and written with the teacher's own token:
// Directus lets a teacher see only the classes they teach and what belongs to them
// (cms/permissions/learning.mjs). Each write checks its target with the same token first.
import { createItem, createItems, deleteItem, isDirectusError, readItems, updateItem, updateItems } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { nameOfPerson } from "~/features/cms/people";
import { read, readAtOnce } from "~/features/cms/read-at-once.server";
import { messagesPath, notify } from "~/features/notifications/notify.server";
import { learnerSectionHref } from "~/features/portals/learner/sections";
import { isResourceKind, safeHref, type ResourceKind } from "~/features/portals/learner/resources";
import { analyticsSnapshot, gradedLevelsOf, type AnalyticsSnapshot, type GradedLevels } from "./analytics";
import { competencyKeys, courseworkLimits, maxGradeOf } from "./coursework";
import { academyToday, attendanceRate, isCalendarDate, type AttendanceMark } from "./attendance";
import {
  academyDayAndTime,
  academyMoment,
  isClockTime,
  isScheduleKind,
  scheduleKinds,
  scheduleLimits,
  type ScheduleKind,
} from "./schedule";

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
  /** The highest grade (issue 49; 10 for the items made before). */
  maxGrade: number;
  /** The class's learners (each may hand in once). */
  enrolled: number;
  /** How many of them handed in (seed_submissions). */
  submitted: number;
  /** How many of them have a grade (seed_grades). */
  graded: number;
  grades: { learnerId: string; learner: string; grade: number | null; submitted: boolean }[];
}
/** A row of the teacher's schedule: a lecture, office hours or a lab. */
export interface ScheduleRow {
  id: number;
  kind: ScheduleKind;
  title: string;
  startsAt: string;
  room: string | null;
  /** The course code of its class; null for office hours. */
  code: string | null;
}
/** A message to or from the teacher, with the course of the class it concerns. */
export interface FacultyMessage {
  id: number;
  fromId: string;
  from: string;
  mine: boolean;
  body: string;
  at: string | null;
  /** Read by its recipient (the teacher's own messages: by the learner). */
  read: boolean;
  /** The course code of the class it concerns, null when it names none. */
  code: string | null;
}
/** The attendance panel: each class's recent rate, and the chosen class's learners on the chosen day. */
export interface AttendancePanel {
  rates: { classId: number; meetings: number; rate: number | null }[];
  classId: number | null;
  date: string;
  today: string;
  /** The chosen class's learners, each with their mark of that day (null: none yet). */
  learners: { id: string; name: string; present: boolean | null }[];
}
export interface FacultyResource {
  id: number;
  title: string;
  kind: ResourceKind;
  /** null when the stored address is not http(s): shown without a link. */
  href: string | null;
  track: string | null;
}
export interface FacultyDashboard {
  classes: FacultyClass[];
  grading: GradingRow[];
  attendance: AttendancePanel;
  resources: FacultyResource[];
  announcements: { id: number; classId: number; code: string; title: string; detail: string | null; at: string | null }[];
  messages: FacultyMessage[];
  schedule: ScheduleRow[];
  analytics: AnalyticsSnapshot;
  /** The graded competency levels of the classes' learners (issue 49, ADR 042). */
  graded: GradedLevels;
}

/** What the page asks for: the attendance panel's class and day (`?class=&date=`), when given. */
export interface DashboardChoice {
  classId?: number;
  date?: string;
}

/** What the dashboard reads (tests/integration/read-at-once.test.ts checks them against REST). */
export const facultyDashboardReads = {
  classes: read("seed_classes", {
    fields: ["id", "cohort", "room", "next_session", { course: ["code", "name"] }],
    sort: ["next_session"],
    limit: 50,
  }),
  enrolments: read("seed_enrolments", {
    fields: ["class", { user: ["id", "first_name", "last_name"] }],
    filter: { status: { _eq: "active" } },
    limit: 500,
  }),
  items: read("seed_grading_items", { fields: ["id", "class", "item", "due_on", "max_grade"], sort: ["due_on"], limit: 100 }),
  grades: read("seed_grades", { fields: ["item", "user", "grade"], limit: 2000 }),
  submissions: read("seed_submissions", { fields: ["item", "user"], limit: 2000 }),
  schedule: read("seed_schedule", {
    fields: ["id", "kind", "title", "starts_at", "room", { class: [{ course: ["code"] }] }],
    sort: ["starts_at"],
    limit: 100,
  }),
  announcements: read("seed_announcements", { fields: ["id", "class", "title", "detail", "created_at"], sort: ["-created_at"], limit: 20 }),
  messages: read("seed_messages", {
    fields: [
      "id",
      "body",
      "read_at",
      "created_at",
      "to_user",
      { class: [{ course: ["code"] }] },
      { from_user: ["id", "first_name", "last_name"] },
    ],
    sort: ["-created_at"],
    limit: 30,
  }),
  attendance: read("seed_attendance", { fields: ["class", "user", "meeting_on", "present"], sort: ["-meeting_on"], limit: 5000 }),
  resources: read("seed_resources", { fields: ["id", "title", "kind", "url", "track"], sort: ["title"], limit: 200 }),
  // Directus answers only the levels of learners enrolled in the teacher's classes.
  graded: read("seed_graded_competencies", { fields: ["user", "key", "value"], limit: 5000 }),
};

export async function readFacultyDashboard(
  client: DirectusClient,
  userId: string,
  choice: DashboardChoice = {},
): Promise<FacultyDashboard> {
  // One request for every read (ADR 023).
  const { classes, enrolments, items, grades, submissions, schedule, announcements, messages, attendance, resources, graded } =
    await readAtOnce(client, facultyDashboardReads);
  const learnersOf = (classId: number) =>
    enrolments.filter((e) => e.class === classId).map((e) => ({ id: String(e.user?.id), name: nameOfPerson(e.user) }));
  const codeOf = (classId: number) => classes.find((c) => c.id === classId)?.course?.code ?? "";
  const ownClasses: FacultyClass[] = classes.map((c) => ({
    id: c.id,
    code: c.course?.code ?? "",
    course: c.course?.name ?? "",
    cohort: c.cohort,
    room: c.room,
    nextSession: c.next_session,
    learners: learnersOf(c.id),
  }));
  const grading: GradingRow[] = items.map((item) => {
    const classId = item.class;
    const learners = learnersOf(classId);
    const given = grades.filter((g) => g.item === item.id);
    const handedIn = new Set(submissions.filter((s) => s.item === item.id).map((s) => s.user));
    const rows = learners.map((l) => ({
      learnerId: l.id,
      learner: l.name,
      grade: given.find((g) => g.user === l.id)?.grade ?? null,
      submitted: handedIn.has(l.id),
    }));
    return {
      id: item.id,
      classId,
      code: codeOf(classId),
      item: item.item,
      due: item.due_on,
      maxGrade: maxGradeOf(item.max_grade),
      enrolled: learners.length,
      submitted: rows.filter((r) => r.submitted).length,
      graded: rows.filter((r) => r.grade !== null).length,
      grades: rows,
    };
  });
  const marks: AttendanceMark[] = attendance.map((a) => ({
    classId: a.class,
    userId: a.user,
    meetingOn: a.meeting_on.slice(0, 10),
    present: a.present === true,
  }));
  const today = academyToday();
  const learnerNames = new Map(ownClasses.flatMap((c) => c.learners.map((l) => [l.id, l.name] as const)));
  const given = grading.flatMap((row) =>
    row.grades.flatMap((g) => (g.grade === null ? [] : [{ learnerId: g.learnerId, learner: g.learner, grade: g.grade }])),
  );
  // From the start of the academy's today: what is still to come this day and after.
  const dayStart = new Date(`${today}T00:00:00+07:00`).getTime();
  const chosen = ownClasses.find((c) => c.id === choice.classId) ?? ownClasses[0];
  const date = choice.date && isCalendarDate(choice.date) && choice.date <= today ? choice.date : today;
  return {
    classes: ownClasses,
    grading,
    attendance: {
      rates: ownClasses.map((c) => ({ classId: c.id, ...attendanceRate(marks, c.id) })),
      classId: chosen?.id ?? null,
      date,
      today,
      learners: (chosen?.learners ?? []).map((l) => ({
        ...l,
        present: marks.find((m) => m.classId === chosen!.id && m.userId === l.id && m.meetingOn === date)?.present ?? null,
      })),
    },
    resources: resources.map((r) => ({
      id: r.id,
      title: r.title,
      kind: isResourceKind(r.kind) ? r.kind : "guide",
      href: safeHref(r.url),
      track: r.track || null,
    })),
    announcements: announcements.map((a) => ({
      id: a.id,
      classId: a.class,
      code: codeOf(a.class),
      title: a.title,
      detail: a.detail,
      at: a.created_at,
    })),
    messages: messages.map((m) => ({
      id: m.id,
      fromId: m.from_user?.id ?? "",
      from: nameOfPerson(m.from_user),
      mine: m.from_user?.id === userId,
      body: m.body,
      at: m.created_at,
      read: Boolean(m.read_at),
      code: m.class?.course?.code || null,
    })),
    schedule: schedule
      .filter((r) => new Date(r.starts_at).getTime() >= dayStart)
      .slice(0, 20)
      .map((r) => ({
        id: r.id,
        kind: isScheduleKind(r.kind) ? r.kind : "lecture",
        title: r.title,
        startsAt: r.starts_at,
        room: r.room || null,
        code: r.class?.course?.code || null,
      })),
    analytics: analyticsSnapshot(given, marks, learnerNames),
    graded: gradedLevelsOf(learnerNames, graded, competencyKeys),
  };
}

const uuid = z.uuid();
/** A schedule row's id: a whole number from 1 (anything else is a 400 that says so). */
const scheduleId = z.coerce
  .number({ error: "scheduleRowInvalid" })
  .int({ error: "scheduleRowInvalid" })
  .min(1, { error: "scheduleRowInvalid" });
/**
 * A schedule row as the form sends it: the day and the times are the academy's (Vietnam), the class
 * empty for office hours. Its error keys are `facultyDashboard.schedulePage.errors.*`.
 */
const scheduleFields = {
  title: z.string({ error: "titleRequired" }).trim().min(1, "titleRequired").max(scheduleLimits.title, "titleTooLong"),
  kind: z.enum(scheduleKinds, { error: "kindInvalid" }),
  class: z.coerce.number({ error: "classInvalid" }).int({ error: "classInvalid" }).min(1, { error: "classInvalid" }).optional(),
  date: z.string({ error: "dateRequired" }).trim().refine(isCalendarDate, "dateInvalid"),
  start: z.string({ error: "startRequired" }).trim().refine(isClockTime, "timeInvalid"),
  end: z.string({ error: "endRequired" }).trim().refine(isClockTime, "timeInvalid"),
  room: z.string().trim().max(scheduleLimits.room, "roomTooLong").optional(),
};
type ScheduleFields = { date: string; start: string; end: string };
/** A row ends after it starts (the same day); a new one starts later than now. */
const scheduleTimes = (isNew: boolean) => (form: ScheduleFields, context: z.RefinementCtx) => {
  if (!isCalendarDate(form.date) || !isClockTime(form.start) || !isClockTime(form.end)) return;
  if (form.end <= form.start) context.addIssue({ code: "custom", path: ["end"], message: "endBeforeStart" });
  if (isNew && new Date(academyMoment(form.date, form.start)).getTime() <= Date.now())
    context.addIssue({ code: "custom", path: ["start"], message: "startPast" });
};

/** The dashboard's forms (one per intent; the reader answers 400 to any other). */
export const facultyForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("grade"),
    item: z.coerce.number().int().positive(),
    learner: uuid,
    // The top is the item's maximum (issue 49), checked against the item once it is read.
    grade: z.coerce.number({ error: "gradeRange" }).min(0, "gradeRange").max(courseworkLimits.maxGrade, "gradeRange"),
  }),
  z.object({
    intent: z.literal("announce"),
    class: z.coerce.number().int().positive(),
    title: z.string({ error: "titleRequired" }).trim().min(1, "titleRequired").max(120, "titleTooLong"),
    detail: z.string().trim().max(2000, "detailTooLong").optional(),
  }),
  z.object({
    intent: z.literal("attendance"),
    class: z.coerce.number().int().positive(),
    // Spec 001 §2 "attendance": a meeting that happened, so never a day after today (the academy's).
    date: z
      .string({ error: "dateRequired" })
      .trim()
      .refine(isCalendarDate, "dateInvalid")
      .refine((date) => date <= academyToday(), "dateFuture"),
    /** The learners who were there; every other learner of the class is marked absent. */
    present: z.array(uuid).max(500),
  }),
  z.object({
    intent: z.literal("reply"),
    to: uuid,
    body: z.string({ error: "bodyRequired" }).trim().min(1, "bodyRequired").max(2000, "bodyTooLong"),
  }),
  z.object({ intent: z.literal("read"), message: z.coerce.number().int().positive() }),
  // The teacher's own schedule (issue 26): add a row, change one, delete one.
  z.object({ intent: z.literal("schedule-add"), ...scheduleFields }).superRefine(scheduleTimes(true)),
  z.object({ intent: z.literal("schedule-edit"), id: scheduleId, ...scheduleFields }).superRefine(scheduleTimes(false)),
  z.object({ intent: z.literal("schedule-delete"), id: scheduleId }),
]);
/** The intents of the dashboard's own forms. */
export const facultyIntents = ["grade", "attendance", "announce", "reply", "read"] as const;
/** The intents of the schedule's page (its rows' forms). */
export const scheduleIntents = ["schedule-add", "schedule-edit", "schedule-delete"] as const;
export type FacultyIntent = (typeof facultyIntents)[number] | (typeof scheduleIntents)[number];
export type FacultyForm = z.infer<typeof facultyForms>;

/** What a write did: done, or nothing because its target is not the teacher's (404 for them). */
export type FacultyOutcome =
  | "graded"
  | "announced"
  | "attendance-saved"
  | "replied"
  | "marked-read"
  | "schedule-added"
  | "schedule-saved"
  | "schedule-deleted"
  | "above-max"
  | "not-found";
/** The outcome and, for attendance, how many learners' marks were saved. */
export interface FacultyResult {
  outcome: FacultyOutcome;
  count?: number;
}

/** Records (or changes) a learner's grade for an item of one of the teacher's classes. */
async function recordGrade(client: DirectusClient, form: Extract<FacultyForm, { intent: "grade" }>): Promise<FacultyResult> {
  const [item] = await client.request(
    readItems("seed_grading_items", {
      filter: { id: { _eq: form.item } },
      fields: ["id", "class", "item", "max_grade"],
      limit: 1,
    }),
  );
  if (!item) return { outcome: "not-found" };
  // The words name the maximum (`count`): "A grade is a number from 0 to 10."
  if (form.grade > maxGradeOf(item.max_grade)) return { outcome: "above-max", count: maxGradeOf(item.max_grade) };
  const [enrolled] = await client.request(
    readItems("seed_enrolments", {
      filter: { class: { _eq: item.class }, user: { _eq: form.learner } },
      fields: ["id"],
      limit: 1,
    }),
  );
  if (!enrolled) return { outcome: "not-found" };
  const [existing] = await client.request(
    readItems("seed_grades", {
      filter: { item: { _eq: form.item }, user: { _eq: form.learner } },
      fields: ["id"],
      limit: 1,
    }),
  );
  const grade = { grade: form.grade, graded_at: new Date().toISOString() };
  if (existing) await client.request(updateItem("seed_grades", existing.id, grade));
  else {
    try {
      await client.request(createItem("seed_grades", { item: form.item, user: form.learner, ...grade }));
    } catch (error) {
      // Another screen graded the learner first (one grade per item, issue 51, item 6): this one changes it.
      if (!(isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE"))) throw error;
      const [first] = await client.request(
        readItems("seed_grades", {
          filter: { item: { _eq: form.item }, user: { _eq: form.learner } },
          fields: ["id"],
          limit: 1,
        }),
      );
      if (!first) throw error;
      await client.request(updateItem("seed_grades", first.id, grade));
    }
  }
  // The learner hears of it (issue 47): what was graded and the grade, leading to their coursework.
  await notify(
    form.learner,
    "graded",
    { item: item.item, grade: form.grade, max: maxGradeOf(item.max_grade) },
    learnerSectionHref("learning/projects"),
  );
  return { outcome: "graded" };
}

async function postAnnouncement(client: DirectusClient, form: Extract<FacultyForm, { intent: "announce" }>): Promise<FacultyOutcome> {
  const [own] = await client.request(readItems("seed_classes", { filter: { id: { _eq: form.class } }, fields: ["id"], limit: 1 }));
  if (!own) return "not-found";
  await client.request(createItem("seed_announcements", { class: form.class, title: form.title, detail: form.detail ?? null }));
  return "announced";
}

/**
 * Marks a class's learners present or absent on a day: creates the day's rows or changes them
 * (one row per class, learner and day, checked here). The class is read with the teacher's token
 * first, and every learner marked present must be one of its learners.
 */
async function takeAttendance(client: DirectusClient, form: Extract<FacultyForm, { intent: "attendance" }>): Promise<FacultyResult> {
  const [own] = await client.request(readItems("seed_classes", { filter: { id: { _eq: form.class } }, fields: ["id"], limit: 1 }));
  if (!own) return { outcome: "not-found" };
  const enrolments = await client.request(
    readItems("seed_enrolments", {
      filter: { class: { _eq: form.class }, status: { _eq: "active" } },
      fields: ["user"],
      limit: -1,
    }),
  );
  const learners = [...new Set(enrolments.map((e) => e.user))];
  const present = new Set(form.present);
  if ([...present].some((id) => !learners.includes(id))) return { outcome: "not-found" };
  const existing = await client.request(
    readItems("seed_attendance", {
      filter: { class: { _eq: form.class }, meeting_on: { _eq: form.date } },
      fields: ["id", "user"],
      limit: -1,
    }),
  );
  const rowOf = new Map(existing.map((row) => [row.user, row.id]));
  const fresh = learners.filter((id) => !rowOf.has(id));
  if (fresh.length)
    await client.request(
      createItems(
        "seed_attendance",
        fresh.map((id) => ({ class: form.class, user: id, meeting_on: form.date, present: present.has(id) })),
      ),
    );
  for (const value of [true, false]) {
    const keys = learners.filter((id) => rowOf.has(id) && present.has(id) === value).map((id) => rowOf.get(id)!);
    if (keys.length) await client.request(updateItems("seed_attendance", keys, { present: value }));
  }
  return { outcome: "attendance-saved", count: learners.length };
}

/** A reply goes only to a learner of the teacher's classes (whose names the teacher may read), who is notified (issue 47). */
async function reply(client: DirectusClient, form: Extract<FacultyForm, { intent: "reply" }>, sender: string): Promise<FacultyOutcome> {
  // The teacher reads only the enrolments of their own classes: the message concerns that class.
  const [enrolled] = await client.request(
    readItems("seed_enrolments", {
      filter: { user: { _eq: form.to } },
      fields: ["id", "class"],
      sort: ["id"],
      limit: 1,
    }),
  );
  if (!enrolled) return "not-found";
  await client.request(createItem("seed_messages", { to_user: form.to, class: enrolled.class, body: form.body }));
  await notify(form.to, "message", { from: sender }, messagesPath.learner);
  return "replied";
}

/**
 * Marks a message to the teacher read: one they received about one of their classes (Directus holds
 * the same rule: cms/permissions/learning.mjs). Already read: nothing changes, still "marked-read".
 */
async function markRead(client: DirectusClient, userId: string, form: Extract<FacultyForm, { intent: "read" }>): Promise<FacultyOutcome> {
  const [message] = await client.request(
    readItems("seed_messages", {
      filter: { id: { _eq: form.message }, to_user: { _eq: userId }, class: { teacher: { _eq: userId } } },
      fields: ["id", "read_at"],
      limit: 1,
    }),
  );
  if (!message) return "not-found";
  if (!message.read_at) await client.request(updateItem("seed_messages", form.message, { read_at: new Date().toISOString() }));
  return "marked-read";
}

/** A row of the teacher's schedule as its edit form shows it (null: not theirs, or none). */
export interface ScheduleFormRow {
  id: number;
  title: string;
  kind: ScheduleKind;
  classId: number | null;
  date: string;
  start: string;
  end: string;
  room: string;
}

/** One of the teacher's own schedule rows, read with their token (another's is not found: Directus' filter). */
export async function readScheduleRow(client: DirectusClient, id: number): Promise<ScheduleFormRow | null> {
  if (!Number.isInteger(id) || id < 1) return null;
  const [row] = await client.request(
    readItems("seed_schedule", {
      filter: { id: { _eq: id } },
      fields: ["id", "title", "kind", "class", "starts_at", "ends_at", "room"],
      limit: 1,
    }),
  );
  if (!row) return null;
  const starts = academyDayAndTime(row.starts_at);
  return {
    id: row.id,
    title: row.title,
    kind: isScheduleKind(row.kind) ? row.kind : "lecture",
    classId: row.class ?? null,
    date: starts.date,
    start: starts.time,
    end: academyDayAndTime(row.ends_at).time,
    room: row.room ?? "",
  };
}

type ScheduleForm = Extract<FacultyForm, { intent: "schedule-add" | "schedule-edit" }>;
/** The class a row names is one the teacher teaches (read with their token); none (office hours) is fine. */
async function classIsOwn(client: DirectusClient, classId: number | undefined) {
  if (classId === undefined) return true;
  const [own] = await client.request(readItems("seed_classes", { filter: { id: { _eq: classId } }, fields: ["id"], limit: 1 }));
  return Boolean(own);
}
const scheduleValues = (form: ScheduleForm) => ({
  class: form.class ?? null,
  title: form.title,
  kind: form.kind,
  starts_at: academyMoment(form.date, form.start),
  ends_at: academyMoment(form.date, form.end),
  room: form.room || null,
});

/**
 * Adds, changes or deletes a row of the teacher's own schedule: the row (Directus reads the teacher
 * only their own) and the class it names are read with their token first; the teacher is set by
 * Directus (a preset). cms/extensions/seed-teaching-rules checks the class again.
 */
async function changeSchedule(
  client: DirectusClient,
  form: Extract<FacultyForm, { intent: "schedule-add" | "schedule-edit" | "schedule-delete" }>,
): Promise<FacultyOutcome> {
  if (form.intent !== "schedule-add" && !(await readScheduleRow(client, form.id))) return "not-found";
  if (form.intent === "schedule-delete") {
    await client.request(deleteItem("seed_schedule", form.id));
    return "schedule-deleted";
  }
  if (!(await classIsOwn(client, form.class))) return "not-found";
  if (form.intent === "schedule-edit") {
    await client.request(updateItem("seed_schedule", form.id, scheduleValues(form)));
    return "schedule-saved";
  }
  await client.request(createItem("seed_schedule", scheduleValues(form)));
  return "schedule-added";
}

/** Runs a faculty form with the teacher's token; `sender` is the teacher's name, as the notifications it sends name them. */
export async function runFacultyForm(client: DirectusClient, userId: string, form: FacultyForm, sender = ""): Promise<FacultyResult> {
  if (form.intent === "read") return { outcome: await markRead(client, userId, form) };
  if (form.intent === "grade") return recordGrade(client, form);
  if (form.intent === "announce") return { outcome: await postAnnouncement(client, form) };
  if (form.intent === "attendance") return takeAttendance(client, form);
  if (form.intent === "schedule-add" || form.intent === "schedule-edit" || form.intent === "schedule-delete")
    return { outcome: await changeSchedule(client, form) };
  return { outcome: await reply(client, form, sender) };
}
