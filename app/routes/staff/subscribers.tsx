import { useTranslation } from "react-i18next";
import { data, Outlet } from "react-router";
import type { Route } from "./+types/subscribers";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { DataTable, loadedState, type Column } from "~/components/ui/DataTable";
import { LinkButton } from "~/components/ui/LinkButton";
import { rowMenuColumn, type RowMenuItem } from "~/components/ui/RowMenu";
import { Tabs } from "~/components/ui/Tabs";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import type { NewsletterStatus, NewsletterSubscriber } from "~/features/cms/schema";
import { isLanguage, languageNames } from "~/features/i18n/locales";
import { countSubscribers, listSubscribers } from "~/features/newsletter/newsletter.server";
import { newsletterStatuses } from "~/features/newsletter/statuses";
import { statusFilter } from "~/features/newsletter/subscribers-staff.server";
import { LocalDate } from "~/components/ui/LocalDate";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { ListMessages } from "~/features/staff/list-messages";
import { staffPageMeta } from "~/features/staff/page-meta";

export const meta: Route.MetaFunction = staffPageMeta;

/** The newest so many on the page; the CSV export has every one. */
const shownAtMost = 200;

/** Content administrators only (Administrator, seed-admin), like the requests page; read with their own token. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, roleGroups.admins);
  const title = getInstance(context).t("staff:subscribers.title");
  // This page's own staff words (the staff layout sends only the navigation's).
  const translations = translationsFor(context, { staff: ["subscribers"] });
  const status = statusFilter(request);
  const client = context.get(directusContext);
  try {
    const [counts, subscribers] = await Promise.all([countSubscribers(client), listSubscribers(client, { status, limit: shownAtMost })]);
    return data({ title, translations, status, counts, subscribers, loadFailed: false });
  } catch (error) {
    console.error("Staff: could not read newsletter subscribers:", error);
    const counts: Record<NewsletterStatus, number> = { pending: 0, confirmed: 0, unsubscribed: 0 };
    return data({ title, translations, status, counts, subscribers: [] as NewsletterSubscriber[], loadFailed: true }, { status: 503 });
  }
}

const statusTone = { pending: "warning", confirmed: "success", unsubscribed: "neutral" } as const satisfies Record<
  NewsletterStatus,
  BadgeTone
>;

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("staff");
  const { status, counts, subscribers, loadFailed } = loaderData;
  // The list's own URL (its `?status=` tab): Retry, and the tab each row's dialog keeps (ADR 055).
  const list = status ? `/staff/subscribers?status=${status}` : "/staff/subscribers";
  const tabQuery = status ? `?status=${status}` : "";
  const items = (s: NewsletterSubscriber): RowMenuItem[] => [
    ...(s.status !== "unsubscribed"
      ? [{ label: t("subscribers.unsubscribe"), to: `/staff/subscribers/${s.id}/unsubscribe${tabQuery}`, dialog: true }]
      : []),
    { label: t("subscribers.delete"), danger: true, to: `/staff/subscribers/${s.id}/delete${tabQuery}`, dialog: true },
  ];
  const state = loadedState(loadFailed, {
    message: t("subscribers.loadFailed"),
    retryHref: list,
    retryLabel: t("subscribers.retry"),
  });
  const total = newsletterStatuses.reduce((sum, s) => sum + counts[s], 0);
  const inFilter = status ? counts[status] : total;
  const date = (value: string | null) => <LocalDate value={value} locale={i18n.language} style="short" empty="—" />;
  const columns: Column<NewsletterSubscriber>[] = [
    { key: "email", header: t("subscribers.columns.email"), rowHeader: true, cell: (s) => s.email, className: "break-words" },
    {
      key: "status",
      header: t("subscribers.columns.status"),
      cell: (s) => <Badge tone={statusTone[s.status]}>{t(`subscribers.status.${s.status}`)}</Badge>,
    },
    {
      key: "language",
      header: t("subscribers.columns.language"),
      cell: (s) => (isLanguage(s.locale) ? <span lang={s.locale}>{languageNames[s.locale]}</span> : (s.locale ?? "—")),
    },
    { key: "subscribed", header: t("subscribers.columns.subscribed"), cell: (s) => date(s.created_at), className: "whitespace-nowrap" },
    { key: "confirmed", header: t("subscribers.columns.confirmed"), cell: (s) => date(s.confirmed_at), className: "whitespace-nowrap" },
    {
      key: "unsubscribed",
      header: t("subscribers.columns.unsubscribed"),
      cell: (s) => date(s.unsubscribed_at),
      className: "whitespace-nowrap",
    },
  ];
  const tab = (value: NewsletterStatus | null, label: string, count: number) => ({
    to: value ? `/staff/subscribers?status=${value}` : "/staff/subscribers",
    current: status === value,
    label: (
      <>
        {label} <span className="font-normal">({count})</span>
      </>
    ),
  });
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">{t("subscribers.title")}</h1>
        {/* A plain link: the browser downloads the file (Content-Disposition: attachment). */}
        <LinkButton href={`/staff/subscribers.csv${status ? `?status=${status}` : ""}`} variant="outline" download>
          {t("subscribers.export")}
        </LinkButton>
      </div>
      <p className="mt-2 max-w-3xl text-slate-700">{t("subscribers.intro")}</p>
      <ListMessages error={null} />
      <div className="mt-6">
        <Tabs
          label={t("subscribers.filterLabel")}
          className="flex flex-wrap gap-2"
          tabs={[tab(null, t("subscribers.all"), total), ...newsletterStatuses.map((s) => tab(s, t(`subscribers.status.${s}`), counts[s]))]}
        />
      </div>
      <div className="mt-6">
        <DataTable
          caption={t("subscribers.title")}
          columns={columns}
          rows={subscribers}
          state={state}
          empty={t(`subscribers.empty.${status ?? "all"}`)}
          className="min-w-[44rem]"
          actions={rowMenuColumn(t("subscribers.actions"), (s) => t("subscribers.manage", { email: s.email }), items)}
        />
        {!loadFailed && inFilter > subscribers.length ? (
          <p className="mt-4 text-sm text-slate-700">{t("subscribers.shown", { shown: subscribers.length, total: inFilter })}</p>
        ) : null}
      </div>
      <Outlet />
    </div>
  );
}
