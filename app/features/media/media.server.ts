import { env } from "~/env.server";
import { directusUrl } from "~/features/cms/directus.server";

/** Directus file ids are UUIDs; anything else is answered 404 without asking Directus. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isFileId(value: string | undefined): value is string {
  return typeof value === "string" && uuidPattern.test(value);
}

const fits = new Set(["cover", "contain", "inside", "outside"]);
const formats = new Set(["webp", "auto"]);

/**
 * The only sizes and qualities Directus renders (issue 10 §5): every variant is a file Directus
 * makes and keeps, so the set must be small. Heights snap to the same steps as widths.
 */
export const mediaWidths = [160, 320, 640, 960, 1280, 1920] as const;
export const mediaQualities = [50, 75, 90] as const;

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
 * format webp|auto). Width, height and quality snap to a few steps, so a page asking for any size
 * still gets an image while nobody can make Directus render and store thousands of variants; every
 * other query parameter is dropped: arbitrary `transforms`/`key` presets never reach Directus.
 */
export function assetTransforms(searchParams: URLSearchParams) {
  const transforms = new URLSearchParams();
  const width = snapped(searchParams.get("width"), mediaWidths);
  const height = snapped(searchParams.get("height"), mediaWidths);
  const quality = snapped(searchParams.get("quality"), mediaQualities);
  const fit = searchParams.get("fit");
  const format = searchParams.get("format");
  if (width) transforms.set("width", String(width));
  if (height) transforms.set("height", String(height));
  if (fit && fits.has(fit)) transforms.set("fit", fit);
  if (quality) transforms.set("quality", String(quality));
  if (format && formats.has(format)) transforms.set("format", format);
  return transforms;
}

/** Headers of Directus' answer that the browser should see. */
const passedHeaders = ["content-type", "content-length", "etag", "last-modified"];

/** The image types a browser shows and never runs; any other file (SVG, HTML, PDF …) is a download. */
const rasterTypes = new Set(["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif"]);

export function isRasterImage(contentType: string | null) {
  return rasterTypes.has((contentType ?? "").split(";")[0].trim().toLowerCase());
}

/**
 * Streams `${DIRECTUS_URL}/assets/:id` with the app's service token (its policy may read
 * directus_files), so the browser never needs a Directus token. Files are immutable by id, so the
 * answer may be cached for a long time; a transformed variant is a different URL.
 */
export async function streamAsset(request: Request, id: string, { signedIn = false }: { signedIn?: boolean } = {}) {
  const token = env.DIRECTUS_SERVICE_TOKEN;
  const transforms = assetTransforms(new URL(request.url).searchParams);
  const query = transforms.size ? `?${transforms}` : "";
  const headers = new Headers();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  // `format=auto` picks webp/avif from the browser's Accept header.
  const accept = request.headers.get("Accept");
  if (accept) headers.set("Accept", accept);
  const ifNoneMatch = request.headers.get("If-None-Match");
  if (ifNoneMatch) headers.set("If-None-Match", ifNoneMatch);

  let upstream: Response;
  try {
    upstream = await fetch(`${directusUrl}/assets/${id}${query}`, { headers, signal: request.signal });
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error(`Media ${id}: Directus unreachable:`, error);
    return new Response("Media unavailable", { status: 502, headers: { "Cache-Control": "no-store" } });
  }

  const cacheable = {
    // The bytes never depend on who asks; a signed-in request is marked private only because the
    // session middleware turns any shared-cache header on such a response into "no-cache".
    "Cache-Control": `${signedIn ? "private" : "public"}, max-age=31536000, immutable`,
    Vary: "Accept",
    // An uploaded SVG or HTML file must never run as a page of our origin (issue 10 §8): a sandbox
    // (the security middleware leaves a route's own policy alone), no type sniffing, and below,
    // anything but a raster image as a download.
    "Content-Security-Policy": "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
    "X-Content-Type-Options": "nosniff",
  };
  if (upstream.status === 304) {
    return new Response(null, { status: 304, headers: { ...cacheable, ETag: upstream.headers.get("etag") ?? "" } });
  }
  if (!upstream.ok || !upstream.body) {
    await upstream.body?.cancel();
    // Directus answers 403 for an id that does not exist (it hides which ids exist): both are 404 here.
    const status = upstream.status === 403 || upstream.status === 404 ? 404 : 502;
    if (status === 502) console.error(`Media ${id}: Directus answered ${upstream.status}`);
    return new Response(status === 404 ? "Not found" : "Media unavailable", {
      status,
      headers: { "Cache-Control": status === 404 ? "public, max-age=60" : "no-store", "Content-Type": "text/plain" },
    });
  }
  const responseHeaders = new Headers(cacheable);
  for (const name of passedHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  if (!isRasterImage(responseHeaders.get("content-type"))) responseHeaders.set("Content-Disposition", "attachment");
  return new Response(upstream.body, { status: 200, headers: responseHeaders });
}
