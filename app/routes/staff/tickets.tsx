import { useTranslation } from "react-i18next";
import type { Route } from "./+types/tickets";
import { Badge } from "~/components/ui/Badge";
import { DataTable, loadedState, type Column } from "~/components/ui/DataTable";
import { LocalDate } from "~/components/ui/LocalDate";
import { Tabs } from "~/components/ui/Tabs";
import { TextLink } from "~/components/ui/TextLink";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { ListMessages } from "~/features/staff/list-messages";
import { ListPager, useListHref } from "~/features/staff/paged-list";
import { pagedListData } from "~/features/staff/paged-list.server";
import { staffPageMeta } from "~/features/staff/page-meta";
import { ticketSources, ticketStatuses, ticketStatusTone, type TicketRow } from "~/features/staff/tickets";
import { listTickets, parseTicketQuery } from "~/features/staff/tickets.server";

export const meta: Route.MetaFunction = staffPageMeta;

/**
 * /staff/tickets (issue 47): content administrators only (the staff layout also admits editors, so
 * the loader checks again), read with their own token. Filters and the page are in the URL.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const title = getInstance(context).t("staff:tickets.title");
  const translations = translationsFor(context, { staff: ["tickets"] });
  const query = parseTicketQuery(new URL(request.url).searchParams);
  return pagedListData({ title, translations, query }, () => listTickets(context.get(directusContext), query), "the help tickets");
}

export default function Tickets({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const { query, rows, total, page, pages, loadFailed } = loaderData;
  const href = useListHref({ status: query.status, from: query.from });
  const columns: Column<TicketRow>[] = [
    {
      key: "subject",
      header: t("tickets.columns.subject"),
      rowHeader: true,
      cell: (ticket) => (
        <TextLink to={`/staff/tickets/${ticket.ref}`} className="font-semibold">
          {ticket.subject}
        </TextLink>
      ),
      className: "max-w-sm break-words",
    },
    {
      key: "from",
      header: t("tickets.columns.from"),
      cell: (ticket) => (
        <>
          <p>{ticket.sender ?? t("tickets.unknownSender")}</p>
          <p className="text-slate-700">
            {t(`tickets.source.${ticket.source}`)}
            {ticket.company ? ` · ${ticket.company}` : ""}
          </p>
        </>
      ),
    },
    {
      key: "status",
      header: t("tickets.columns.status"),
      cell: (ticket) => <Badge tone={ticketStatusTone[ticket.status]}>{t(`tickets.status.${ticket.status}`)}</Badge>,
    },
    {
      key: "received",
      header: t("tickets.columns.received"),
      cell: (ticket) => <LocalDate value={ticket.at} locale={i18n.language} style="short" empty="—" />,
      className: "whitespace-nowrap",
    },
  ];
  const state = loadedState(loadFailed, { message: t("tickets.loadFailed"), retryHref: href({}), retryLabel: t("tickets.retry") });
  const filtered = Boolean(query.status || query.from);
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">{t("tickets.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("tickets.intro")}</p>
      <ListMessages error={null} />
      <div className="mt-6 flex flex-col gap-3">
        <Tabs
          label={t("tickets.statusFilter")}
          className="flex flex-wrap gap-2"
          tabs={[null, ...ticketStatuses].map((status) => ({
            to: href({ status }),
            current: query.status === status,
            label: status ? t(`tickets.status.${status}`) : t("tickets.allStatuses"),
          }))}
        />
        <Tabs
          label={t("tickets.fromFilter")}
          className="flex flex-wrap gap-2"
          tabs={[null, ...ticketSources].map((from) => ({
            to: href({ from }),
            current: query.from === from,
            label: from ? t(`tickets.sources.${from}`) : t("tickets.allSenders"),
          }))}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption={t("tickets.title")}
          columns={columns}
          rows={rows}
          rowKey={(ticket) => ticket.ref}
          state={state}
          empty={t("tickets.empty")}
          filtered={filtered}
          filteredEmpty={t("tickets.filteredEmpty")}
          className="min-w-[44rem]"
          footer={<ListPager list="tickets" total={total} page={page} pages={pages} href={(page) => href({ page })} />}
        />
      </div>
    </div>
  );
}
