/**
 * A streaming `multipart/form-data` reader (issue 25, "Bodies and uploads"): each part's body is
 * handed on in the chunks it arrives in, so a file passes through (to Directus, to a CSV parser)
 * without ever being whole in memory; at most one chunk plus a boundary's length is held.
 *
 * Why not `@remix-run/form-data-parser`: its multipart parser (0.16) collects every part's chunks
 * (`MultipartPart.content: Uint8Array[]`) before handing the part over, so a 10 MB file is 10 MB of
 * memory per upload (docs/decisions/020-media-library.md).
 *
 *   for await (const part of readMultipart(request, { maxParts: 20 })) {
 *     if (part.filename === null) fields[part.name] = await part.text();
 *     else for await (const chunk of part.body) …; // or leave it: the next part drains it
 *   }
 */

/** A body the reader refuses: `status` 400 (not multipart, malformed, too many parts) or 413. */
export class MultipartError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 = 400,
  ) {
    super(message);
    this.name = "MultipartError";
  }
}

export interface MultipartPart {
  /** The form field's name. */
  name: string;
  /** The file's name as the browser sent it (untrusted), or null for a plain field. */
  filename: string | null;
  /** The part's declared type (untrusted), or null. */
  contentType: string | null;
  /** The part's bytes as they arrive; read it once, or not at all. */
  body: AsyncGenerator<Uint8Array, void, undefined>;
  /** A plain field's value as UTF-8, refused (413) past `maxFieldSize` bytes. */
  text(): Promise<string>;
}

export interface MultipartOptions {
  /** Parts in one body (fields and files); past it: 400. Default 50. */
  maxParts?: number;
  /** Bytes of one part's headers; past it: 400. Default 8 kB. */
  maxHeaderSize?: number;
  /** Bytes of one plain field's value (`text()`); past it: 413. Default 64 kB. */
  maxFieldSize?: number;
}

/** The boundary of a `multipart/form-data` Content-Type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  if (!contentType || !/^\s*multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

const headerEnd = Buffer.from("\r\n\r\n");

/** One parameter of a Content-Disposition header (`name="x"`, `filename*=UTF-8''x`). */
function dispositionParam(header: string, key: string): string | null {
  const extended = new RegExp(`;\\s*${key}\\*=(?:UTF-8|utf-8)''([^;]*)`).exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      return null;
    }
  }
  const quoted = new RegExp(`;\\s*${key}="((?:[^"\\\\]|\\\\.)*)"`).exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, "$1");
  const bare = new RegExp(`;\\s*${key}=([^;\\s]*)`).exec(header);
  return bare ? bare[1] : null;
}

async function drain(chunks: AsyncIterator<Uint8Array>) {
  while (!(await chunks.next()).done);
}

/** Reads a multipart body part by part; see the module comment. */
export async function* readMultipart(request: Request, options: MultipartOptions = {}): AsyncGenerator<MultipartPart, void, undefined> {
  const { maxParts = 50, maxHeaderSize = 8 * 1024, maxFieldSize = 64 * 1024 } = options;
  const boundary = multipartBoundary(request.headers.get("Content-Type"));
  if (!boundary || !request.body) throw new MultipartError("Expected a multipart/form-data body.");
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const reader = request.body.getReader();
  // The body starts with `--boundary`: a CRLF in front makes the first one a delimiter like the others.
  let buffer = Buffer.from("\r\n");
  let ended = false;

  /** The browser's next chunk, or null at the end. */
  async function nextChunk() {
    if (ended) return null;
    const next = await reader.read();
    if (next.done) {
      ended = true;
      return null;
    }
    return Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
  }

  async function fill() {
    const chunk = await nextChunk();
    if (!chunk) return false;
    buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
    return true;
  }

  /**
   * Bytes up to the next delimiter, in chunks; leaves the buffer just after it. A chunk is handed
   * on as it came (not copied): only the few bytes that could begin a delimiter are kept back and
   * looked at together with the start of the next chunk.
   */
  async function* untilDelimiter(): AsyncGenerator<Uint8Array, void, undefined> {
    const keep = delimiter.length - 1;
    for (;;) {
      const at = buffer.indexOf(delimiter);
      if (at >= 0) {
        if (at > 0) yield buffer.subarray(0, at);
        buffer = buffer.subarray(at + delimiter.length);
        return;
      }
      if (buffer.length > keep) {
        const out = buffer.subarray(0, buffer.length - keep);
        buffer = Buffer.from(buffer.subarray(buffer.length - keep));
        yield out;
      }
      // `buffer` is now a short tail that may hold the start of a delimiter.
      const chunk = await nextChunk();
      if (!chunk) throw new MultipartError("The form's body ended in the middle of a part.");
      if (buffer.length === 0 || chunk.length < keep) {
        buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
        continue;
      }
      // A delimiter that starts in the tail ends within the chunk's first `keep` bytes.
      const joined = Buffer.concat([buffer, chunk.subarray(0, keep)]);
      const across = joined.indexOf(delimiter);
      if (across >= 0 && across < buffer.length) {
        if (across > 0) yield joined.subarray(0, across);
        buffer = Buffer.concat([joined.subarray(across + delimiter.length), chunk.subarray(keep)]);
        return;
      }
      if (buffer.length) yield buffer;
      buffer = chunk;
    }
  }

  async function need(bytes: number) {
    while (buffer.length < bytes) if (!(await fill())) throw new MultipartError("The form's body ended too early.");
  }

  try {
    // The preamble, if any, is skipped.
    await drain(untilDelimiter());
    for (let count = 0; ; count++) {
      await need(2);
      if (buffer[0] === 0x2d && buffer[1] === 0x2d) return; // `--`: the closing delimiter
      // Transport padding, then CRLF, then the part's headers.
      let lineEnd = buffer.indexOf("\r\n");
      while (lineEnd < 0) {
        if (buffer.length > 256) throw new MultipartError("Malformed multipart boundary line.");
        await need(buffer.length + 1);
        lineEnd = buffer.indexOf("\r\n");
      }
      buffer = buffer.subarray(lineEnd + 2);
      if (count >= maxParts) throw new MultipartError(`Too many parts in the form (at most ${maxParts}).`);
      let end = buffer.indexOf(headerEnd);
      while (end < 0) {
        if (buffer.length > maxHeaderSize) throw new MultipartError("A part's headers are too large.");
        if (!(await fill())) throw new MultipartError("The form's body ended in a part's headers.");
        end = buffer.indexOf(headerEnd);
      }
      if (end > maxHeaderSize) throw new MultipartError("A part's headers are too large.");
      const headers = new Map<string, string>();
      for (const line of buffer.subarray(0, end).toString("utf8").split("\r\n")) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      buffer = Buffer.from(buffer.subarray(end + headerEnd.length));
      const disposition = headers.get("content-disposition") ?? "";
      const name = dispositionParam(disposition, "name");
      if (!/^form-data\b/i.test(disposition) || name === null) throw new MultipartError("A part has no form-data name.");
      const body = untilDelimiter();
      const part: MultipartPart = {
        name,
        filename: dispositionParam(disposition, "filename"),
        contentType: headers.get("content-type") ?? null,
        // Not `yield* body`: a caller that stops early must not end `body`, which is drained below.
        body: (async function* () {
          for (let next = await body.next(); !next.done; next = await body.next()) yield next.value;
        })(),
        async text() {
          const chunks: Uint8Array[] = [];
          let size = 0;
          for await (const chunk of body) {
            size += chunk.byteLength;
            if (size > maxFieldSize) throw new MultipartError(`A form field is longer than ${Math.floor(maxFieldSize / 1024)} kB.`, 413);
            chunks.push(Buffer.from(chunk));
          }
          return Buffer.concat(chunks).toString("utf8");
        },
      };
      yield part;
      // Whatever the caller left unread is skipped (a body read halfway is drained too).
      await drain(body);
    }
  } finally {
    // The caller stopped early (a 413, an error): read a little more of what the browser is still
    // sending, so it gets the answer instead of a cut connection, then stop reading.
    for (let rest = 0; !ended && !request.signal.aborted && rest < 256 * 1024;) {
      const next = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (next.done) break;
      rest += next.value.byteLength;
    }
    await reader.cancel().catch(() => undefined);
  }
}

/**
 * Reads and drops a body the route will not use (at most `maxBytes`; the front door caps it anyway),
 * so the browser gets the answer instead of a reset connection. Nothing is kept in memory.
 */
export async function discardBody(request: Request, maxBytes = 11 * 1024 * 1024) {
  if (!request.body || request.bodyUsed) return;
  const reader = request.body.getReader();
  try {
    for (let read = 0; read <= maxBytes;) {
      const next = await reader.read();
      if (next.done) return;
      read += next.value.byteLength;
    }
  } catch {
    // The browser went away: nothing to answer.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}
