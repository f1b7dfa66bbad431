import { useTranslation } from "react-i18next";
import type { Route } from "./+types/author";
import { Notice } from "~/components/ui/Notice";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { staffPageMeta } from "~/features/staff/page-meta";
import { SelectField } from "~/components/ui/SelectField";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { changeAuthor, listStaff } from "~/features/staff/admin/content.server";
import { displayName } from "~/features/staff/admin/lists";
import { adminDialogData, adminRowAction, postOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Change author…: the post and the staff accounts it may name (read with the admin's own token). */
export async function loader(args: Route.LoaderArgs) {
  const post = await postOfRoute(args);
  const staff = await listStaff(args.context.get(directusContext)).catch(() => []);
  return adminDialogData(args.context, "admin.post.changeAuthor", { post: { title: post.title, author: post.author?.id ?? null }, staff });
}

/** The post names a staff person: one the admin's token reads as staff (else the row is gone: 404). */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["changeAuthor"], async (form, { client }) => {
    await changeAuthor(client, form.id, form.author);
    return "admin.done.authorChanged";
  });
}

export default function ChangeAuthor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { post, staff } = loaderData;
  const { field, errorText } = useAdminReply(actionData);
  return (
    <AdminDialog
      title={t("admin.post.changeAuthor")}
      question={t("admin.post.authorQuestion", { title: post.title })}
      confirmLabel={t("admin.save")}
      canConfirm={staff.length > 0}
      reply={actionData}
    >
      {staff.length ? (
        <SelectField
          field={field("author", "post-author", post.author ?? staff[0].id)}
          label={t("admin.post.authorLabel")}
          formatError={errorText}
          options={staff.map((person) => ({
            value: person.id,
            label: `${displayName(person) ?? person.id}${person.role?.name ? ` · ${t(`admin.staffRoles.${person.role.name}`, { defaultValue: person.role.name })}` : ""}`,
          }))}
        />
      ) : (
        <Notice tone="info">{t("admin.post.noStaff")}</Notice>
      )}
    </AdminDialog>
  );
}
