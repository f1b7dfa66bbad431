import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import type { Route } from "./+types/row";
import { hasRole, roleGroups } from "~/features/auth/user-context";
import { routeHeaders } from "~/features/http/route-headers";
import { RefusalDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { duplicatePost, updatePost } from "~/features/staff/admin/content.server";
import { adminRowAction, postedToOnly } from "~/features/staff/admin/row-action.server";

export const headers: Route.HeadersFunction = routeHeaders;

/** /…/posts/:id is where a post row's one-click actions post; opened, it is the page itself. */
export const loader = postedToOnly;

/** Publish, Unpublish, Feature, Unfeature (one field; the post caches dropped) and Duplicate. */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["publish", "unpublish", "feature", "unfeature", "duplicate"], async (form, { client, user }) => {
    switch (form.intent) {
      case "publish":
      case "unpublish":
        await updatePost(client, form.id, { status: form.intent === "publish" ? "published" : "draft" });
        return form.intent === "publish" ? "admin.done.published" : "admin.done.unpublished";
      case "feature":
      case "unfeature":
        await updatePost(client, form.id, { featured: form.intent === "feature" });
        return form.intent === "feature" ? "admin.done.featured" : "admin.done.unfeatured";
      case "duplicate": {
        const copy = await duplicatePost(client, form.id);
        // Spec: the copy opens in the editor for those the editor admits.
        if (hasRole(user, roleGroups.editors)) return redirect(`/edit-post/${encodeURIComponent(copy.slug)}`);
        return "admin.done.duplicated";
      }
    }
  });
}

/** Without a refusal nothing shows here; a refused action says what went wrong over the tables. */
export default function PostRowAction({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { formError } = useAdminReply(actionData);
  return <RefusalDialog title={t(`admin.post.${actionData?.intent ?? "publish"}`)} error={formError} />;
}
