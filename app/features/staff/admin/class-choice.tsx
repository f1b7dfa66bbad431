import { useTranslation } from "react-i18next";
import { Notice } from "~/components/ui/Notice";
import type { SelectOption } from "~/components/ui/Options";
import { SelectField } from "~/components/ui/SelectField";
import { AdminDialog, useAdminReply, type AdminReply } from "./admin-dialog";

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
  const { field: fieldOf, errorText } = useAdminReply(reply);
  return (
    <AdminDialog
      title={t(`admin.learner.${action}`)}
      question={t(`admin.learner.${action}Question`, { name })}
      confirmLabel={t(`admin.learner.${action}Confirm`)}
      danger={action === "removeClass"}
      canConfirm={options.length > 0}
      reply={reply}
    >
      {options.length ? (
        <SelectField
          field={fieldOf(field, `choose-${field}`)}
          label={t(field === "cohort" ? "admin.learner.cohortLabel" : "admin.learner.classLabel")}
          formatError={errorText}
          options={options}
        />
      ) : (
        <Notice tone="info">{t("admin.learner.noClasses")}</Notice>
      )}
    </AdminDialog>
  );
}
