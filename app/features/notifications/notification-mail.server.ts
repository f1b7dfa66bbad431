// Notifications by mail (issue 47, item 3; ADR 033). A person who chose "each one" gets a mail for
// each notification, recorded in the outbox by `notify()`; one who chose "daily" gets one digest a
// day, recorded by Directus' schedule (cms/extensions/seed-notification-digest). Both are written by
// the outbox's worker in the reader's language (`language` on their account), and both carry a
// one-click link that turns the mails off (./mail-links.server.ts), with the List-Unsubscribe headers
// (RFC 2369 / RFC 8058).
import { isDirectusError } from "@directus/sdk";
import { createServiceClient } from "~/features/cms/directus.server";
import { fallbackLanguage, isLanguage, type Language } from "~/features/i18n/locales";
import { enqueueMail } from "~/features/mail/outbox.server";
import type { NotificationKind, NotificationParams } from "./kinds";
import { checkMailOffToken, tokenUserId, type StoredNotificationMail } from "./mail-links.server";
import { isMailPreference } from "./mail-preference";

// ---- who is mailed ----

interface Recipient {
  id: string;
  email: string | null;
  language: string | null;
  status: string | null;
  notify_mail: string | null;
  role: { name: string | null } | null;
}

/** A person's language for their mails: their account's (`vi`, or `vi-VN` as Data Studio writes it), else English. */
export function mailLanguageOf(language: string | null | undefined): Language {
  const short = language?.split("-")[0]?.toLowerCase();
  return isLanguage(short) ? short : fallbackLanguage;
}

async function readRecipient(userId: string): Promise<Recipient | null> {
  try {
    const fields = ["id", "email", "language", "status", "notify_mail", "role.name"].join(",");
    return await createServiceClient().request<Recipient>(() => ({
      path: `/users/${encodeURIComponent(userId)}?fields=${fields}`,
      method: "GET",
    }));
  } catch (error) {
    // Directus answers 403 for a user that does not exist.
    if (isDirectusError(error) && error.response?.status === 403) return null;
    throw error;
  }
}

/**
 * After `notify()` stored a notification: a mail for it when its reader chose "each one" (and their
 * account is active). Never throws: a mail that cannot be recorded is logged, like the notification.
 */
export async function mailNotificationIfWanted(recipient: string, kind: NotificationKind, params: NotificationParams, link: string | null) {
  try {
    const person = await readRecipient(recipient);
    if (!person?.email || person.status !== "active" || !isMailPreference(person.notify_mail) || person.notify_mail !== "each") return;
    const data: StoredNotificationMail = { userId: person.id, roleName: person.role?.name ?? null, kind, params, link };
    await enqueueMail({ kind: "notification", to: person.email, locale: mailLanguageOf(person.language), data });
  } catch (error) {
    console.error(`Notifications: could not mail ${recipient} (${kind}):`, error);
  }
}

// ---- the link that turns them off ----

export type MailOffOutcome = { ok: true; id: string; email: string; off: boolean } | { ok: false; reason: "missing" | "invalid" };

/**
 * Whom a notification mail's link is for, if the link is ours, and whether their mails are off
 * already. It changes nothing: opening the link shows this, and the page's button turns them off.
 */
export async function mailOffRecipient(token: string | null): Promise<MailOffOutcome> {
  if (!token) return { ok: false, reason: "missing" };
  const id = tokenUserId(token);
  if (!id) return { ok: false, reason: "invalid" };
  const person = await readRecipient(id);
  if (!person?.email || !checkMailOffToken(token, { id, email: person.email })) return { ok: false, reason: "invalid" };
  return { ok: true, id, email: person.email, off: person.notify_mail === "off" };
}

/** The mail-off page's button, or a mail program's one-click post to the link: off; again is harmless. */
export async function turnNotificationMailOff(token: string | null): Promise<MailOffOutcome> {
  const found = await mailOffRecipient(token);
  if (!found.ok || found.off) return found;
  await createServiceClient().request(() => ({
    path: `/users/${encodeURIComponent(found.id)}?fields=id`,
    method: "PATCH",
    body: JSON.stringify({ notify_mail: "off" }),
    headers: { "Content-Type": "application/json" },
  }));
  return { ...found, off: true };
}
