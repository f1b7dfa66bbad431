// /staff/classes (issue 50): a course taught to a cohort by a teacher, with the most learners it is
// planned for. Content administrators create, change and delete classes with their own token
// (cms/permissions/admin.mjs, `seed-admin-structure`); the teacher is one of the faculty accounts
// that token reads. A class with enrolments or grades is never deleted: the app says so in words,
// and cms/extensions/seed-teaching-rules refuses it in Directus too (the same for a teacher who is
// not a faculty account).
import { aggregate, readItems, readRoles, readUsers, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { plainText, wholeId } from "~/features/forms/text-rules.server";
import { rowId } from "./rows.server";
import { structureLimits, type ClassDependents, type ClassRow, type TeacherOption } from "./structure";

/** The faculty accounts (names only, and the address of one without a name), by name. */
export async function listTeachers(client: DirectusClient): Promise<TeacherOption[]> {
  const people = await withRetries(async (signal) => {
    const [role] = await client.request(
      withOptions(readRoles({ fields: ["id"], filter: { name: { _eq: "seed-faculty" } }, limit: 1 }), { signal }),
    );
    if (!role) return [];
    const filter = { role: { _eq: role.id } };
    return client.request(
      withOptions(readUsers({ fields: ["id", "first_name", "last_name"], filter, sort: ["first_name", "last_name"], limit: -1 }), {
        signal,
      }),
    );
  });
  return people.map((person) => ({
    id: String(person.id),
    name: [person.first_name, person.last_name].filter(Boolean).join(" ") || String(person.id),
  }));
}

/** The courses a class may teach, for the form's choice: `EC101 · E-commerce foundations`. */
export async function listCourseChoices(client: DirectusClient) {
  const courses = await readRows(client, "seed_courses", { fields: ["id", "code", "name"], sort: ["code"], limit: -1 });
  return courses.map((course) => ({ id: course.id, label: `${course.code} · ${course.name}` }));
}

const classFields = ["id", "cohort", "teacher", "capacity", { course: ["id", "code", "name"] }] as const;

/** Every class with its course, teacher and how many learners are enrolled, by course code and cohort. */
export async function listClasses(client: DirectusClient): Promise<ClassRow[]> {
  const [classes, counts, teachers] = await withRetries((signal) =>
    Promise.all([
      client.request(withOptions(readItems("seed_classes", { fields: [...classFields], sort: ["cohort"], limit: -1 }), { signal })),
      client.request(withOptions(aggregate("seed_enrolments", { aggregate: { count: "*" }, groupBy: ["class"] }), { signal })),
      listTeachers(client),
    ]),
  );
  const enrolledIn = new Map(counts.map((row) => [Number(row.class), Number(row.count)]));
  const teacherName = new Map(teachers.map((teacher) => [teacher.id, teacher.name]));
  return classes
    .map((row) => toClassRow(row, teacherName, enrolledIn.get(row.id) ?? 0))
    .sort((a, b) => a.course.localeCompare(b.course) || a.cohort.localeCompare(b.cohort));
}

type ReadClass = {
  id: number;
  cohort: string | null;
  teacher: string;
  capacity: number | null;
  course: { id: number; code: string; name: string } | number;
};

function toClassRow(row: ReadClass, teacherName: Map<string, string>, enrolled: number): ClassRow {
  const course = typeof row.course === "object" && row.course ? row.course : null;
  return {
    id: row.id,
    courseId: course?.id ?? Number(row.course),
    course: course ? `${course.code} · ${course.name}` : "",
    cohort: row.cohort ?? "",
    teacherId: String(row.teacher),
    // A teacher whose account is gone (or no longer faculty) shows as unknown, never as an id.
    teacher: teacherName.get(String(row.teacher)) ?? "",
    capacity: row.capacity ?? null,
    enrolled,
  };
}

/**
 * One class as the person's token reads it; null when there is none (or the URL's id is not one).
 * Its `enrolled` is not counted (0): its dialogs ask `classDependents` when they need it.
 */
export async function readClass(client: DirectusClient, id: string | undefined): Promise<ClassRow | null> {
  const classId = rowId(id);
  if (!classId) return null;
  const [[row], teachers] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(readItems("seed_classes", { fields: [...classFields], filter: { id: { _eq: classId } }, limit: 1 }), { signal }),
      ),
      listTeachers(client),
    ]),
  );
  if (!row) return null;
  return toClassRow(row, new Map(teachers.map((teacher) => [teacher.id, teacher.name])), 0);
}

/** What hangs on a class: its learners' enrolments and the grades given in it. */
export async function classDependents(client: DirectusClient, classId: number): Promise<ClassDependents> {
  const [[enrolments], [grades]] = await Promise.all([
    client.request(aggregate("seed_enrolments", { aggregate: { count: "*" }, query: { filter: { class: { _eq: classId } } } })),
    client.request(aggregate("seed_grades", { aggregate: { count: "*" }, query: { filter: { item: { class: { _eq: classId } } } } })),
  ]);
  return { enrolments: Number(enrolments?.count ?? 0), grades: Number(grades?.count ?? 0) };
}

/** The create and edit form (ADR 008): a course, a cohort, a teacher, and a capacity or none. */
export const classSchema = z.object({
  course: wholeId("courseRequired"),
  cohort: plainText("cohort", structureLimits.cohort),
  teacher: z.uuid({ error: "teacherRequired" }),
  capacity: z
    .string()
    .trim()
    .regex(/^\d{1,7}$/, "capacityInvalid")
    .transform(Number)
    .pipe(z.number().min(1, "capacityInvalid").max(structureLimits.capacity, "capacityInvalid"))
    .optional(),
});
export type ClassForm = z.output<typeof classSchema>;

export const classValues = (form: ClassForm) => ({
  course: form.course,
  cohort: form.cohort,
  teacher: form.teacher,
  capacity: form.capacity ?? null,
});
