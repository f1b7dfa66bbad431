import { createReadStream, createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { aggregate, readMe } from "@directus/sdk";
import sharp from "sharp";
import type { DirectusClient } from "~/features/cms/directus.server";
import { MultipartError, readMultipart, type MultipartPart } from "~/features/http/multipart.server";
import { createRateLimiter } from "~/features/security/rate-limit.server";
import { sniffImageType, sniffLength, type RasterType } from "./sniff";
import { maxUploadBytes } from "./upload-state";

/** One file's limit (DESIGN.md; the front door lets 10 MB + 64 kB of form reach `/upload`). */
export { maxUploadBytes };

/** A file past `maxUploadBytes`: the form is not read further (413), and the page names the file and the limit. */
export class FileTooLarge extends MultipartError {
  constructor(readonly filename: string) {
    super(`“${filename}” is larger than 10 MB, the limit for one file.`, 413);
  }
}
/** Files in one form; more are refused (the first ones are still stored). */
export const maxFilesPerUpload = 10;

/** Why one file was not stored: the page words each (media.upload.refused.*). */
export type RefusalReason = "type" | "size" | "empty" | "failed" | "rateLimited" | "decode" | "dimensions" | "quota";

/** The largest width or height taken (SECURITY.md: as Directus' ASSETS_TRANSFORM_IMAGE_MAX_DIMENSION). */
export const maxImageDimension = 6000;
/** What one person's uploads may take in all (SECURITY.md, "Uploads": a storage quota), ADR 022. */
export const storageQuotaBytes = 1024 * 1024 * 1024;

export interface UploadResult {
  stored: { id: string; filename: string }[];
  refused: { filename: string; reason: RefusalReason; status?: number }[];
  /** The title typed in the form (kept for the form when something was refused). */
  title: string;
}

/** Per person: 120 files an hour (SECURITY.md, "Uploads": a per-person rate limit). */
const uploadLimiter = createRateLimiter({ keyPrefix: "media-upload", points: 120, durationSeconds: 3600 });

// eslint-disable-next-line no-control-regex -- control characters are exactly what it removes
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069"\\]/g;

/** A file name as Directus should keep it: the base name only, no control or bidi characters, ≤ 255. */
export function safeFilename(name: string | null, type: RasterType | null) {
  const base = (name ?? "").split(/[/\\]/).pop()!.replace(unsafeCharacters, "").trim();
  const fallback = `image.${(type ?? "image/png").split("/")[1].replace("jpeg", "jpg")}`;
  if (!base || base === "." || base === "..") return fallback;
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf(".");
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  return base.slice(0, 255 - extension.length) + extension;
}

/** A title: one line, no control or bidi characters, ≤ 200 characters. */
export function safeTitle(value: string) {
  return value.replace(unsafeCharacters, " ").replace(/\s+/g, " ").trim().slice(0, 200);
}

/** The first `sniffLength` bytes of a body (or all of a shorter one), and the rest still to come. */
async function readHead(body: AsyncGenerator<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < sniffLength) {
    const next = await body.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.byteLength;
  }
  return Buffer.concat(chunks);
}

class TooLarge extends Error {}
/** The browser went away while a file was received or sent on. */
export class Cancelled extends Error {}
/** A file whose bytes begin like an image but do not decode as that image, or one too large to decode. */
class NotAnImage extends Error {
  constructor(readonly reason: "decode" | "dimensions") {
    super(reason);
  }
}

const resolvesOnAbort = (signal: AbortSignal) =>
  new Promise<"cancelled">((resolve) => {
    if (signal.aborted) resolve("cancelled");
    else signal.addEventListener("abort", () => resolve("cancelled"), { once: true });
  });

/**
 * The file as it streams in, written to `file` (a temporary file: never whole in memory), its first
 * bytes `head` already read: past 10 MB it stops (TooLarge), and when the browser goes away (Cancelled).
 */
async function receiveToDisk(head: Buffer, rest: AsyncGenerator<Uint8Array>, file: string, signal: AbortSignal) {
  const out = createWriteStream(file);
  const cancelled = resolvesOnAbort(signal);
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (error) => (error ? reject(error) : resolve())));
  try {
    let size = head.byteLength;
    await write(head);
    for (;;) {
      const next = await Promise.race([rest.next(), cancelled]).catch(() => "cancelled" as const);
      if (next === "cancelled") throw new Cancelled();
      if (next.done) break;
      size += next.value.byteLength;
      if (size > maxUploadBytes) throw new TooLarge();
      await write(next.value);
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
}

// libvips' operation cache would keep decoded images around between uploads: nothing is decoded twice here.
sharp.cache(false);

/** One decode at a time in this process: each holds the image's pixels (up to 36 Mpx) while it runs. */
let decoding: Promise<unknown> = Promise.resolve();
export function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = decoding.then(work, work);
  decoding = run.catch(() => undefined);
  return run;
}

const sharpFormats = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "heif",
} as const;

/**
 * Decodes `input` with sharp as the type its first bytes claim and writes it again to `output`
 * without its metadata (EXIF with GPS, XMP, comments; the colour profile is kept), turned upright
 * by its EXIF orientation first (SECURITY.md, "Uploads"; ADR 022). A file that is not that image (a
 * polyglot, a truncated or corrupt one) is NotAnImage("decode"); one wider or taller than 6000 px,
 * or of more than 6000 × 6000 pixels in all its frames (a decompression bomb), NotAnImage("dimensions").
 */
export async function reencodeImage(input: string, output: string, type: RasterType) {
  const animated = type === "image/gif" || type === "image/webp";
  const options = { limitInputPixels: maxImageDimension * maxImageDimension, animated };
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch {
    throw new NotAnImage("decode");
  }
  if (metadata.format !== sharpFormats[type]) throw new NotAnImage("decode");
  const height = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !height || metadata.width > maxImageDimension || height > maxImageDimension) {
    throw new NotAnImage("dimensions");
  }
  let image = sharp(input, options).keepIccProfile();
  if ((metadata.pages ?? 1) === 1) image = image.rotate();
  const encoded =
    type === "image/png"
      ? image.png()
      : type === "image/jpeg"
        ? image.jpeg({ quality: 90 })
        : type === "image/gif"
          ? image.gif()
          : type === "image/webp"
            ? image.webp({ quality: 90 })
            : image.avif({ quality: 70, effort: 2 });
  try {
    await encoded.toFile(output);
  } catch (error) {
    throw new NotAnImage(error instanceof Error && /pixel limit/i.test(error.message) ? "dimensions" : "decode");
  }
}

/** The bytes of the files this person uploaded, as Directus counts them (their own token). */
export async function storageUsed(client: DirectusClient, userId: string) {
  const rows = await client.request(
    aggregate("directus_files", { aggregate: { sum: ["filesize"] }, query: { filter: { uploaded_by: { _eq: userId } } } }),
  );
  // A sum may come as text (PostgreSQL's numeric), and as null when there is no file.
  return Number(rows[0]?.sum?.filesize ?? 0);
}

export async function* fileChunks(file: string) {
  for await (const chunk of createReadStream(file)) yield chunk as Uint8Array;
}

/**
 * One file streamed on to Directus `POST /files` with the person's token: the multipart body is
 * written as the browser's bytes arrive (never whole in memory), the sniffed type declared, no
 * folder (ADR 013: visitors see it only once a published post shows it).
 *
 * Directus keeps whatever it received when its request is cut, so a file is never cut off there:
 * when the browser goes away (`signal`) or the file passes 10 MB, the body to Directus is closed
 * properly at that point, and the file it stored is deleted again with the same token.
 */
export async function sendToDirectus(
  client: DirectusClient,
  file: {
    head: Buffer;
    rest: AsyncGenerator<Uint8Array>;
    filename: string;
    type: string;
    title: string;
    /** More of the file's fields (a hand-in's folder and item), sent before the file as Directus wants. */
    fields?: Record<string, string>;
  },
  signal: AbortSignal,
) {
  const boundary = `----seed${crypto.randomUUID().replaceAll("-", "")}`;
  const encoder = new TextEncoder();
  const named = { ...(file.title ? { title: file.title } : {}), ...file.fields };
  const fields = Object.entries(named)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("");
  const preamble = encoder.encode(
    `${fields}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${boundary}--\r\n`);
  let size = file.head.byteLength;
  let cut: TooLarge | Cancelled | null = null;
  const rest = file.rest;
  const cancelled = resolvesOnAbort(signal);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(preamble);
      if (file.head.byteLength) controller.enqueue(file.head);
    },
    async pull(controller) {
      const next = await Promise.race([rest.next(), cancelled]).catch(() => "cancelled" as const);
      if (next === "cancelled" || next.done || size + next.value.byteLength > maxUploadBytes) {
        if (next === "cancelled") cut = new Cancelled();
        else if (!next.done) cut = new TooLarge();
        controller.enqueue(closing);
        controller.close();
        return;
      }
      size += next.value.byteLength;
      controller.enqueue(next.value);
    },
  });
  const send = client.globals.fetch as typeof fetch;
  const response = await send(new URL("/files", client.url), {
    method: "POST",
    body,
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
  const answer = (await response.json().catch(() => null)) as { data?: { id?: unknown } } | null;
  const id = typeof answer?.data?.id === "string" ? answer.data.id : null;
  if (cut) {
    if (id) await send(new URL(`/files/${id}`, client.url), { method: "DELETE" }).then((r) => r.body?.cancel());
    throw cut;
  }
  if (!response.ok || !id) return { ok: false as const, status: response.status };
  return { ok: true as const, id };
}

/** The status of an upload that stored nothing: its refusal's. */
export const refusalStatus = {
  type: 415,
  size: 413,
  empty: 400,
  failed: 502,
  rateLimited: 429,
  decode: 415,
  dimensions: 413,
  quota: 413,
} as const satisfies Record<RefusalReason, number>;

/** Why one file of a form was not stored, named. */
export type Refusal = { filename: string; reason: RefusalReason; status?: number };
/** A file part received whole to a temporary folder, its first bytes one of the five raster types (not yet decoded). */
export interface ReceivedImage {
  filename: string;
  type: RasterType;
  folder: string;
}
/** A file part as received: nothing (an empty file input), refused at once, or on disk for `storeReceivedImage`. */
export type ReceivedPart = null | { refused: Refusal; cut?: boolean } | { received: ReceivedImage };

/**
 * One file part of a form, as it streams (ADR 020): its first bytes must be one of the five raster
 * types, else it is refused and named; then it goes to a temporary file (never whole in memory).
 * Past 10 MB the rest of the part is left unread (`cut`): `/upload` stops there, the editor reads on.
 */
export async function receiveImagePart(part: MultipartPart, signal: AbortSignal): Promise<ReceivedPart> {
  return receivePart(part, signal, sniffImageType);
}

/**
 * One file part received as `receiveImagePart` does, its type told by `sniff` from its first bytes
 * (a hand-in's types are wider: features/portals/learner/hand-in-files.server.ts).
 */
export async function receivePart<Type extends string>(
  part: MultipartPart,
  signal: AbortSignal,
  sniff: (head: Uint8Array) => Type | null,
): Promise<null | { refused: Refusal; cut?: boolean } | { received: { filename: string; type: Type; folder: string } }> {
  const head = await readHead(part.body);
  // A file input left empty still sends a part, with no name and no bytes.
  if (!part.filename && head.byteLength === 0) return null;
  const type = sniff(head);
  const filename = safeFilename(part.filename, type && type.startsWith("image/") ? (type as RasterType) : null);
  if (head.byteLength === 0) return { refused: { filename, reason: "empty" } };
  if (!type) return { refused: { filename, reason: "type" } };
  const folder = await mkdtemp(path.join(tmpdir(), "seed-upload-"));
  try {
    await receiveToDisk(head, part.body, path.join(folder, "received"), signal);
  } catch (error) {
    await discardReceived({ folder });
    if (error instanceof TooLarge) return { refused: { filename, reason: "size" }, cut: true };
    throw error;
  }
  return { received: { filename, type, folder } };
}

/** Removes a received file's temporary folder (always, once it is no longer needed). */
export async function discardReceived({ folder }: Pick<ReceivedImage, "folder">) {
  await rm(folder, { recursive: true, force: true });
}

/**
 * A received image stored in Directus with the person's own token, after every check of SECURITY.md
 * ("Uploads"; ADR 022): the per-person rate limit, decoded and written again without metadata, the
 * 10 MB limit and the storage quota. Nothing reaches Directus before the whole file passed them all.
 */
export async function storeReceivedImage(
  { filename, type, folder }: ReceivedImage,
  { client, userId, title, signal }: { client: DirectusClient; userId: string; title: string; signal: AbortSignal },
): Promise<{ id: string } | { refused: Refusal }> {
  if (!(await uploadLimiter.consume(userId)).allowed) return { refused: { filename, reason: "rateLimited" } };
  const clean = path.join(folder, "clean");
  try {
    await oneAtATime(() => reencodeImage(path.join(folder, "received"), clean, type));
    const { size } = await stat(clean);
    if (size > maxUploadBytes) return { refused: { filename, reason: "size" } };
    if ((await storageUsed(client, userId)) + size > storageQuotaBytes) return { refused: { filename, reason: "quota" } };
    const sent = await sendToDirectus(client, { head: Buffer.alloc(0), rest: fileChunks(clean), filename, type, title }, signal);
    return sent.ok ? { id: sent.id } : { refused: { filename, reason: "failed", status: sent.status } };
  } catch (error) {
    if (error instanceof NotAnImage) return { refused: { filename, reason: error.reason } };
    if (error instanceof Cancelled || signal.aborted) throw error;
    console.error("Upload: Directus did not take the file:", error);
    return { refused: { filename, reason: "failed" } };
  }
}

/**
 * Reads `/upload`'s form as it streams (ADR 020): the `title` field (before the files, as the form
 * orders them), then each `files` part: its first bytes must be one of the five raster types, else
 * it is skipped and named; a file over 10 MB stops the whole request (413: the browser is still
 * sending it). Stored files and refusals are both reported.
 */
export async function receiveUpload(request: Request, client: DirectusClient, userId: string): Promise<UploadResult> {
  // Spec §4's refresh-and-retry on 401 must happen before streaming: a streamed body cannot be sent twice.
  await client.request(readMe({ fields: ["id"] }));
  const result: UploadResult = { stored: [], refused: [], title: "" };
  let files = 0;
  for await (const part of readMultipart(request, { maxParts: maxFilesPerUpload + 5, maxFieldSize: 4 * 1024 })) {
    if (part.filename === null) {
      if (part.name === "title") result.title = safeTitle(await part.text());
      continue;
    }
    if (part.name !== "files" && part.name !== "file") continue;
    if (++files > maxFilesPerUpload) {
      result.refused.push({ filename: safeFilename(part.filename, null), reason: "failed" });
      continue;
    }
    const file = await receiveImagePart(part, request.signal);
    if (!file) continue;
    if ("refused" in file) {
      if (file.cut) throw new FileTooLarge(file.refused.filename);
      result.refused.push(file.refused);
      continue;
    }
    try {
      const stored = await storeReceivedImage(file.received, { client, userId, title: result.title, signal: request.signal });
      if ("id" in stored) result.stored.push({ id: stored.id, filename: file.received.filename });
      else result.refused.push(stored.refused);
    } finally {
      await discardReceived(file.received);
    }
  }
  return result;
}
