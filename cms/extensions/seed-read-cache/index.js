// The signed channel from Directus to every app process (issue 52, item 3; ADR 056). The app keeps a
// person's reads (app/features/read-cache) under a version number; any write to the database makes
// that version stale. This hook sees every write statement Directus runs, whoever runs it (the items
// services, other extensions' own SQL, schedules), through the database connection's query events,
// so a cascade's statement (a DELETE whose rows the database removes or sets to null elsewhere)
// counts too, and tells every app process in SEED_READ_CACHE_URLS by a POST signed with
// HMAC-SHA256 of SEED_READ_CACHE_SECRET.
//
// Never stale: a request that wrote does not answer until every app process has acknowledged the
// change (its response waits here, after the write's transaction is committed), so the next view
// of anyone, the writer's included, misses the old reads. A write outside a request (a schedule,
// an action hook running after its response) is told 20 ms and again 1 s after it (the second
// covers a transaction still open at the first).
//
// Unset SEED_READ_CACHE_URLS: nothing is done (the app's read cache is off).
import { createHmac } from "node:crypto";

/** Writes that change nothing an app read depends on: sign-ins, their activity rows, token refreshes. */
const ignored = [
  /^\s*insert\s+into\s+[`"]?directus_(activity|sessions)\b/i,
  /^\s*update\s+[`"]?directus_sessions[`"]?\s/i,
  /^\s*update\s+[`"]?directus_users[`"]?\s+set\s+[`"]?last_(access|page)[`"]?\s*=\s*\?\s+where/i,
];
const write = /^\s*(insert|update|delete|replace|create|alter|drop)\b/i;

export default ({ init }, { database, env, logger }) => {
  const urls = String(env.SEED_READ_CACHE_URLS ?? "")
    .split(",")
    .map((url) => url.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  const secret = String(env.SEED_READ_CACHE_SECRET ?? "");
  if (urls.length === 0 || !secret) return;

  /** Writes seen so far, and how many of them every app process has been told of. */
  let written = 0;
  let told = 0;
  /** The sending under way (one at a time; a write seen during it is told by the next). */
  let sending = null;
  const pending = new Set();

  async function tell() {
    const body = JSON.stringify({ at: Date.now() });
    const signature = createHmac("sha256", secret).update(body).digest("hex");
    await Promise.all(
      urls.map((url) =>
        fetch(`${url}/_seed/read-cache`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-Seed-Signature": signature },
          body,
          signal: AbortSignal.timeout(2_000),
        })
          .then((response) => {
            if (!response.ok) logger.warn(`seed-read-cache: ${url} answered ${response.status}`);
          })
          // An app process that does not answer is not running: it keeps nothing.
          .catch((error) => logger.warn(`seed-read-cache: ${url}: ${error.message}`)),
      ),
    );
  }

  /** Resolves once every app process has heard of every write seen before this call. */
  async function flush() {
    const target = written;
    while (told < target) {
      if (!sending) {
        const upTo = written;
        sending = tell().finally(() => {
          told = Math.max(told, upTo);
          sending = null;
        });
      }
      await sending;
    }
  }

  /** A write outside a request is told soon after it and once more later (its transaction may still have been open). */
  function later(ms) {
    if (pending.has(ms)) return;
    pending.add(ms);
    setTimeout(() => {
      pending.delete(ms);
      written++;
      void flush();
    }, ms);
  }

  database.on("query", (query) => {
    const sql = String(query?.sql ?? "");
    if (!write.test(sql) || ignored.some((pattern) => pattern.test(sql))) return;
    written++;
    later(20);
    later(1_000);
  });

  init("middlewares.before", ({ app }) => {
    app.use((req, res, next) => {
      if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS" || req.path.startsWith("/seed-read-at-once"))
        return next();
      const end = res.end;
      res.end = function (...args) {
        if (told === written) return end.apply(this, args);
        flush().finally(() => end.apply(this, args));
        return this;
      };
      next();
    });
  });
};
