import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * An in-process shared cache for signed-out pages (issue 6; docs/decisions/006-page-cache.md). It
 * stands where a CDN would and obeys the same headers: a response is kept only when the app marked
 * it `Cache-Control: public, s-maxage=N` (the routes do for signed-out readers), answered 200 and
 * set no cookie. It is fresh for N seconds, at most 10, so an edit made in Directus Studio shows
 * within about 20 s (with the posts cache's own 10 s); `clearPageCache()` runs whenever the app
 * itself changes a post. A kept page is sent exactly as it was rendered (headers, CSP nonce and
 * all, as a CDN would), compressed once with Brotli and gzip at their best levels. server.mjs
 * answers kept pages before React Router runs (`keptAnswer`).
 *
 * It also keeps signed-in readers' own pages for a few seconds (ADR 014; the session middleware
 * decides what and under which key), apart from the shared ones; `clearPageCache()` drops both.
 */

type Bytes = Uint8Array<ArrayBuffer>;
type Entry = {
  status: number;
  headers: [string, string][];
  identity: Bytes;
  br?: Bytes;
  gzip?: Bytes;
  expiresAt: number;
  /** Read again since it was kept: a shared page then gets its best compression (once). */
  upgraded?: boolean;
};

/** A kept page as plain parts: what server.mjs writes straight to the socket. */
export interface KeptAnswer {
  status: number;
  /** Lower-case names; `x-page-cache: hit`; the encoding's `content-encoding` and `vary`. */
  headers: [string, string][];
  body: Bytes;
}

/** Per kind: readers' own copies never push out the shared pages. */
const maxEntries = 200;
const maxFreshMs = 10_000;
/** Larger answers are not kept (a page is ~100 kB). */
const maxBodyBytes = 1_000_000;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/**
 * Every kept page is first compressed at levels that cost less than rendering it again (a miss,
 * e.g. a query string nobody asked for before, never costs much more than a render: issue 10 §4).
 * `shared`: a page every signed-out visitor of a language gets; the first time it is read again it
 * is compressed once more at the best levels, off the main thread.
 * `reader`: one signed-in person's own copy (ADR 014), seldom read more than a few times: cheap
 * levels only; kept apart, with its own limit.
 */
const cheap = { br: 5, gzip: 6 };
const best = { br: 11, gzip: 9 };
const kinds = {
  shared: { entries: new Map<string, Entry>() },
  reader: { entries: new Map<string, Entry>() },
};

async function compress(identity: Bytes, levels: { br: number; gzip: number }) {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.br, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip(identity, { level: levels.gzip }),
  ]);
  return { br: br as Bytes, gzip: gz as Bytes };
}
export type PageKind = keyof typeof kinds;
let generation = 0;

export function clearPageCache() {
  generation++;
  for (const { entries } of Object.values(kinds)) entries.clear();
}

/** How long a shared cache may keep this response, in ms, or 0 when it must not. */
export function sharedMaxAgeMs(response: Response) {
  if (response.status !== 200 || response.headers.has("Set-Cookie") || response.headers.has("Content-Encoding")) return 0;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  if (!/\bpublic\b/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return 0;
  return Number(/\bs-maxage=(\d+)/.exec(cacheControl)?.[1] ?? 0) * 1000;
}

/** "gzip, br;q=0.5, zstd;q=0" → {gzip, br} */
export function acceptedCodings(header: string | null) {
  const codings = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (coding && (!q || Number(q.slice(2)) > 0)) codings.add(coding);
  }
  return codings;
}

/** The kept answer for this key, compressed as the visitor accepts, or null. */
export function keptAnswer(key: string, acceptEncoding: string | null, now = Date.now()): KeptAnswer | null {
  const shared = kinds.shared.entries.get(key);
  const entry = shared ?? kinds.reader.entries.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    for (const { entries } of Object.values(kinds)) entries.delete(key);
    return null;
  }
  if (shared && !shared.upgraded && shared.br && mayCompressBest(now)) {
    shared.upgraded = true;
    const { identity } = shared;
    compress(identity, best)
      .then((better) => {
        const kept = kinds.shared.entries.get(key);
        if (kept?.identity === identity) Object.assign(kept, better);
      })
      .catch(() => {}); // keeps the cheap copy
  }
  const accepted = acceptEncoding ? acceptedCodings(acceptEncoding) : null;
  const encoding = entry.br && accepted?.has("br") ? "br" : entry.gzip && accepted?.has("gzip") ? "gzip" : null;
  const headers: [string, string][] = [...entry.headers, ["x-page-cache", "hit"]];
  if (!encoding) return { status: entry.status, headers, body: entry.identity };
  const vary = headers.findIndex(([name]) => name === "vary");
  if (vary >= 0) headers[vary] = ["vary", `${headers[vary]![1]}, Accept-Encoding`];
  else headers.push(["vary", "Accept-Encoding"]);
  headers.push(["content-encoding", encoding]);
  return { status: entry.status, headers, body: entry[encoding]! };
}

/**
 * Best-level compression costs ~100 ms of CPU per page (issue 31): at most `bestPerSecond` start in
 * any second, so a burst of newly kept pages cannot saturate the server; a page past the allowance
 * keeps its cheap copy and is upgraded on a later read.
 */
export const bestPerSecond = 4;
const bestWindow = { second: 0, started: 0 };
function mayCompressBest(now: number) {
  const second = Math.floor(now / 1000);
  if (second !== bestWindow.second) Object.assign(bestWindow, { second, started: 0 });
  if (bestWindow.started >= bestPerSecond) return false;
  bestWindow.started++;
  return true;
}

/** The kept answer for this key as a Response (for the middleware), or null. */
export function cachedPage(key: string, acceptEncoding: string | null, now = Date.now()): Response | null {
  const kept = keptAnswer(key, acceptEncoding, now);
  return kept && new Response(kept.body, { status: kept.status, headers: kept.headers });
}

/** Drops the readers' kept pages whose key starts with `prefix` (one person's, after they post a form). */
export function forgetPages(prefix: string) {
  const { entries } = kinds.reader;
  for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
}

/**
 * Returns the response to send now; when it may be shared, a copy of its body is read alongside
 * (a streamed page still streams to this visitor) and kept for the next ones.
 */
export function storePage(
  key: string,
  response: Response,
  now = Date.now(),
  keepMs = sharedMaxAgeMs(response),
  kind: PageKind = "shared",
): Response {
  const maxAgeMs = Math.min(keepMs, maxFreshMs);
  const { entries } = kinds[kind];
  // An encoded body (a first visit's gzipped page) is one client's: the cache keeps identity bodies.
  if (!maxAgeMs || !response.body || response.headers.has("Content-Encoding")) return response;
  const [toClient, toCache] = response.body.tee();
  const startedIn = generation;
  // Content-Length belongs to one encoding of the body; the Response sets it again when sent.
  const headers = [...response.headers.entries()].filter(([name]) => name !== "content-length");
  const entry: Omit<Entry, "identity"> = { status: response.status, headers, expiresAt: now + maxAgeMs };
  new Response(toCache)
    .bytes()
    .then(async (identity) => {
      if (startedIn !== generation || identity.length > maxBodyBytes) return;
      entries.delete(key); // re-insert: Map order doubles as oldest-first for eviction
      entries.set(key, { ...entry, identity });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      // Compressed off the main thread, once per page (cheap now; shared pages better when read again).
      const compressed = await compress(identity, cheap);
      const kept = entries.get(key);
      if (kept?.identity === identity) Object.assign(kept, compressed);
    })
    .catch(() => {}); // the visitor left mid-stream: nothing to keep
  const sent = new Response(toClient, { status: response.status, headers: response.headers });
  sent.headers.set("X-Page-Cache", "miss");
  return sent;
}
