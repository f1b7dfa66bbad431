import { useTranslation } from "react-i18next";
import type { Route } from "./+types/link";
import { routeHeaders } from "~/features/http/route-headers";
import { appUrl } from "~/features/auth/register.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { AdminDialog } from "~/features/staff/admin/admin-dialog";
import { adminDialogData, postOfRoute } from "~/features/staff/admin/row-action.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/** Copy link without JavaScript (or a clipboard): the post's address, to copy by hand. */
export async function loader(args: Route.LoaderArgs) {
  const post = await postOfRoute(args);
  return adminDialogData(args.context, "admin.post.copyLink", { link: `${appUrl(args.request)}/post/${encodeURIComponent(post.slug)}` });
}

export default function CopyLink({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  return (
    <AdminDialog title={t("admin.post.copyLink")} question={t("admin.post.copyQuestion")} confirmLabel="" canConfirm={false}>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {t("admin.post.link")}
        <input readOnly value={loaderData.link} className="rounded-lg border border-slate-400 px-3 py-2 font-normal" />
      </label>
    </AdminDialog>
  );
}
