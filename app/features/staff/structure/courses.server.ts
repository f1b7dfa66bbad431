// /staff/courses (issue 50): the academy's courses, created, changed and deleted by content
// administrators with their own token (cms/permissions/admin.mjs, the `seed-admin-structure` policy;
// the Administrator may do everything). A course that classes teach is never deleted: the app says
// so in words, and cms/extensions/seed-teaching-rules refuses it in Directus too.
import { aggregate, readItems, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { plainText } from "~/features/forms/text-rules.server";
import { rowId, takenByOther } from "./rows.server";
import { structureLimits, tracks, type CourseDependents, type CourseRow, type Track } from "./structure";
import { noChoices, structureRoutes } from "./structure-routes.server";

const trackOf = (value: string | null): Track | null => (tracks.includes(value as Track) ? (value as Track) : null);

/** Every course with how many classes teach it, by code. */
export async function listCourses(client: DirectusClient): Promise<CourseRow[]> {
  const [courses, counts] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(readItems("seed_courses", { fields: ["id", "code", "name", "track"], sort: ["code"], limit: -1 }), { signal }),
      ),
      client.request(withOptions(aggregate("seed_classes", { aggregate: { count: "*" }, groupBy: ["course"] }), { signal })),
    ]),
  );
  const classesOf = new Map(counts.map((row) => [Number(row.course), Number(row.count)]));
  return courses.map((course) => ({ ...course, track: trackOf(course.track), classes: classesOf.get(course.id) ?? 0 }));
}

/** One course as the person's token reads it; null when there is none (or the URL's id is not one). */
export async function readCourse(client: DirectusClient, id: string | undefined) {
  const courseId = rowId(id);
  if (!courseId) return null;
  const [course] = await readRows(client, "seed_courses", {
    fields: ["id", "code", "name", "track"],
    filter: { id: { _eq: courseId } },
    limit: 1,
  });
  return course ? { ...course, track: trackOf(course.track) } : null;
}

/** What hangs on a course: the classes that teach it. */
export async function courseDependents(client: DirectusClient, courseId: number): Promise<CourseDependents> {
  const [row] = await client.request(
    aggregate("seed_classes", { aggregate: { count: "*" }, query: { filter: { course: { _eq: courseId } } } }),
  );
  return { classes: Number(row?.count ?? 0) };
}

/** The create and edit form (ADR 008): a code (kept in capitals), a name, a track or none. */
export const courseSchema = z.object({
  code: z
    .string({ error: "codeRequired" })
    .trim()
    .max(structureLimits.code, "codeTooLong")
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]*$/, "codeInvalid")),
  name: plainText("name", structureLimits.name),
  track: z.enum(tracks, { error: "trackInvalid" }).optional(),
});
export type CourseForm = z.output<typeof courseSchema>;

/** The form's schema with the rule that needs Directus: no other course (but `except`) has the code. */
export const courseSchemaFor = (client: DirectusClient, except?: number) =>
  courseSchema.superRefine(async (form, context) => {
    if (await takenByOther(client, "seed_courses", "code", form.code, except))
      context.addIssue({ code: "custom", path: ["code"], message: "codeTaken" });
  });

const courseValues = (form: CourseForm) => ({ code: form.code, name: form.name, track: form.track ?? null });

/** /staff/courses' loaders and actions: a course that classes teach is never deleted (seed-teaching-rules refuses it too). */
export const courseRoutes = structureRoutes({
  area: "courses",
  noun: { a: "a course", the: "the course" },
  list: listCourses,
  read: readCourse,
  named: (course) => ({ code: course.code }),
  namedForm: (form: CourseForm) => ({ code: form.code }),
  choices: noChoices,
  schema: (client, course) => courseSchemaFor(client, course?.id),
  collection: "seed_courses",
  values: courseValues,
  taken: "codeTaken",
  shown: (course) => course,
  doomed: async (client, course): Promise<CourseRow> => ({ ...course, ...(await courseDependents(client, course.id)) }),
  refusal: (course) => (course.classes > 0 ? "courseHasClasses" : null),
});
