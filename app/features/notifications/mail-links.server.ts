// The links of the notification mails (issue 47, item 3; ADR 033): the notification's and the
// reader's list as absolute URLs, and the one-click link that turns the mails off: the newsletter's
// kind of signed link (its own key), valid for ever. The outbox's worker adds them when it writes a
// mail (`completeNotificationMail`), because the digest is recorded by Directus, which cannot sign.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";
import type { MailData } from "~/features/mail/render.server";
import { notificationsPathFor, safeLink, type NotificationParams } from "./kinds";

/** One notification as a mail lists it. */
export interface MailedNotification {
  kind: string;
  params: NotificationParams;
  link: string | null;
}
/** What the outbox records for a notification mail: the worker adds the links (`completeNotificationMail`). */
export interface StoredNotificationMail extends MailedNotification {
  userId: string;
  roleName: string | null;
}
export interface StoredNotificationDigest {
  userId: string;
  roleName: string | null;
  items: MailedNotification[];
}

// ---- the signed link that turns the mails off ----

/** Its own key, derived from the session secret: this signature never passes for a session's or a newsletter link's. */
const key = createHmac("sha256", env.SESSION_SECRET ?? randomBytes(32))
  .update("seed-academy/notification-mail-links/v1")
  .digest();

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function signature(userId: string, email: string) {
  return createHmac("sha256", key).update(["mail-off", userId, email.toLowerCase()].join("\n")).digest("base64url");
}

/** `<user id>.<signature>`: the person and their address (a changed address voids old links). */
export function mailOffToken(user: { id: string; email: string }) {
  return `${user.id}.${signature(user.id, user.email)}`;
}

/** The user id a token names, when it is shaped like one of ours. */
export function tokenUserId(token: string | null): string | null {
  const match = token?.match(/^([0-9a-f-]{36})\.([\w-]{43})$/);
  return match && uuid.test(match[1]) ? match[1] : null;
}

/** Whether `token` is ours for this person (constant-time compare). */
export function checkMailOffToken(token: string, user: { id: string; email: string }) {
  const [id, given = ""] = token.split(".");
  if (id !== user.id) return false;
  const expected = Buffer.from(signature(user.id, user.email));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const appOrigin = () => env.APP_URL ?? "http://localhost:3000";

export function mailOffUrl(user: { id: string; email: string }) {
  return `${appOrigin()}/notifications/mail-off?token=${mailOffToken(user)}`;
}

/** The stored mail with its absolute links (the notification's, the reader's list, the way to turn mails off). */
export function completeNotificationMail(
  kind: "notification" | "notification-digest",
  data: unknown,
  recipient: string,
): MailData["notification"] | MailData["notification-digest"] | null {
  if (!data || typeof data !== "object") return null;
  const stored = data as Partial<StoredNotificationDigest & StoredNotificationMail>;
  if (typeof stored.userId !== "string" || !uuid.test(stored.userId)) return null;
  const listPath = notificationsPathFor({
    id: stored.userId,
    email: recipient,
    firstName: null,
    lastName: null,
    roleName: stored.roleName ?? "",
  });
  const absolute = (path: string | null) => `${appOrigin()}${safeLink(path) ?? listPath ?? "/portal"}`;
  const unsubscribeUrl = mailOffUrl({ id: stored.userId, email: recipient });
  const item = (n: MailedNotification) => ({ kind: String(n.kind), params: n.params ?? {}, url: absolute(n.link) });
  if (kind === "notification") return { ...item(stored as MailedNotification), unsubscribeUrl };
  const items = Array.isArray(stored.items) ? stored.items.map(item) : [];
  return items.length ? { items, url: absolute(listPath), unsubscribeUrl } : null;
}
