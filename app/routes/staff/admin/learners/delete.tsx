import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { deleteLearner } from "~/features/staff/admin/content.server";
import { learnerWords } from "~/features/staff/admin/lists";
import { adminRowAction, learnerOfRoute, noStore } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Delete user…: the confirmation, over both tables. */
export async function loader(args: Route.LoaderArgs) {
  const learner = await learnerOfRoute(args);
  return data({ title: getInstance(args.context).t("staff:admin.learner.delete"), learner: learnerWords(learner) }, { headers: noStore });
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
  const { formError } = useAdminReply(actionData);
  return (
    <AdminDialog
      title={t("admin.learner.delete")}
      question={t("admin.learner.deleteQuestion", loaderData.learner)}
      confirmLabel={t("admin.learner.deleteConfirm")}
      danger
      formError={formError}
    />
  );
}
