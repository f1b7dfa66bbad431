// The course dialog of /staff/courses (issue 50): create and edit, shown by its own child route in a
// RouteDialog (ADR 035); and the page's list and dialogs, from one declaration.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { structureLimits, type CourseRow, type Track } from "./structure";
import { StructureDialog, TrackSelect, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { nameColumn } from "./StructureList";

export interface CourseValues {
  code: string;
  name: string;
  track: Track | null;
}

/** Create (`course` null) or edit a course. */
export function CourseFormDialog({ course, reply }: { course: CourseValues | null; reply: StructureReply | undefined }) {
  const { t } = useTranslation("staff");
  const { props } = useStructureFields("courses", reply, course ? { code: course.code, name: course.name, track: course.track ?? "" } : {});
  return (
    <StructureDialog area="courses" named={course ? { code: course.code } : null} reply={reply}>
      <Field {...props("code", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.code} required />
      </Field>
      <Field {...props("name")}>
        <Input autoComplete="off" maxLength={structureLimits.name} required />
      </Field>
      <Field {...props("track")}>
        <TrackSelect none={t("courses.fields.noTrack")} />
      </Field>
    </StructureDialog>
  );
}

/** /staff/courses' list and dialogs. */
export const courseViews = structureViews<CourseRow, CourseValues, object, CourseRow>({
  area: "courses",
  useColumns() {
    const { t } = useTranslation("staff");
    return [
      nameColumn({ key: "code", header: t("courses.columns.code"), name: (course) => course.code }),
      { key: "name", header: t("courses.columns.name"), cell: (course) => course.name, className: "max-w-xs break-words" },
      {
        key: "track",
        header: t("courses.columns.track"),
        cell: (course) => (course.track ? t(`structure.tracks.${course.track}`) : t("courses.fields.noTrack")),
      },
      { key: "classes", header: t("courses.columns.classes"), cell: (course) => course.classes },
    ];
  },
  label: (course) => ({ code: course.code }),
  Form: ({ shown, reply }) => <CourseFormDialog course={shown} reply={reply} />,
  typed: (values) => ({ code: String(values.code ?? ""), name: "", track: null }),
  noChoices: {},
  useQuestion(course, refused) {
    const { t } = useTranslation("staff");
    return refused
      ? t("courses.deleteRefused", { code: course.code, count: course.classes })
      : t("courses.deleteQuestion", { code: course.code, name: course.name });
  },
});
