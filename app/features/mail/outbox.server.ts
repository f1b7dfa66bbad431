// The outbox (issue 17, ADR 011): every mail is recorded in Directus first (seed_outbox), then sent by
// a worker in each app process, retried with backoff until the mail server takes it. Records survive
// a restart; claims are atomic leases (cms/extensions/seed-outbox), so with several app processes a
// mail is sent by one of them. Directus' account mails reach the same table through
// cms/extensions/seed-mail-hook.
import { randomUUID } from "node:crypto";
import { env } from "~/env.server";
import { buildCooperationMail, type CooperationDetails } from "~/features/cooperation/cooperation-mail";
import { createServiceClient } from "~/features/cms/directus.server";
import { completeNotificationMail, type StoredNotificationMail } from "~/features/notifications/mail-links.server";
import type { OutboxMail } from "~/features/cms/schema";
import { isLanguage, type Language } from "~/features/i18n/locales";
import { describeMailFailure, sendMail, type OutgoingMail } from "./mail.server";
import { mailKinds, renderMail, type MailData, type MailKind } from "./render.server";

export interface QueuedMail<K extends MailKind = MailKind> {
  kind: K;
  to: string;
  locale: Language;
  data: MailData[K];
  replyTo?: string;
  /** The row this mail belongs to (e.g. a cooperation request), so its delivery state can be shown. */
  related?: { collection: string; id: string | number };
}

/** The academy's copy of a cooperation request: Vietnamese, spec 000 §5 (not a person's mail). */
export interface QueuedCooperationRequest {
  kind: "cooperation-request";
  to: string;
  locale: Language;
  data: CooperationDetails;
  replyTo?: string;
  related?: { collection: string; id: string | number };
}

function outbox<T>(path: string, body: unknown): Promise<T> {
  return createServiceClient().request<T>(() => ({
    path: `/seed-outbox/${path}`,
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  }));
}

/**
 * A notification to a person who chose a mail for each one (issue 47, item 3): recorded with its
 * reader and words' kind; the worker adds its signed links when it writes it (`composeMail`).
 */
export interface QueuedNotificationMail {
  kind: "notification";
  to: string;
  locale: Language;
  data: StoredNotificationMail;
  replyTo?: undefined;
  related?: undefined;
}

/** Records the mail for the worker (which is asked to look now). Resolves with the outbox id. */
export async function enqueueMail<K extends Exclude<MailKind, "notification" | "notification-digest">>(
  mail: QueuedMail<K> | QueuedCooperationRequest | QueuedNotificationMail,
): Promise<number> {
  const { id } = await outbox<{ id: number }>("enqueue", {
    kind: mail.kind,
    recipient: mail.to,
    reply_to: mail.replyTo ?? null,
    locale: mail.locale,
    data: mail.data,
    channel: env.OUTBOX_CHANNEL ?? null,
    related_collection: mail.related?.collection ?? null,
    related_id: mail.related?.id ?? null,
  });
  kickOutbox();
  return id;
}

/** Makes the unsent mails of a row due now (staff's Resend). Resolves with how many there were. */
export async function retryMailsOf(related: { collection: string; id: string | number }) {
  const { count } = await outbox<{ count: number }>("retry", { related_collection: related.collection, related_id: related.id });
  kickOutbox();
  return count;
}

/** The wait after the n-th failed attempt: 10 s, 30 s, 1 min, 2 min… capped at MAIL_RETRY_MAX_MS. */
export function retryDelayMs(attempts: number, maxMs = env.MAIL_RETRY_MAX_MS) {
  const steps = [10_000, 30_000, 60_000, 120_000, 300_000];
  return Math.min(steps[Math.min(attempts, steps.length) - 1] ?? steps[0], maxMs);
}

/** What the row says to send; null when the row can't be rendered (unknown kind, bad data). */
export function composeMail(row: OutboxMail): OutgoingMail | null {
  const locale: Language = isLanguage(row.locale) ? row.locale : "vi";
  const base = { to: row.recipient, replyTo: row.reply_to ?? undefined };
  if (row.kind === "cooperation-request") {
    return { ...base, ...buildCooperationMail(row.data as CooperationDetails) };
  }
  if (!(mailKinds as readonly string[]).includes(row.kind) || !row.data || typeof row.data !== "object") return null;
  if (row.kind === "notification" || row.kind === "notification-digest") {
    // Recorded with the reader and the notifications; the links are signed here (issue 47, item 3).
    const data = completeNotificationMail(row.kind, row.data, row.recipient);
    return data ? { ...base, ...renderMail(row.kind, locale, data) } : null;
  }
  return { ...base, ...renderMail(row.kind as MailKind, locale, row.data as MailData[MailKind]) };
}

// ---- the worker: one per process ----

const owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
const LEASE_MS = 120_000;
let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setInterval> | null = null;
let failingSince: number | null = null;

/** Sends what is due, once; resolves when this round is over (a round in progress is joined). */
export function drainOutbox(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    do {
      again = false;
      await drainOnce();
    } while (again);
  })().finally(() => (running = null));
  return running;
}

async function drainOnce() {
  let rows: OutboxMail[];
  try {
    rows = await outbox<OutboxMail[]>("claim", { owner, lease_ms: LEASE_MS, limit: 10, channel: env.OUTBOX_CHANNEL ?? null });
    if (failingSince !== null) console.error("Outbox: Directus answers again");
    failingSince = null;
  } catch (error) {
    // Directus down: say it once, not every few seconds.
    if (failingSince === null) console.error("Outbox: could not read due mails from Directus:", error);
    failingSince ??= Date.now();
    return;
  }
  for (const row of rows) await deliver(row);
  if (rows.length === 10) again = true;
}

async function deliver(row: OutboxMail) {
  const mail = composeMail(row);
  let error: string | null = mail ? null : "Unknown mail";
  if (mail) {
    try {
      await sendMail(mail);
    } catch (cause) {
      console.error(`Outbox: mail ${row.id} (${row.kind}) failed, attempt ${row.attempts + 1}:`, cause);
      error = describeMailFailure(cause).code;
    }
  }
  await outbox("done", { id: row.id, owner, ok: error === null, error, retry_in_ms: retryDelayMs(row.attempts + 1) }).catch(
    (cause: unknown) =>
      // The lease runs out and the mail is tried again: at worst sent twice, never lost.
      console.error(`Outbox: could not record the attempt for mail ${row.id}:`, cause),
  );
}

/** Asks the worker to look for due mails now (after an enqueue). */
export function kickOutbox() {
  if (env.OUTBOX_WORKER === "off") return;
  setTimeout(() => void drainOutbox(), 0);
}

/** Starts this process's worker (entry.server.tsx). Idempotent; the timer doesn't keep the process alive. */
export function startOutboxWorker() {
  if (timer || env.OUTBOX_WORKER === "off" || !env.DIRECTUS_SERVICE_TOKEN) return;
  timer = setInterval(() => void drainOutbox(), env.OUTBOX_POLL_MS);
  timer.unref();
  kickOutbox();
}
