// The outbox's API for the app's mail workers (issue 17, ADR 011), callable by the app's service
// account only. Claiming is one conditional UPDATE per row, so with several app processes (and
// several Directus processes on one database) each mail is sent by one worker at a time.
//
//   POST /seed-outbox/enqueue  { kind, recipient, reply_to?, locale, data, channel?, related_collection?, related_id? } → { id }
//   POST /seed-outbox/claim    { owner, lease_ms, limit, channel? } → [rows]   due, unleased mails of that channel
//                              (none: the shared one, where Directus' account mails go), now leased to `owner`
//   POST /seed-outbox/done     { id, owner, ok, error?, retry_in_ms? }  records the attempt
//   POST /seed-outbox/retry    { related_collection, related_id } → { count }   due again now (staff's Resend)
//   POST /seed-outbox/digest   { users?, channel? } → { mailed }   the daily notification digests, now
//                              (issue 47, item 3: what the schedule of seed-notification-digest does, for tests)
import { runNotificationDigest } from "../shared/notification-digest.mjs";
import { serviceRoutes } from "../shared/service-endpoint.mjs";

// Mails whose data holds a one-time token (a link that signs someone in or sets a password): once
// sent, the token is wiped from the record, so backups and staff never see a usable one.
const tokenKinds = new Set(["verify-email", "password-reset", "set-password"]);
// The rows whose delivery state mirrors their mail's (the staff page shows it).
const mirrored = new Set(["seed_cooperation_requests"]);

export default {
  id: "seed-outbox",
  handler: (router, { database, logger, services, getSchema }) => {
    const table = () => database("seed_outbox");

    const route = serviceRoutes(router, database, (error, path, res) => {
      logger.error(error, `seed-outbox ${path} failed`);
      res.status(500).json({ errors: [{ message: "Outbox error" }] });
    });

    route("/enqueue", async (body) => {
      const row = {
        kind: text(body.kind, 50),
        recipient: text(body.recipient, 320),
        reply_to: body.reply_to ? text(body.reply_to, 320) : null,
        locale: body.locale ? text(body.locale, 10) : null,
        data: body.data ?? {},
        status: "pending",
        attempts: 0,
        next_attempt_at: Date.now(),
        channel: body.channel ? text(body.channel, 64) : null,
        related_collection: body.related_collection ? text(body.related_collection, 64) : null,
        related_id: body.related_id != null ? text(String(body.related_id), 64) : null,
      };
      const items = new services.ItemsService("seed_outbox", { schema: await getSchema(), knex: database });
      return { id: Number(await items.createOne(row)) };
    });

    // Sent mails are kept 30 days (what went out, when), then removed: checked at most hourly.
    let sweptAt = 0;
    const KEEP_SENT_MS = 30 * 24 * 3600_000;

    route("/claim", async (body) => {
      if (Date.now() - sweptAt > 3600_000) {
        sweptAt = Date.now();
        await table()
          .where("status", "sent")
          .where("sent_at", "<", Date.now() - KEEP_SENT_MS)
          .delete();
      }
      const owner = text(body.owner, 100);
      const leaseMs = Math.min(Math.max(Number(body.lease_ms) || 60_000, 5_000), 600_000);
      const limit = Math.min(Math.max(Number(body.limit) || 10, 1), 100);
      const channel = body.channel ? text(body.channel, 64) : null;
      const ofChannel = (q) => (channel ? q.where("channel", channel) : q.whereNull("channel"));
      const now = Date.now();
      const free = (q) => q.whereNull("lease_until").orWhere("lease_until", "<", now);
      const due = await table()
        .select("id")
        .whereNot("status", "sent")
        .where("next_attempt_at", "<=", now)
        .where(ofChannel)
        .where(free)
        .orderBy("next_attempt_at")
        .limit(limit);
      const claimed = [];
      for (const { id } of due) {
        const count = await table()
          .where({ id })
          .whereNot("status", "sent")
          .where(free)
          .update({ lease_until: now + leaseMs, lease_owner: owner });
        if (count === 1) claimed.push(id);
      }
      if (claimed.length === 0) return [];
      const rows = await table().select("*").whereIn("id", claimed).orderBy("id");
      return rows.map(plain);
    });

    route("/done", async ({ id, owner, ok, error, retry_in_ms }) => {
      const now = Date.now();
      await database.transaction(async (trx) => {
        const row = await trx("seed_outbox")
          .select("*")
          .where({ id: Number(id), lease_owner: text(owner, 100) })
          .first();
        if (!row) return;
        const attempts = Number(row.attempts) + 1;
        const failure = ok ? null : text(String(error ?? "Send failed"), 500);
        await trx("seed_outbox")
          .where({ id: row.id })
          .update({
            status: ok ? "sent" : "failed",
            attempts,
            last_error: failure,
            sent_at: ok ? now : null,
            ...(ok && tokenKinds.has(row.kind) ? { data: JSON.stringify({}) } : {}),
            next_attempt_at: ok ? row.next_attempt_at : now + Math.max(Number(retry_in_ms) || 60_000, 1_000),
            lease_until: null,
            lease_owner: null,
          });
        if (row.related_collection && mirrored.has(row.related_collection) && row.related_id != null) {
          await trx(row.related_collection)
            .where({ id: row.related_id })
            .update({ delivery_status: ok ? "sent" : "failed", delivery_error: failure });
        }
      });
      return { ok: true };
    });

    route("/digest", async ({ users, channel }) => {
      const only = Array.isArray(users) ? users.slice(0, 1000).map((id) => text(String(id), 64)) : null;
      return runNotificationDigest({ database, services, getSchema }, { users: only, channel: channel ? text(channel, 64) : null });
    });

    route("/retry", async ({ related_collection, related_id }) => {
      const count = await table()
        .where({ related_collection: text(related_collection, 64), related_id: text(String(related_id), 64) })
        .whereNot("status", "sent")
        .update({ next_attempt_at: Date.now() });
      return { count };
    });
  },
};

function text(value, max) {
  if (typeof value !== "string" || value.length === 0 || value.length > max) throw new Error("bad outbox field");
  return value;
}

/** Numbers as numbers (PostgreSQL returns bigints as strings), data as an object. */
function plain(row) {
  const number = (v) => (v == null ? null : Number(v));
  let data = row.data;
  if (typeof data === "string") {
    try {
      data = JSON.parse(data);
    } catch {
      data = {};
    }
  }
  return {
    ...row,
    data,
    attempts: Number(row.attempts),
    next_attempt_at: number(row.next_attempt_at),
    lease_until: number(row.lease_until),
    sent_at: number(row.sent_at),
  };
}
