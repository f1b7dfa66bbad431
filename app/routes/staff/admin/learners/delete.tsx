import { useTranslation } from "react-i18next";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { AdminDialog } from "~/features/staff/admin/admin-dialog";
import { deleteLearner } from "~/features/staff/admin/content.server";
import { adminRowAction, learnerDialogOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Delete user…: the confirmation, over both tables. */
export function loader(args: Route.LoaderArgs) {
  return learnerDialogOfRoute(args, "admin.learner.delete");
}

/** Their portal rows go with them (Directus' relations cascade), their sessions end. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["deleteUser"], async (form, { client }) => {
    await deleteLearner(client, form.id);
    return "admin.done.userDeleted";
  });
}

export default function DeleteLearner({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  return (
    <AdminDialog
      title={t("admin.learner.delete")}
      question={t("admin.learner.deleteQuestion", loaderData.learner)}
      confirmLabel={t("admin.learner.deleteConfirm")}
      danger
      reply={actionData}
    />
  );
}
