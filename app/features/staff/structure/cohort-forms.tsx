// The cohort dialog of /staff/cohorts (issue 50): create and edit, shown by its own child route in a
// RouteDialog (ADR 035). What a person typed comes back from the action with the field errors, so a
// refused form keeps it.
import { useTranslation } from "react-i18next";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { formatPostDate } from "~/features/i18n/dates";
import { structureLimits, type CohortRow } from "./structure";
import { StructureDialog, useStructureFields, type StructureReply } from "./structure-forms";
import { structureViews } from "./structure-routes";
import { nameColumn } from "./StructureList";

export interface CohortValues {
  name: string;
  startsOn: string | null;
  endsOn: string | null;
}

/** Create (`cohort` null) or edit a cohort: its name (which its classes follow), start and end. */
export function CohortFormDialog({ cohort, reply }: { cohort: CohortValues | null; reply: StructureReply | undefined }) {
  const stored: Record<string, string> = cohort
    ? { name: cohort.name, starts_on: cohort.startsOn ?? "", ends_on: cohort.endsOn ?? "" }
    : {};
  const { props } = useStructureFields("cohorts", reply, stored);
  return (
    <StructureDialog area="cohorts" named={cohort ? { name: cohort.name } : null} reply={reply}>
      <Field {...props("name", { hint: true })}>
        <Input autoComplete="off" maxLength={structureLimits.cohort} required />
      </Field>
      <Field {...props("starts_on", { label: "start" })}>
        <Input type="date" required />
      </Field>
      <Field {...props("ends_on", { label: "end" })}>
        <Input type="date" required />
      </Field>
    </StructureDialog>
  );
}

/** /staff/cohorts' list and dialogs. */
export const cohortViews = structureViews<CohortRow, CohortValues, object, CohortRow>({
  area: "cohorts",
  useColumns() {
    const { t, i18n } = useTranslation("staff");
    const day = (value: string | null) => formatPostDate(value, i18n.language, "short") ?? t("cohorts.noDate");
    return [
      nameColumn({ key: "name", header: t("cohorts.columns.name"), name: (cohort) => cohort.name, className: "max-w-xs break-words" }),
      { key: "start", header: t("cohorts.columns.start"), cell: (cohort) => day(cohort.startsOn) },
      { key: "end", header: t("cohorts.columns.end"), cell: (cohort) => day(cohort.endsOn) },
      { key: "classes", header: t("cohorts.columns.classes"), cell: (cohort) => cohort.classes },
      { key: "enrolments", header: t("cohorts.columns.enrolments"), cell: (cohort) => cohort.enrolments },
    ];
  },
  label: (cohort) => ({ name: cohort.name }),
  Form: ({ shown, reply }) => <CohortFormDialog cohort={shown} reply={reply} />,
  typed: (values) => ({ name: String(values.name ?? ""), startsOn: null, endsOn: null }),
  noChoices: {},
  useQuestion(cohort, refused) {
    const { t } = useTranslation("staff");
    if (!refused) return t("cohorts.deleteQuestion", { name: cohort.name });
    return t("cohorts.deleteRefused", {
      name: cohort.name,
      classes: t("cohorts.classesCount", { count: cohort.classes }),
      enrolments: t("classes.enrolmentsCount", { count: cohort.enrolments }),
    });
  },
});
