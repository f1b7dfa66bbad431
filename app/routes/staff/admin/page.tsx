import { useTranslation } from "react-i18next";
import { data, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/page";
import { buttonClass } from "~/components/ui/Button";
import { PageHeading } from "~/components/ui/PageHeading";
import { RowMenu } from "~/components/ui/RowMenu";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { adminDialogHref, adminListHref, adminPaths } from "~/features/staff/admin/admin-path";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Admin · Content"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/**
 * The admin content page's frame (issue 29, spec 001 §2): its heading, the toolbar and the message
 * of the last action (a flash, read once). Its tables are the modules below it (posts/table.tsx,
 * learners/table.tsx), each with its own loader.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  return data(
    {
      title: getInstance(context).t("staff:admin.title"),
      // The media library's picker (Change cover image…) speaks its own words.
      translations: translationsFor(context, { media: ["gallery", "picker", "upload"] }),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function AdminContentPage() {
  const { t } = useTranslation("staff");
  const { search } = useLocation();
  const list = adminListHref(search);
  const uq = new URLSearchParams(search).get("uq");
  // This list (filters and pages kept, no dialog or menu open) at the bulk form.
  const bulkFormHref = `${list}#bulk-form`;
  return (
    <div className="flex flex-col gap-8">
      <PageHeading title={t("admin.title")} intro={t("admin.subtitle")} />

      {/* Aligned at the top: the Manage menu opens in the row's flow without JavaScript. */}
      <div className="flex flex-wrap items-start gap-3">
        <a href={list} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("admin.toolbar.refresh")}
        </a>
        <RowMenu
          label={t("admin.toolbar.manage")}
          trigger={t("admin.toolbar.manage")}
          items={[
            { label: t("admin.toolbar.addStudent"), to: adminDialogHref("learners/new", search), dialog: true },
            { label: t("admin.toolbar.importCsv"), to: adminPaths.importCsv },
            {
              label: t("admin.toolbar.exportCsv"),
              to: `${adminPaths.exportCsv}${uq ? `?uq=${encodeURIComponent(uq)}` : ""}`,
              download: true,
            },
            // The bulk actions need the users ticked in the table: they lead to the form that sends them.
            { label: t("admin.toolbar.bulkMove"), to: bulkFormHref },
            { label: t("admin.toolbar.bulkAssign"), to: bulkFormHref },
          ]}
        />
      </div>

      {/* The posts table, the learners table under it, and the open row dialog, if any. */}
      <Outlet />
    </div>
  );
}
