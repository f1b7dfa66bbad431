import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * An in-process shared cache for signed-out pages (issue 6; docs/decisions/006-page-cache.md). It
 * stands where a CDN would and obeys the same headers: a response is kept only when the app marked
 * it `Cache-Control: public, s-maxage=N` (the routes do for signed-out readers), answered 200 and
 * set no cookie. It is fresh for N seconds, at most 10, so an edit made in Directus Studio shows
 * within about 20 s (with the posts cache's own 10 s); `clearPageCache()` runs whenever the app
 * itself changes a post. A kept page is sent exactly as it was rendered (headers, CSP nonce and
 * all, as a CDN would), compressed once with Brotli and gzip at their best levels.
 */

type Bytes = Uint8Array<ArrayBuffer>;
type Entry = {
  status: number;
  headers: [string, string][];
  identity: Bytes;
  br?: Bytes;
  gzip?: Bytes;
  expiresAt: number;
};

const maxEntries = 200;
const maxFreshMs = 10_000;
/** Larger answers are not kept (a page is ~100 kB). */
const maxBodyBytes = 1_000_000;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const entries = new Map<string, Entry>();
let generation = 0;

export function clearPageCache() {
  generation++;
  entries.clear();
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
export function cachedPage(key: string, acceptEncoding: string | null, now = Date.now()): Response | null {
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.expiresAt <= now) {
    entries.delete(key);
    return null;
  }
  const headers = new Headers(entry.headers);
  headers.set("X-Page-Cache", "hit");
  const accepted = acceptedCodings(acceptEncoding);
  const encoding = entry.br && accepted.has("br") ? "br" : entry.gzip && accepted.has("gzip") ? "gzip" : null;
  if (!encoding) return new Response(entry.identity, { status: entry.status, headers });
  headers.set("Content-Encoding", encoding);
  headers.append("Vary", "Accept-Encoding");
  return new Response(entry[encoding], { status: entry.status, headers });
}

/**
 * Returns the response to send now; when it may be shared, a copy of its body is read alongside
 * (a streamed page still streams to this visitor) and kept for the next ones.
 */
export function storePage(key: string, response: Response, now = Date.now()): Response {
  const maxAgeMs = Math.min(sharedMaxAgeMs(response), maxFreshMs);
  if (!maxAgeMs || !response.body) return response;
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
      // Compressed off the main thread, once per page, at levels too slow to run per request.
      const [br, gz] = await Promise.all([
        brotli(identity, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
        }),
        gzip(identity, { level: 9 }),
      ]);
      const kept = entries.get(key);
      if (kept?.identity === identity) Object.assign(kept, { br: br as Bytes, gzip: gz as Bytes });
    })
    .catch(() => {}); // the visitor left mid-stream: nothing to keep
  const sent = new Response(toClient, { status: response.status, headers: response.headers });
  sent.headers.set("X-Page-Cache", "miss");
  return sent;
}
