// A person's notifications (issue 47), read and marked with their own token: Directus lets each
// person read and mark only their own (cms/permissions/notifications.mjs), and every query here names
// the reader too, because the Directus Administrator reads every row. One loader and one action serve
// the four lists (/student/portal, /teacher/portal, /partner/portal and /staff notifications).
import { aggregate, readItems, updateItem, updateItems, withOptions, type QueryFilter } from "@directus/sdk";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireRole } from "~/features/auth/guards.server";
import { userContext, type SessionUser } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import type { PersonNotification as SchemaNotification, Schema } from "~/features/cms/schema";
import { read, readAtOnce, type RowOf } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { listUrlOf, redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor, type TranslationNeeds } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { notificationsPageSize, notificationsPathFor, safeLink, type NotificationParams, type ShownNotification } from "./kinds";

export interface NotificationsPage {
  items: ShownNotification[];
  /** 1-based. */
  page: number;
  hasNext: boolean;
  /** Unread notifications of the reader, at most `unreadCap` (shown as "99+" beyond). */
  unread: number;
}
/** The bell's data: where the list is, how many are unread (null: not known just now). */
export interface Bell {
  href: string;
  count: number | null;
}

export const unreadCap = 100;
/** What a list shows of a notification: every read of them names these fields. */
export const notificationFields = ["id", "kind", "params", "link", "read_at", "created_at"] as const;
type NotificationRow = RowOf<"seed_notifications", { fields: typeof notificationFields }>;

function paramsOf(value: unknown): NotificationParams {
  const parsed = typeof value === "string" ? safeJson(value) : value;
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string | number] => ["string", "number"].includes(typeof entry[1])),
  );
}
function safeJson(text: string) {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A notification row as the lists show it (its params as JSON may come as text: parsed, only strings and numbers kept). */
export function toNotification(row: NotificationRow): ShownNotification {
  return {
    id: row.id,
    kind: row.kind,
    params: paramsOf(row.params),
    link: safeLink(row.link),
    readAt: row.read_at,
    createdAt: row.created_at,
  };
}

/** The reader's own rows only (the Administrator could read everyone's). */
const mine = (userId: string, more: QueryFilter<Schema, SchemaNotification> = {}): QueryFilter<Schema, SchemaNotification> => ({
  user: { _eq: userId },
  ...more,
});

/** One page of the reader's notifications, newest first, and how many are unread: one request (ADR 023). */
export async function readNotificationsPage(client: DirectusClient, userId: string, page: number): Promise<NotificationsPage> {
  const { rows, unread } = await readAtOnce(client, {
    rows: read("seed_notifications", {
      fields: notificationFields,
      filter: mine(userId),
      sort: ["-id"],
      limit: notificationsPageSize + 1,
      offset: (page - 1) * notificationsPageSize,
    }),
    unread: read("seed_notifications", { fields: ["id"], filter: mine(userId, { read_at: { _null: true } }), limit: unreadCap }),
  });
  return {
    items: rows.slice(0, notificationsPageSize).map(toNotification),
    page,
    hasNext: rows.length > notificationsPageSize,
    unread: unread.length,
  };
}

/** How many of the reader's notifications are unread (the bell), retried on a blip (ADR 013). */
export async function readUnreadCount(client: DirectusClient, userId: string): Promise<number> {
  const answer = await withRetries((signal) =>
    client.request(
      withOptions(
        aggregate("seed_notifications", { aggregate: { count: "*" }, query: { filter: mine(userId, { read_at: { _null: true } }) } }),
        { signal },
      ),
    ),
  );
  return Number(answer[0]?.count ?? 0) || 0;
}

/** The bell of a signed-in person's header: where their list is and the unread count (null when Directus did not answer). */
export async function readBell(context: Readonly<RouterContextProvider>): Promise<Bell | null> {
  const user = context.get(userContext);
  const href = notificationsPathFor(user);
  if (!user || !href) return null;
  try {
    return { href, count: await readUnreadCount(context.get(directusContext), user.id) };
  } catch (error) {
    console.error("Notifications: could not count the unread ones:", error);
    return { href, count: null };
  }
}

/** What a layout's translations add for the bell. */
export function withBellWords(needs: TranslationNeeds): TranslationNeeds {
  const asObject = Array.isArray(needs) ? Object.fromEntries(needs.map((ns) => [ns, true])) : needs;
  return { ...asObject, notifications: ["bell"] } as TranslationNeeds;
}

/** Marks one of the reader's notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(client: DirectusClient, userId: string, id: number): Promise<boolean> {
  const [row] = await client.request(
    readItems("seed_notifications", { filter: mine(userId, { id: { _eq: id } }), fields: ["id", "read_at"], limit: 1 }),
  );
  if (!row) return false;
  if (!row.read_at) await client.request(updateItem("seed_notifications", id, { read_at: new Date().toISOString() }));
  return true;
}

/** Marks every unread notification of the reader read. */
export async function markAllNotificationsRead(client: DirectusClient, userId: string) {
  await client.request(
    updateItems(
      "seed_notifications",
      { filter: mine(userId, { read_at: { _null: true } }), limit: -1 },
      { read_at: new Date().toISOString() },
    ),
  );
}

/** `?page=` as a page number (1 when absent or not one). */
export function pageOf(request: Request) {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/**
 * A notifications page's loader (`roles`: the area's people; the layout's middleware admitted them,
 * this checks again; `crumb`: the page's path in a trail that names pages by `crumbs`): one page of the reader's rows, never kept (they change whenever something
 * happens to the reader, ADR 014). Directus out of reach: `list` null, a 503 the page explains.
 */
export async function notificationsPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  roles: readonly string[],
  { crumb }: { crumb?: string } = {},
) {
  const user = requireRole(request, context, roles);
  const title = getInstance(context).t("notifications:page.title");
  const translations = translationsFor(context, { notifications: ["page", "kinds", "types"] });
  // The partner portal's trail names a page by its loader's `crumbs` (features/portals/partner/ui.tsx).
  const crumbs = crumb ? { [crumb]: title } : undefined;
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    const list = await readNotificationsPage(context.get(directusContext), user.id, pageOf(request));
    return data({ title, translations, crumbs, list }, { headers });
  } catch (error) {
    console.error("Notifications: could not read the list:", error);
    return data({ title, translations, crumbs, list: null as NotificationsPage | null }, { status: 503, headers });
  }
}

const notificationAction = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("read"),
    id: z.coerce
      .number({ error: "not-found" })
      .int({ error: "not-found" })
      .min(1, { error: "not-found" })
      .max(2 ** 31, { error: "not-found" }),
  }),
  z.object({ intent: z.literal("read-all") }),
]);

/** The one refusal of a notifications page's forms: a bad id, or one not the person's (or gone). */
export interface NotificationsFormError {
  key: "not-found";
  message: string;
}

/**
 * A notifications page's forms (ADR 008): mark one read (`intent=read`, `id`) or all (`read-all`);
 * done → back to the same page of the list (post-redirect-get) with a message. Another person's id
 * is the same 404 as one that does not exist; a bad id a 400 that says so.
 */
export async function notificationsAction(request: Request, context: Readonly<RouterContextProvider>, roles: readonly string[]) {
  const user: SessionUser = requireRole(request, context, roles);
  const submission = await readIntentForm(request, notificationAction);
  const t = getInstance(context).t;
  // Its words come with the answer: the page sends none of its outcomes beforehand.
  const notFound: NotificationsFormError = { key: "not-found", message: t("notifications:page.outcomes.not-found") };
  if (submission.status !== "success") return formReply(submission, { formError: notFound, status: 400 });
  const client = context.get(directusContext);
  const back = listUrlOf(request);
  if (submission.value.intent === "read-all") {
    await markAllNotificationsRead(client, user.id);
    return redirectWithFlash(back, { tone: "success", ns: "notifications", key: "page.outcomes.allRead" });
  }
  if (!(await markNotificationRead(client, user.id, submission.value.id)))
    return formReply(submission, { formError: notFound, status: 404 });
  return redirectWithFlash(back, { tone: "success", ns: "notifications", key: "page.outcomes.read" });
}
