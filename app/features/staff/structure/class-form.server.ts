// The class form's rules that need Directus (issue 50): the course, the cohort and the teacher are
// ones the person's own token reads (a course and a cohort that exist, a faculty account), checked
// with the form so that their words come back at the field.
import type { DirectusClient } from "~/features/cms/directus.server";
import { classDependents, classSchema, classValues, listClasses, listCourseChoices, listTeachers, readClass } from "./classes.server";
import type { ClassForm } from "./classes.server";
import { listCohortNames } from "./cohorts.server";
import { structureRoutes } from "./structure-routes.server";

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

/** A class's name in words: its course and its cohort. */
const classLabel = (row: { course: string; cohort: string }) => `${row.course} · ${row.cohort}`;

/** /staff/classes' loaders and actions: a class with enrolments or grades is never deleted (seed-teaching-rules refuses it too). */
export const classRoutes = structureRoutes({
  area: "classes",
  noun: { a: "a class", the: "the class" },
  list: listClasses,
  read: readClass,
  // Its dialogs' titles name it by course and cohort; the done messages by cohort.
  named: (klass) => ({ name: classLabel(klass), cohort: klass.cohort }),
  namedForm: (form: ClassForm) => ({ cohort: form.cohort }),
  choices: classChoices,
  schema: (_client, _klass, choices) => classSchemaFor(choices),
  collection: "seed_classes",
  values: classValues,
  shown: (klass) => ({ ...klass, label: classLabel(klass) }),
  doomed: async (client, klass) => ({ label: classLabel(klass), ...(await classDependents(client, klass.id)) }),
  refusal: (doomed) => (doomed.enrolments > 0 || doomed.grades > 0 ? "classHasLearners" : null),
});
