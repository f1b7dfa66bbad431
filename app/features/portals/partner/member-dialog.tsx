import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { SelectField } from "~/components/ui/SelectField";
import { companyRoles, type MemberRole } from "./paths";
import { useRoleOptions } from "./section-forms";
import { refusedInput, sentForm, type PartnerReply } from "./reply";
import { Outcome, partnerField, usePartnerErrorText } from "./ui";

export interface MemberRowData {
  row: { id: number; name: string; role: MemberRole | null } | null;
}

/** A member role the company gives (the Seed PM is the academy's: neither changed nor removed here). */
const companyGives = (role: MemberRole | null) => role === null || (companyRoles as readonly string[]).includes(role);

/**
 * A member row's Change role or Remove (ADR 055): a dialog over settings › members, a page of its own
 * without JavaScript. A member of another company, or none: words and the way back; the Seed PM: the
 * academy's, said so. What the action refused (the last ORG_ADMIN …) shows above the form, the choice kept.
 */
export function MemberDialog({
  intent,
  list,
  loaderData,
  actionData,
}: {
  intent: "member-role" | "remove-member";
  list: string;
  loaderData: MemberRowData;
  actionData?: PartnerReply;
}) {
  const { t } = useTranslation("portal-partner");
  const roleOptions = useRoleOptions();
  const errorText = usePartnerErrorText();
  const busy = useNavigation().state === "submitting";
  const { row } = loaderData;
  const remove = intent === "remove-member";
  const open = row && companyGives(row.role) && actionData?.formError?.key !== "not-found";
  const { sent, errors } = sentForm(actionData, true);
  const description = !row
    ? t("outcomes.not-found")
    : !companyGives(row.role)
      ? t("forms.assignedByAcademy")
      : remove
        ? t("forms.removeMemberQuestion", { name: row.name })
        : undefined;
  return (
    <RouteDialog
      title={remove ? t("forms.removeMemberTitle") : row ? t("forms.roleOf", { name: row.name }) : t("forms.changeRole")}
      description={description}
      closeTo={list}
      closeLabel={t(remove ? "forms.keepMember" : "forms.keepRole")}
    >
      {actionData && !refusedInput(actionData) ? <Outcome answer={actionData} /> : null}
      {open ? (
        <Form method="post" className="mt-5 flex flex-col gap-4">
          <input type="hidden" name="intent" value={intent} />
          {remove ? null : (
            <SelectField
              field={partnerField(errors, "role", { id: "member-role", value: sent.role ?? row.role ?? "none" })}
              label={t("columns.role")}
              formatError={errorText}
              options={roleOptions}
            />
          )}
          <div className="flex justify-end">
            <Button type="submit" variant={remove ? "danger" : "primary"} pending={busy}>
              {t(remove ? "forms.removeMemberConfirm" : "forms.changeRole")}
            </Button>
          </div>
        </Form>
      ) : (
        <div className="mt-5 flex justify-end">
          <LinkButton to={list}>{t(remove ? "forms.keepMember" : "forms.keepRole")}</LinkButton>
        </div>
      )}
    </RouteDialog>
  );
}
