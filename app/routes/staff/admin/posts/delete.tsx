import { useTranslation } from "react-i18next";
import type { Route } from "./+types/delete";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { AdminDialog } from "~/features/staff/admin/admin-dialog";
import { deletePost } from "~/features/staff/admin/content.server";
import { adminDialogData, adminRowAction, postOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Delete post…: the confirmation, over both tables. */
export async function loader(args: Route.LoaderArgs) {
  const post = await postOfRoute(args);
  return adminDialogData(args.context, "admin.post.delete", { post: { title: post.title } });
}

/** Its detail rows, then the post; the post caches dropped. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["deletePost"], async (form, { client }) => {
    await deletePost(client, form.id);
    return "admin.done.postDeleted";
  });
}

export default function DeletePost({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  return (
    <AdminDialog
      title={t("admin.post.delete")}
      question={t("admin.post.deleteQuestion", { title: loaderData.post.title })}
      confirmLabel={t("admin.post.deleteConfirm")}
      danger
      reply={actionData}
    />
  );
}
