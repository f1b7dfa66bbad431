// The class form's rules that need Directus (issue 50): the course, the cohort and the teacher are
// ones the person's own token reads (a course and a cohort that exist, a faculty account), checked
// with the form so that their words come back at the field.
import type { DirectusClient } from "~/features/cms/directus.server";
import { classSchema, listCourseChoices, listTeachers } from "./classes.server";
import { listCohortNames } from "./cohorts.server";

/** What the form offers: the courses, the cohorts and the teachers. */
export async function classChoices(client: DirectusClient) {
  const [courses, cohorts, teachers] = await Promise.all([listCourseChoices(client), listCohortNames(client), listTeachers(client)]);
  return { courses, cohorts, teachers };
}

/** The schema with the choices checked against what the token reads now. */
export const classSchemaFor = (choices: Awaited<ReturnType<typeof classChoices>>) =>
  classSchema.superRefine((form, context) => {
    if (!choices.courses.some((course) => course.id === form.course))
      context.addIssue({ code: "custom", path: ["course"], message: "courseUnknown" });
    if (!choices.cohorts.includes(form.cohort)) context.addIssue({ code: "custom", path: ["cohort"], message: "cohortUnknown" });
    if (!choices.teachers.some((teacher) => teacher.id === form.teacher))
      context.addIssue({ code: "custom", path: ["teacher"], message: "teacherUnknown" });
  });
