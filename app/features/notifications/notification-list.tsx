// The notifications' views (issue 47): the bell of every signed-in person's header, the list page the
// four areas share, and one notification's words in the reader's language.
import { useTranslation } from "react-i18next";
import { Form, Link, useLocation, useMatches, useNavigation } from "react-router";
import { Badge, type BadgeTone } from "~/components/ui/Badge";
import { Button, buttonClass } from "~/components/ui/Button";
import { focusRing } from "~/components/ui/focus-ring";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { PageHeading } from "~/components/ui/PageHeading";
import { TextLink } from "~/components/ui/TextLink";
import { notificationType, type NotificationType, type ShownNotification } from "./kinds";

/** A notification's sentence in the reader's language: its kind's words filled with its params. */
export function useNotificationText() {
  const { t } = useTranslation("notifications");
  return (n: Pick<ShownNotification, "kind" | "params">) => t(`kinds.${n.kind}`, { ...n.params, defaultValue: t("kinds.other") });
}

const typeTone: Record<NotificationType, BadgeTone> = {
  message: "primary",
  grade: "success",
  ticket: "primary",
  badge: "success",
  deadline: "warning",
  hiring: "primary",
  info: "neutral",
};

/** A notification's kind as a badge ("Message", "Deadline", …). */
export function NotificationTypeBadge({ kind }: { kind: string }) {
  const { t } = useTranslation("notifications");
  const type = notificationType(kind);
  return <Badge tone={typeTone[type]}>{t(`types.${type}`)}</Badge>;
}

/** A notification's sentence: a link to where it leads, when it leads somewhere. */
export function NotificationSentence({ notification }: { notification: ShownNotification }) {
  const text = useNotificationText()(notification);
  const weight = notification.readAt ? "text-slate-700" : "font-semibold text-slate-900";
  return notification.link ? (
    <TextLink to={notification.link} underline className={weight}>
      {text}
    </TextLink>
  ) : (
    <span className={weight}>{text}</span>
  );
}

/**
 * The header's bell: a plain link to the person's list, with how many are unread. Its data comes from
 * the area layout's loader (`bell`: notifications.server.ts `readBell`); without it, nothing.
 */
export function NotificationBell() {
  const { t } = useTranslation("notifications");
  const bell = useMatches()
    .map((match) => (match.loaderData as { bell?: { href: string; count: number | null } | null } | undefined)?.bell)
    .find(Boolean);
  if (!bell) return null;
  const count = bell.count ?? 0;
  const shown = count > 99 ? "99+" : String(count);
  return (
    <Link
      to={bell.href}
      // On every page of an area (issue 23's 40 kB): no route discovery for it, its size in app.css (.bell svg).
      discover="none"
      className={`bell ${focusRing}`}
      // The name holds what the badge shows ("99+" beyond 99): WCAG 2.5.3, Label in Name.
      aria-label={bell.count === null ? t("bell.label") : t("bell.unread", { count, shown })}
      data-unread={count}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 0 1-3.4 0" />
      </svg>
      {count > 0 ? (
        // red-50 on red-700 (.bell-count): the portal's dark theme swaps both (app.css); white would not stay readable.
        <span aria-hidden="true" className="bell-count">
          {shown}
        </span>
      ) : null}
    </Link>
  );
}

interface ListData {
  items: ShownNotification[];
  page: number;
  hasNext: boolean;
  unread: number;
}

/**
 * A notifications page (the four areas' routes render it): the reader's notifications newest first,
 * 20 a page, each marked read with a real form post, all of them with one; an empty list says so.
 */
export function NotificationsPage({
  list,
  error,
}: {
  list: ListData | null;
  /** The text of a refused post (another person's notification, a bad id). */
  error?: string | null;
}) {
  const { t, i18n } = useTranslation("notifications");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("page.title")} intro={t("page.intro")} />
      {error ? <Notice tone="error">{error}</Notice> : null}
      {!list ? (
        <Notice tone="error">{t("page.loadFailed")}</Notice>
      ) : (
        <section aria-labelledby="notifications-list-title" className="panel bg-white">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="notifications-list-title" className="text-xl font-bold text-slate-900">
              {t("page.unreadCount", { count: list.unread })}
            </h2>
            {list.unread > 0 ? (
              <Form method="post">
                <input type="hidden" name="intent" value="read-all" />
                <Button type="submit" size="sm" variant="outline" disabled={busy}>
                  {t("page.markAllRead")}
                </Button>
              </Form>
            ) : null}
          </div>
          {list.items.length ? (
            <ul className="mt-4 flex flex-col gap-3">
              {list.items.map((n) => (
                <NotificationItem key={n.id} notification={n} locale={i18n.language} busy={busy} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 rounded-xl bg-slate-50 px-4 py-3 text-slate-700">{list.page > 1 ? t("page.emptyPage") : t("page.empty")}</p>
          )}
          <Pager page={list.page} hasNext={list.hasNext} />
        </section>
      )}
    </div>
  );
}

function NotificationItem({ notification: n, locale, busy }: { notification: ShownNotification; locale: string; busy: boolean }) {
  const { t } = useTranslation("notifications");
  const text = useNotificationText()(n);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3"
      data-read={n.readAt ? "" : undefined}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <NotificationTypeBadge kind={n.kind} />
          {n.readAt ? null : <span className="text-xs font-bold text-red-800 uppercase">{t("page.new")}</span>}
          <NotificationSentence notification={n} />
        </span>
        <span className="text-sm text-slate-600">
          <LocalDate value={n.createdAt} locale={locale} />
        </span>
      </div>
      {n.readAt ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={n.id} />
          <Button type="submit" size="sm" variant="ghost" disabled={busy}>
            {t("page.markRead")}
            <span className="sr-only">: {text}</span>
          </Button>
        </Form>
      )}
    </li>
  );
}

/** Links to the neighbouring pages (20 notifications each). */
function Pager({ page, hasNext }: { page: number; hasNext: boolean }) {
  const { t } = useTranslation("notifications");
  const { pathname } = useLocation();
  if (page <= 1 && !hasNext) return null;
  const href = (to: number) => (to > 1 ? `${pathname}?page=${to}` : pathname);
  return (
    <nav aria-label={t("page.pages")} className="mt-4 flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("page.previous")}
        </Link>
      ) : null}
      <span>{t("page.pageNumber", { page })}</span>
      {hasNext ? (
        <Link to={href(page + 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("page.next")}
        </Link>
      ) : null}
    </nav>
  );
}
