// The daily digest of notifications (issue 47, item 3; ADR 033), shared by the schedule
// (cms/extensions/seed-notification-digest) and the outbox's `/seed-outbox/digest` endpoint (the app's
// service account and tests: "make the digest now"). For each active person who chose `daily`, the
// unread notifications that came after their last digest become one outbox row (kind
// `notification-digest`, in their language); the app's worker writes and sends it with its links.
// The stamp `notify_digest_at` moves on in one conditional UPDATE first, so two Directus processes
// running the same schedule make one digest per person, never two.

import { parsedJson } from "./json.mjs";

const languages = new Set(["en", "vi", "id", "ms", "th", "fil", "km", "lo", "my"]);
/** A digest lists at most this many notifications (the newest); the button leads to all of them. */
const MAX_ITEMS = 30;

/** A timestamp as the database returns it (a Date, epoch milliseconds, or text) → epoch milliseconds; none: 0. */
function millisOf(value) {
  if (value == null) return 0;
  const time = value instanceof Date ? value.getTime() : typeof value === "number" ? value : Date.parse(String(value).replace(" ", "T"));
  return Number.isNaN(time) ? 0 : time;
}

function paramsOf(value) {
  const parsed = parsedJson(value);
  return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : {};
}

/** `en`, or `vi-VN` as Data Studio writes it → `vi`; anything else → English, the app's fallback. */
const languageOf = (value) => {
  const short = String(value ?? "")
    .split("-")[0]
    .toLowerCase();
  return languages.has(short) ? short : "en";
};

/**
 * Makes the digests that are due. `users`: only these people (tests); `minGapMs`: a person whose last
 * digest is more recent is skipped (the schedule: one a day); `channel`: the outbox channel of the
 * app that sends them (ADR 011). Resolves with how many digests were recorded.
 */
export async function runNotificationDigest({ database, services, getSchema }, { users = null, minGapMs = 0, channel = null } = {}) {
  if (!(await database.schema.hasColumn("directus_users", "notify_mail"))) return { mailed: 0 };
  const now = Date.now();
  let query = database("directus_users")
    .leftJoin("directus_roles", "directus_roles.id", "directus_users.role")
    .select(
      "directus_users.id",
      "directus_users.email",
      "directus_users.language",
      "directus_users.notify_digest_at",
      "directus_roles.name as role_name",
    )
    .where({ "directus_users.notify_mail": "daily", "directus_users.status": "active" })
    .whereNotNull("directus_users.email");
  if (Array.isArray(users)) query = query.whereIn("directus_users.id", users.map(String));
  const people = await query;
  let mailed = 0;
  for (const person of people) {
    const since = millisOf(person.notify_digest_at);
    if (minGapMs && now - since < minGapMs) continue;
    // Compared here, not in SQL: SQLite keeps a timestamp as a number or as text depending on who wrote it.
    const unread = (
      await database("seed_notifications")
        .select("id", "kind", "params", "link", "created_at")
        .where({ user: person.id })
        .whereNull("read_at")
        .orderBy("id", "desc")
        .limit(500)
    ).filter((row) => millisOf(row.created_at) > since);
    if (unread.length === 0) continue;
    const claim = database("directus_users").where({ id: person.id });
    if (person.notify_digest_at == null) claim.whereNull("notify_digest_at");
    else claim.where("notify_digest_at", person.notify_digest_at);
    if ((await claim.update({ notify_digest_at: new Date(now) })) !== 1) continue;
    const items = unread
      .slice(0, MAX_ITEMS)
      .reverse()
      .map((row) => ({ kind: String(row.kind ?? "text"), params: paramsOf(row.params), link: row.link ?? null }));
    const outbox = new services.ItemsService("seed_outbox", { schema: await getSchema(), knex: database });
    await outbox.createOne({
      kind: "notification-digest",
      recipient: person.email,
      locale: languageOf(person.language),
      data: { userId: person.id, roleName: person.role_name ?? null, items },
      status: "pending",
      attempts: 0,
      next_attempt_at: Date.now(),
      channel,
    });
    mailed += 1;
  }
  return { mailed };
}

/**
 * A notification Directus itself writes (its schedules: a hire to rate, an offer that expired) is
 * mailed like one the app's `notify()` writes (app/features/notifications/notification-mail.server.ts):
 * to each reader who chose "each one" and whose account is active, one outbox row (kind
 * `notification`, in their language) that the app's worker writes and sends with its links.
 * `notifications`: the rows just stored ({ user, kind, params, link }). Resolves with how many were recorded.
 */
export async function recordNotificationMails({ database, services, getSchema }, notifications, { channel = null } = {}) {
  if (!notifications.length || !(await database.schema.hasColumn("directus_users", "notify_mail"))) return 0;
  const people = await database("directus_users")
    .leftJoin("directus_roles", "directus_roles.id", "directus_users.role")
    .select("directus_users.id", "directus_users.email", "directus_users.language", "directus_roles.name as role_name")
    .whereIn("directus_users.id", [...new Set(notifications.map((n) => String(n.user)))])
    .where({ "directus_users.notify_mail": "each", "directus_users.status": "active" })
    .whereNotNull("directus_users.email");
  const byId = new Map(people.map((person) => [String(person.id), person]));
  const rows = notifications
    .filter((n) => byId.has(String(n.user)))
    .map((n) => {
      const person = byId.get(String(n.user));
      return {
        kind: "notification",
        recipient: person.email,
        locale: languageOf(person.language),
        data: { userId: person.id, roleName: person.role_name ?? null, kind: String(n.kind), params: n.params ?? {}, link: n.link ?? null },
        status: "pending",
        attempts: 0,
        next_attempt_at: Date.now(),
        channel,
      };
    });
  if (!rows.length) return 0;
  const outbox = new services.ItemsService("seed_outbox", { schema: await getSchema(), knex: database });
  await outbox.createMany(rows);
  return rows.length;
}
