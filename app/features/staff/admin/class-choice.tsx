import { useTranslation } from "react-i18next";
import { Notice } from "~/components/ui/Notice";
import type { SelectOption } from "~/components/ui/Options";
import { AdminDialog, ErrorLine, SelectField, useAdminReply, type AdminReply } from "./admin-dialog";

/**
 * Assign to class…, Remove from course and Move to cohort…: a choice among the classes (or their
 * cohorts) read on the server. Their words follow the action: admin.learner.<action>, …Question, …Confirm.
 */
export function ClassChoiceDialog({
  action,
  field,
  name,
  options,
  reply,
}: {
  action: "assignClass" | "removeClass" | "moveCohort";
  field: "class" | "cohort";
  name: string;
  options: SelectOption[];
  reply: AdminReply;
}) {
  const { t } = useTranslation("staff");
  const { fieldError, typed, formError } = useAdminReply(reply);
  return (
    <AdminDialog
      title={t(`admin.learner.${action}`)}
      question={t(`admin.learner.${action}Question`, { name })}
      confirmLabel={t(`admin.learner.${action}Confirm`)}
      danger={action === "removeClass"}
      canConfirm={options.length > 0}
      formError={formError}
    >
      {options.length ? (
        <>
          <SelectField
            label={t(field === "cohort" ? "admin.learner.cohortLabel" : "admin.learner.classLabel")}
            name={field}
            defaultValue={typed(field)}
            options={options}
          />
          <ErrorLine>{fieldError(field)}</ErrorLine>
        </>
      ) : (
        <Notice tone="info">{t("admin.learner.noClasses")}</Notice>
      )}
    </AdminDialog>
  );
}
