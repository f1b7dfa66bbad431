// The class dialog of /staff/classes (issue 50): create and edit, shown by its own child route in a
// RouteDialog (ADR 035); and the page's list and dialogs, from one declaration.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { Options } from "~/components/ui/Options";
import { Select } from "~/components/ui/Select";
import { adminPaths } from "~/features/staff/admin/admin-path";
import type { ClassDependents, ClassRow, TeacherOption } from "./structure";
import { StructureDialog, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { CsvTools, nameColumn } from "./StructureList";

export interface ClassValues {
  courseId: number;
  cohort: string;
  teacherId: string;
  capacity: number | null;
}

/** Create (`klass` null) or edit a class: the course and teacher chosen from what the token reads. */
export function ClassFormDialog({
  klass,
  courses,
  cohorts,
  teachers,
  reply,
}: {
  klass: (ClassValues & { label: string }) | null;
  courses: { id: number; label: string }[];
  /** The cohorts' names (seed_cohorts): a class is taught to one of them. */
  cohorts: string[];
  teachers: TeacherOption[];
  reply: StructureReply | undefined;
}) {
  const { t } = useTranslation("staff");
  const stored: Record<string, string> = klass
    ? {
        course: String(klass.courseId),
        cohort: klass.cohort,
        teacher: klass.teacherId,
        capacity: klass.capacity ? String(klass.capacity) : "",
      }
    : {};
  const { props } = useStructureFields("classes", reply, stored);
  return (
    <StructureDialog area="classes" named={klass ? { name: klass.label } : null} reply={reply}>
      {courses.length === 0 ? <Notice tone="warning">{t("classes.noCourses")}</Notice> : null}
      <Field {...props("course")}>
        <Select required>
          <option value="">{t("classes.fields.chooseCourse")}</option>
          <Options options={courses.map((course) => ({ value: String(course.id), label: course.label }))} />
        </Select>
      </Field>
      {cohorts.length === 0 ? <Notice tone="warning">{t("classes.noCohorts")}</Notice> : null}
      <Field {...props("cohort", { hint: true })}>
        <Select required>
          <option value="">{t("classes.fields.chooseCohort")}</option>
          <Options options={cohorts.map((cohort) => ({ value: cohort, label: cohort }))} />
        </Select>
      </Field>
      <Field {...props("teacher")}>
        <Select required>
          <option value="">{t("classes.fields.chooseTeacher")}</option>
          <Options options={teachers.map((teacher) => ({ value: teacher.id, label: teacher.name }))} />
        </Select>
      </Field>
      <Field {...props("capacity", { hint: true })}>
        <Input inputMode="numeric" autoComplete="off" />
      </Field>
    </StructureDialog>
  );
}

/** What a class form offers to choose. */
export interface ClassChoices {
  courses: { id: number; label: string }[];
  cohorts: string[];
  teachers: TeacherOption[];
}

/** A class's name in words: its course and its cohort. */
const classLabel = (row: { course: string; cohort: string }) => `${row.course} · ${row.cohort}`;

/** /staff/classes' list and dialogs. */
export const classViews = structureViews<ClassRow, ClassValues & { label: string }, ClassChoices, ClassDependents & { label: string }>({
  area: "classes",
  useColumns() {
    const { t } = useTranslation("staff");
    return [
      nameColumn({ key: "course", header: t("classes.columns.course"), name: (row) => row.course, className: "max-w-xs break-words" }),
      { key: "cohort", header: t("classes.columns.cohort"), cell: (row) => row.cohort, className: "break-words" },
      { key: "teacher", header: t("classes.columns.teacher"), cell: (row) => row.teacher || t("classes.unknownTeacher") },
      { key: "capacity", header: t("classes.columns.capacity"), cell: (row) => row.capacity ?? t("classes.noCapacity") },
      { key: "enrolled", header: t("classes.columns.enrolled"), cell: (row) => row.enrolled },
    ];
  },
  // A row's name in its links' labels: course and cohort.
  label: (row) => ({ name: classLabel(row) }),
  // The enrolments in bulk: the export of every learner's classes, and the learners' Import CSV, which
  // enrols each row's learner in its cohort's classes.
  tools: (
    <CsvTools
      exportCsv={{ href: "/staff/enrolments.csv", key: "classes.exportEnrolments" }}
      importCsv={{ href: adminPaths.importCsv, key: "classes.importEnrolments" }}
    />
  ),
  Form: ({ shown, choices, reply }) => <ClassFormDialog klass={shown} {...choices} reply={reply} />,
  typed: (values) => {
    const cohort = String(values.cohort ?? "");
    return { courseId: 0, cohort, teacherId: "", capacity: null, label: cohort };
  },
  noChoices: { courses: [], cohorts: [], teachers: [] },
  useQuestion(klass, refused) {
    const { t } = useTranslation("staff");
    if (!refused) return t("classes.deleteQuestion", { name: klass.label });
    return t("classes.deleteRefused", {
      name: klass.label,
      enrolments: t("classes.enrolmentsCount", { count: klass.enrolments }),
      grades: t("classes.gradesCount", { count: klass.grades }),
    });
  },
});
