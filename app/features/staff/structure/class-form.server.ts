// The class form's rules that need Directus (issue 50): the course and the teacher are ones the
// person's own token reads (a course that exists, a faculty account), checked with the form so that
// their words come back at the field.
import type { DirectusClient } from "~/features/cms/directus.server";
import { classSchema, listCourseChoices, listTeachers } from "./classes.server";

/** What the form offers: the courses and the teachers. */
export async function classChoices(client: DirectusClient) {
  const [courses, teachers] = await Promise.all([listCourseChoices(client), listTeachers(client)]);
  return { courses, teachers };
}

/** The schema with the choices checked against what the token reads now. */
export const classSchemaFor = (choices: Awaited<ReturnType<typeof classChoices>>) =>
  classSchema.superRefine((form, context) => {
    if (!choices.courses.some((course) => course.id === form.course))
      context.addIssue({ code: "custom", path: ["course"], message: "courseUnknown" });
    if (!choices.teachers.some((teacher) => teacher.id === form.teacher))
      context.addIssue({ code: "custom", path: ["teacher"], message: "teacherUnknown" });
  });
