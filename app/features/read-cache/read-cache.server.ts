// A person's reads, kept (issue 52, item 3; docs/decisions/056-signed-in-read-cache.md). Each read of
// a page's `readAtOnce` is kept in this process per token (one person's session: hashed, a heap dump
// shows no token) and per read (its collection and query, exactly), and served again only while no write has happened anywhere since it was
// read: cms/extensions/seed-read-cache tells every app process of every write Directus runs (a
// signed POST to /_seed/read-cache, answered in server.mjs through `readCacheChanged`) before the
// writing request is answered, and each one bumps `version`, which drops everything kept.
//
// One global version, not one per collection: a read's answer depends on its collections, the
// relations its fields and filters follow, the permission rules that apply (which follow relations
// of their own) and cascades the database makes without a statement naming the rows; a global
// version is right whatever they are. ADR 056 measures what it keeps.
//
// READ_CACHE=off (the default) or no READ_CACHE_SECRET: nothing is kept and every read goes to Directus.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { env } from "~/env.server";

/** The most kept reads (oldest dropped first) and the longest one is kept (a bound if a message was lost). */
const MAX_KEPT = 5_000;
const KEPT_MS = 60_000;

interface Kept {
  version: number;
  at: number;
  value: unknown;
}

/** One process' kept reads (`readCache` below; tests make their own). */
export function createReadCache({
  enabled,
  maxKept = MAX_KEPT,
  keptMs = KEPT_MS,
}: {
  enabled: boolean;
  maxKept?: number;
  keptMs?: number;
}) {
  let version = 0;
  const kept = new Map<string, Kept>();
  /** Counters for the bench (reads served kept, read from Directus, drops). */
  const figures = { hits: 0, misses: 0, drops: 0 };

  return {
    figures: () => ({ enabled, kept: kept.size, ...figures }),

    /**
     * The answers to `reads` (by name: each read as the endpoint takes it, in JSON) for this person:
     * each one kept from an earlier call when nothing was written since, the others loaded together
     * by `load(names)` (and kept). Each caller gets its own copy (a loader may change what it got).
     */
    async keptReads(
      token: string | null | undefined,
      reads: Record<string, string>,
      load: (names: string[]) => Promise<Record<string, unknown>>,
    ): Promise<Record<string, unknown>> {
      if (!enabled) return load(Object.keys(reads));
      const person = token ? createHash("sha256").update(token).digest("base64url") : "public";
      const now = Date.now();
      const answers: Record<string, unknown> = {};
      const missing: string[] = [];
      for (const [name, read] of Object.entries(reads)) {
        const found = kept.get(`${person}\n${read}`);
        if (found && found.version === version && now - found.at < keptMs) answers[name] = structuredClone(found.value);
        else missing.push(name);
      }
      figures.hits += Object.keys(reads).length - missing.length;
      figures.misses += missing.length;
      if (missing.length === 0) return answers;
      // The version before the read: a write told while it is under way leaves it unkept.
      const before = version;
      const loaded = await load(missing);
      for (const name of missing) {
        answers[name] = loaded[name];
        if (before !== version) continue;
        const key = `${person}\n${reads[name]}`;
        kept.delete(key);
        kept.set(key, { version: before, at: Date.now(), value: structuredClone(loaded[name]) });
        if (kept.size > maxKept) kept.delete(kept.keys().next().value!);
      }
      return answers;
    },

    /** Drops every kept read (a write happened). */
    drop() {
      version++;
      kept.clear();
      figures.drops++;
    },
  };
}

/** This process' kept reads: READ_CACHE=on and a secret to hear Directus with, else none. */
const readCache = createReadCache({ enabled: env.READ_CACHE === "on" && Boolean(env.READ_CACHE_SECRET) });
export const keptReads = readCache.keptReads;
export const readCacheFigures = readCache.figures;

/** Whether `signature` is HMAC-SHA256 of `body` with `secret` (compared in constant time). */
export function signedWith(secret: string | undefined, body: string, signature: string | undefined): boolean {
  if (!secret || !signature) return false;
  const expected = Buffer.from(createHmac("sha256", secret).update(body).digest("hex"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether Directus signed it (READ_CACHE_SECRET). */
export const signedByDirectus = (body: string, signature: string | undefined) => signedWith(env.READ_CACHE_SECRET, body, signature);

/**
 * A message on the channel from Directus (server.mjs, POST /_seed/read-cache): 204 when it is signed
 * with READ_CACHE_SECRET (every kept read is dropped), 403 otherwise.
 */
export function readCacheChanged(body: string, signature: string | undefined): number {
  if (!signedByDirectus(body, signature)) return 403;
  readCache.drop();
  return 204;
}
