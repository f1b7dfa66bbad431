import { useTranslation } from "react-i18next";
import type { Route } from "./+types/activity";
import { DataTable, loadedState, type Column } from "~/components/ui/DataTable";
import { LocalDate } from "~/components/ui/LocalDate";
import { Tabs } from "~/components/ui/Tabs";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { routeHeaders } from "~/features/http/route-headers";
import { activityAreas, type ActivityRow } from "~/features/staff/activity/activity";
import { listActivity, parseActivityQuery } from "~/features/staff/activity/activity.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ListPager, useListHref } from "~/features/staff/paged-list";
import { pagedListData } from "~/features/staff/paged-list.server";
import { requireStructureAdmin } from "~/features/staff/structure/structure-page.server";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * /staff/activity (issue 50 item 2): who changed the academy's courses, classes and enrolments, and
 * when, newest first, from Directus' own activity records read with the person's own token. Content
 * administrators and the Administrator; the table and the page are in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = requireStructureAdmin(request, context);
  const title = getInstance(context).t("staff:activity.title");
  const translations = translationsFor(context, { staff: ["activity"] });
  const query = parseActivityQuery(new URL(request.url).searchParams);
  return pagedListData({ title, translations, query }, () => listActivity(client, query), "the activity");
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const { query, rows, total, page, pages, loadFailed } = loaderData;
  const href = useListHref({ what: query.what });
  const columns: Column<ActivityRow>[] = [
    {
      key: "at",
      header: t("activity.columns.at"),
      cell: (row) => <LocalDate value={row.at} locale={i18n.language} style="dateTime" empty="—" />,
      className: "whitespace-nowrap",
    },
    { key: "by", header: t("activity.columns.by"), cell: (row) => row.by ?? t("activity.unknownPerson") },
    { key: "action", header: t("activity.columns.action"), cell: (row) => t(`activity.actions.${row.action}`) },
    {
      key: "what",
      header: t("activity.columns.what"),
      rowHeader: true,
      cell: (row) => (
        <>
          <p className="font-semibold">{t(`activity.item.${row.area}`, { id: row.item })}</p>
          {row.label ? <p className="text-slate-700">{row.label}</p> : null}
        </>
      ),
      className: "max-w-sm break-words",
    },
  ];
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t("activity.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("activity.intro")}</p>
      <Tabs
        label={t("activity.filter")}
        className="mt-6 flex flex-wrap gap-2"
        tabs={[null, ...activityAreas].map((what) => ({
          to: href({ what }),
          current: query.what === what,
          label: what ? t(`activity.areas.${what}`) : t("activity.all"),
        }))}
      />
      <div className="mt-6">
        <DataTable
          caption={t("activity.title")}
          columns={columns}
          rows={rows}
          state={loadedState(loadFailed, { message: t("activity.loadFailed"), retryHref: href({}), retryLabel: t("activity.retry") })}
          empty={t("activity.empty")}
          filtered={Boolean(query.what)}
          filteredEmpty={t("activity.filteredEmpty")}
          className="min-w-[40rem]"
          footer={<ListPager list="activity" total={total} page={page} pages={pages} href={(page) => href({ page })} />}
        />
      </div>
    </div>
  );
}
