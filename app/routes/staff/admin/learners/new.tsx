import { useTranslation } from "react-i18next";
import type { Route } from "./+types/new";
import { requireRole } from "~/features/auth/guards.server";
import { appUrl } from "~/features/auth/register.server";
import { roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { inviteLearner } from "~/features/staff/admin/content.server";
import { adminDialogData, adminRowAction } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Add student… (the toolbar): an address to invite, over both tables. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  return adminDialogData(context, "admin.toolbar.addStudent", {});
}

/** A Directus invitation (the set-password mail) its owner must accept (issue 51, item 3); counted against the administrator's sends. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["addStudent"], async (form, { client, request }) => {
    await inviteLearner(client, form.email, `${appUrl(request)}/set-password`);
    return "admin.done.invited";
  });
}

export default function AddStudent({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { field, errorText } = useAdminReply(actionData);
  return (
    <AdminDialog
      title={t("admin.toolbar.addStudent")}
      question={t("admin.addStudentQuestion")}
      confirmLabel={t("admin.invite")}
      reply={actionData}
    >
      <Field field={field("email", "add-email")} label={t("admin.learners.columns.email")} formatError={errorText}>
        <Input type="email" required maxLength={254} autoComplete="off" />
      </Field>
    </AdminDialog>
  );
}
