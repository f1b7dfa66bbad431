import { env } from "~/env.server";
import { directusUrl, type DirectusClient } from "~/features/cms/directus.server";
import { filePlace } from "./file-place.server";
import { isPublishedPostFile } from "~/features/posts/posts.server";
import { clientKey, createRateLimiter, type RateLimitResult } from "~/features/security/rate-limit.server";

/** Directus file ids are UUIDs; anything else is answered 404 without asking Directus. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isFileId(value: string | undefined): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

const formats = new Set(["webp", "auto"]);

/**
 * The only sizes and qualities Directus renders (issue 10 §5): every variant is a file Directus
 * makes and keeps, so the set must be small. A height is tied to the width (issue 31): one of a few
 * shapes (height ÷ width), cropped to fill it (`fit=cover`), never enlarged past the original.
 */
export const mediaWidths = [160, 320, 640, 960, 1280, 1920] as const;
export const mediaShapes = [1, 0.75, 0.5625, 0.5] as const;
export const mediaQualities = [50, 75, 90] as const;
/** Distinct variants one file may have in this process; past it, a request gets the width alone. */
export const variantsPerFileCap = 24;

/**
 * A positive whole number snapped to the nearest allowed value (a tie goes to the larger, the
 * sharper image); undefined for anything that is not such a number (ignored, not an error).
 */
function snapped(value: string | null, allowed: readonly number[]) {
  if (value === null || !/^\d{1,6}$/.test(value) || Number(value) === 0) return undefined;
  const number = Number(value);
  return allowed.reduce((best, step) => (Math.abs(step - number) <= Math.abs(best - number) ? step : best));
}

/**
 * The transforms a visitor may ask for (spec README: a whitelist of width, height, fit, quality;
 * format webp|auto). Width and quality snap to a few steps; a height only comes with a width, as the
 * nearest of `mediaShapes`, cropped (`fit=cover`; any other fit is ignored), and nothing is enlarged.
 * So a page asking for any size still gets an image, while one file has at most 7 × 5 × 4 × 3
 * variants; every other query parameter is dropped: `transforms`/`key` presets never reach Directus.
 */
export function assetTransforms(searchParams: URLSearchParams) {
  const transforms = new URLSearchParams();
  const width = snapped(searchParams.get("width"), mediaWidths);
  const quality = snapped(searchParams.get("quality"), mediaQualities);
  const format = searchParams.get("format");
  if (width) {
    transforms.set("width", String(width));
    const askedWidth = Number(searchParams.get("width"));
    const askedHeight = Number(searchParams.get("height"));
    if (/^\d{1,6}$/.test(searchParams.get("height") ?? "") && askedHeight > 0) {
      const shape = mediaShapes.reduce((best, step) =>
        Math.abs(step - askedHeight / askedWidth) < Math.abs(best - askedHeight / askedWidth) ? step : best,
      );
      transforms.set("height", String(Math.round(width * shape)));
      transforms.set("fit", "cover");
    }
    transforms.set("withoutEnlargement", "true");
  }
  if (quality) transforms.set("quality", String(quality));
  if (format && formats.has(format)) transforms.set("format", format);
  return transforms;
}

/** The variants each file was asked for (most recently used file last), bounded in files too. */
const variantsOfFile = new Map<string, Set<string>>();

/** `transforms`, or only its width (and format) once the file has `variantsPerFileCap` others. */
export function cappedTransforms(id: string, transforms: URLSearchParams) {
  const key = transforms.toString();
  const seen = variantsOfFile.get(id) ?? new Set<string>();
  variantsOfFile.delete(id);
  variantsOfFile.set(id, seen);
  if (variantsOfFile.size > 5_000) variantsOfFile.delete(variantsOfFile.keys().next().value!);
  if (seen.has(key) || seen.size < variantsPerFileCap) {
    seen.add(key);
    return transforms;
  }
  const plain = new URLSearchParams();
  for (const name of ["width", "withoutEnlargement", "format"]) {
    const value = transforms.get(name);
    if (value) plain.set(name, value);
  }
  return plain;
}

/** Headers of Directus' answer that the browser should see. */
const passedHeaders = ["content-type", "content-length", "etag", "last-modified"];

/** The image types a browser shows and never runs; any other file (SVG, HTML, PDF …) is a download. */
const rasterTypes = new Set(["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif"]);

export function isRasterImage(contentType: string | null) {
  return rasterTypes.has((contentType ?? "").split(";")[0].trim().toLowerCase());
}

/**
 * Issue 10 §9: a file anybody may see is in the public folder or shown by a published post. The
 * folder first (one cached read): a missing file costs no more reads, and a file outside the media
 * library is never made public by a post (issue 51, item 7; SECURITY.md "per-person files").
 * Answers why it is public ("folder" or "post"), or null.
 */
export async function isPublicFile(id: string): Promise<"folder" | "post" | null> {
  const place = await filePlace(id);
  if (place === "public") return "folder";
  if (place === "library" && (await isPublishedPostFile(id))) return "post";
  return null;
}

/** The same answer for an id that does not exist and one this visitor may not see: nothing is revealed. */
function notFound() {
  return new Response("Not found", {
    status: 404,
    // A shared cache may keep it briefly, but never give a signed-out 404 to someone signed in.
    headers: { "Content-Type": "text/plain", "Cache-Control": "public, max-age=60", Vary: "Cookie" },
  });
}

function unavailable() {
  return new Response("Media unavailable", { status: 502, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });
}

/**
 * Misses (404s) per client (issue 51, item 7): each costs a Directus read, so a client past the
 * allowance gets 429 with `Retry-After` for any /media request until its window ends, before
 * Directus is asked. Generous: pages show many images, but only ids that do not exist (or that
 * this visitor may not see) count; a page with stale links stays far below it.
 */
export const mediaMissAllowance = { points: 300, durationSeconds: 600 } as const;
const missLimiter = createRateLimiter({ keyPrefix: "media-miss", ...mediaMissAllowance });

function tooManyMisses(retryAfterSeconds: number) {
  return new Response("Too many requests for images that do not exist. Try again later.", {
    status: 429,
    headers: { "Content-Type": "text/plain", "Cache-Control": "no-store", "Retry-After": String(retryAfterSeconds) },
  });
}

/**
 * GET /media/:id (issue 10 §9). A public file is streamed with the app's service token and may be
 * cached by anyone; any other file only to a signed-in visitor whose own Directus token can read it
 * (`visitor`, the session's client), as `private, no-store`. Everything else is a 404, counted
 * against the client's allowance of misses.
 */
export async function serveMedia(request: Request, id: string, { visitor, signedIn }: { visitor: DirectusClient; signedIn: boolean }) {
  const client = clientKey(request);
  // The throttle never stops an image on its own failure (a store that cannot answer lets it through).
  const allowedAnyway = (error: unknown): RateLimitResult => {
    console.error("Media: the miss throttle could not answer:", error);
    return { allowed: true };
  };
  const blocked = await missLimiter.check(client).catch(allowedAnyway);
  if (!blocked.allowed) return tooManyMisses(blocked.retryAfterSeconds);
  const response = await serveMediaOnce(request, id, { visitor, signedIn });
  if (response.status !== 404) return response;
  const counted = await missLimiter.consume(client).catch(allowedAnyway);
  return counted.allowed ? response : tooManyMisses(counted.retryAfterSeconds);
}

async function serveMediaOnce(request: Request, id: string, { visitor, signedIn }: { visitor: DirectusClient; signedIn: boolean }) {
  if (!isFileId(id)) return notFound();
  const fileId = id.toLowerCase();
  let publicBy: "folder" | "post" | null;
  try {
    publicBy = await isPublicFile(fileId);
  } catch (error) {
    console.error(`Media ${fileId}: could not check whether it is public:`, error);
    return unavailable();
  }
  if (publicBy === "folder") return streamAsset(request, fileId, { access: signedIn ? "public-signed-in" : "public" });
  if (publicBy === "post") return streamAsset(request, fileId, { access: signedIn ? "post-signed-in" : "post" });
  if (!signedIn) return notFound();
  return streamAsset(request, fileId, { access: "private", visitor });
}

type Access = { access: "public" | "public-signed-in" | "post" | "post-signed-in" } | { access: "private"; visitor: DirectusClient };

/** How long a file public only because a post shows it may be kept by browsers and shared caches. */
export const postFileMaxAgeSeconds = 600;

const cacheControl = {
  // The public folder: put there to be public, and a file never changes under its id.
  public: "public, max-age=31536000, immutable",
  // The bytes never depend on who asks; a signed-in request is marked private only because the
  // session middleware turns any shared-cache header on such a response into "no-cache".
  "public-signed-in": "private, max-age=31536000, immutable",
  // Public only while a published post shows it (issue 51, item 7): a copy kept elsewhere lives
  // 10 minutes, so a file a post stops showing is private again soon after the save's purge.
  post: `public, max-age=${postFileMaxAgeSeconds}`,
  "post-signed-in": `private, max-age=${postFileMaxAgeSeconds}`,
  // Only this person may see it: no shared cache, and nothing kept after they sign out.
  private: "private, no-store",
} as const;

/**
 * Public image variants kept in memory (ADR 016): a post's cover is usually a page's largest
 * element, and asking Directus to read (and maybe transform) it again for every visitor costs
 * 50–300 ms. Files never change under their id, and whether a file is still public is checked
 * before every answer, so a kept copy is only ever an answer that was already allowed. Raster images
 * up to 512 kB, 32 MB in all, the least recently used dropped first. The key holds what Directus's
 * `format=auto` reads from the Accept header.
 */
const keptVariants = new Map<string, { body: Uint8Array; headers: [string, string][] }>();
const keptVariantMaxBytes = 512 * 1024;
const keptVariantsMaxTotal = 32 * 1024 * 1024;
let keptVariantsTotal = 0;

function variantKey(id: string, query: string, accept: string | null) {
  const formats = `${accept?.includes("image/avif") ? "a" : ""}${accept?.includes("image/webp") ? "w" : ""}`;
  return `${id}${query}#${formats}`;
}

function keptVariant(key: string) {
  const kept = keptVariants.get(key);
  if (kept) {
    keptVariants.delete(key); // most recently used last
    keptVariants.set(key, kept);
  }
  return kept;
}

function keepVariant(key: string, body: Uint8Array, headers: Headers) {
  if (body.byteLength > keptVariantMaxBytes || keptVariants.has(key)) return;
  keptVariants.set(key, { body, headers: [...headers] });
  keptVariantsTotal += body.byteLength;
  for (const [oldest, entry] of keptVariants) {
    if (keptVariantsTotal <= keptVariantsMaxTotal) break;
    keptVariants.delete(oldest);
    keptVariantsTotal -= entry.body.byteLength;
  }
}

/** For tests: how many variants are kept. */
export function keptVariantCount() {
  return keptVariants.size;
}

/**
 * Streams `${DIRECTUS_URL}/assets/:id`: a public file with the app's service token (its policy may
 * read directus_files), a private one through the visitor's own client (it adds their token and
 * refreshes it on a 401). The browser never needs a Directus token. Public files are immutable by
 * id, so they may be cached for a long time; a transformed variant is a different URL.
 */
async function streamAsset(request: Request, id: string, access: Access) {
  const transforms = cappedTransforms(id, assetTransforms(new URL(request.url).searchParams));
  const query = transforms.size ? `?${transforms}` : "";
  const headers = new Headers();
  const token = env.DIRECTUS_SERVICE_TOKEN;
  if (access.access !== "private" && token) headers.set("Authorization", `Bearer ${token}`);
  // `format=auto` picks webp/avif from the browser's Accept header.
  const accept = request.headers.get("Accept");
  if (accept) headers.set("Accept", accept);
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) headers.set("If-None-Match", ifNoneMatch);
  const fetchAsset = access.access === "private" ? access.visitor.globals.fetch : fetch;
  const keyOfVariant = access.access === "private" ? null : variantKey(id, query, accept);
  const kept = keyOfVariant ? keptVariant(keyOfVariant) : undefined;
  if (kept) {
    const keptHeaders = new Headers(kept.headers);
    keptHeaders.set("Cache-Control", cacheControl[access.access]);
    const etag = keptHeaders.get("etag");
    if (etag && ifNoneMatch === etag) return new Response(null, { status: 304, headers: keptHeaders });
    return new Response(kept.body.slice(), { status: 200, headers: keptHeaders });
  }

  let upstream: Response;
  try {
    upstream = (await fetchAsset(`${directusUrl}/assets/${id}${query}`, { headers, signal: request.signal })) as Response;
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error(`Media ${id}: Directus unreachable:`, error);
    return unavailable();
  }

  const fileHeaders = {
    "Cache-Control": cacheControl[access.access],
    Vary: "Accept",
    // An uploaded SVG or HTML file must never run as a page of our origin (issue 10 §8): a sandbox
    // (the security middleware leaves a route's own policy alone), no type sniffing, and below,
    // anything but a raster image as a download.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  if (upstream.status === 304) {
    return new Response(null, { status: 304, headers: { ...fileHeaders, ETag: upstream.headers.get("etag") ?? "" } });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // Directus answers 403 for an id that does not exist (it hides which ids exist) or that this
    // token may not read: both are 404 here.
    if (upstream.status === 401 || upstream.status === 403 || upstream.status === 404) return notFound();
    console.error(`Media ${id}: Directus answered ${upstream.status}`);
    return unavailable();
  }
  const responseHeaders = new Headers(fileHeaders);
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  if (!isRasterImage(responseHeaders.get("content-type"))) {
    responseHeaders.set("Content-Disposition", "attachment");
  } else if (keyOfVariant && Number(responseHeaders.get("content-length") ?? Infinity) <= keptVariantMaxBytes) {
    // A small public image: read whole, kept, then sent.
    const body = new Uint8Array(await upstream.arrayBuffer());
    keepVariant(keyOfVariant, body, responseHeaders);
    return new Response(body.slice(), { status: 200, headers: responseHeaders });
  }
  return new Response(upstream.body, { status: 200, headers: responseHeaders });
}
