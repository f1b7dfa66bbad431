import { useTranslation } from "react-i18next";
import type { Route } from "./+types/role";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { SelectField } from "~/components/ui/SelectField";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { changeableRoleIds, setLearnerRole } from "~/features/staff/admin/content.server";
import { learnerWords } from "~/features/staff/admin/lists";
import { adminDialogData, adminRowAction, learnerOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Change role…: the roles it may give (learner, faculty, partner: those that exist). */
export async function loader(args: Route.LoaderArgs) {
  const learner = await learnerOfRoute(args);
  const roles = await changeableRoleIds(args.context.get(directusContext)).catch(() => new Map<string, string>());
  return adminDialogData(args.context, "admin.learner.changeRole", {
    learner: { ...learnerWords(learner), role: learner.role?.name ?? "seed-user" },
    roles: [...roles.keys()].sort(),
  });
}

/** The learner leaves this list (and their portal) for the new one; signed out now. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["changeRole"], async (form, { client }) => {
    await setLearnerRole(client, form.id, form.role);
    return "admin.done.roleChanged";
  });
}

export default function ChangeRole({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { learner, roles } = loaderData;
  const { field, errorText } = useAdminReply(actionData);
  return (
    <AdminDialog
      title={t("admin.learner.changeRole")}
      question={t("admin.learner.roleQuestion", learner)}
      confirmLabel={t("admin.save")}
      reply={actionData}
    >
      <SelectField
        field={field("role", "learner-role", learner.role)}
        label={t("admin.learner.newRole")}
        formatError={errorText}
        options={roles.map((role) => ({ value: role, label: t(`admin.roles.${role}`, { defaultValue: role }) }))}
      />
    </AdminDialog>
  );
}
