// A first visit's page carries the whole stylesheet (ADR 016), and compressing those 58 kB again
// for every such page was a third of its render's CPU (ADR 023, fifth pass). Such a page is gzipped
// here instead, with the stylesheet deflated once, when the server starts:
//
// - React renders a token where the stylesheet goes (`<style>`'s content, in the page's head).
// - Each chunk of the page is deflated on its own into raw-deflate blocks that end on a byte
//   boundary (Z_SYNC_FLUSH: not the last block, no reference to an earlier chunk). The stylesheet's
//   blocks, made the same way, take the token's place. Such runs of blocks may follow one another:
//   together they are one deflate stream, closed by an empty last block.
// - The gzip header and trailer (CRC-32 and length of everything uncompressed) frame it (RFC 1952).
//
// A streamed page still streams: each chunk is sent as soon as it is deflated.
import { randomUUID } from "node:crypto";
import { Transform } from "node:stream";
import zlib from "node:zlib";

const { Z_SYNC_FLUSH } = zlib.constants;
/** ID1 ID2, deflate, no flags, no time, no extra flags, unknown OS. */
const gzipHeader = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An empty stored block marked last: the end of the deflate stream. */
const lastBlock = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
/** The page's own chunks: what `compression` would use (zlib's default). */
const pageLevel = 6;
/** From this size a piece of the page is deflated on the thread pool (ADR 023, sixth pass). */
const onThreadPoolFrom = 32 * 1024;

export interface SplicedText {
  /** What the page holds where the text goes. */
  token: Buffer;
  text: Buffer;
  /** `text` as raw-deflate blocks ending on a byte boundary. */
  deflated: Buffer;
}

/**
 * `text` deflated once, and a token to render in its place. The token starts with `<`, which React
 * escapes in every text and attribute it renders, and holds a random part: no page content can
 * contain it.
 */
export function splicedText(text: string): SplicedText {
  const bytes = Buffer.from(text);
  return {
    token: Buffer.from(`<seed-splice-${randomUUID()}>`),
    text: bytes,
    deflated: zlib.deflateRawSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: Z_SYNC_FLUSH }),
  };
}

/** Whether the client takes gzip (`Accept-Encoding`, a q of 0 refuses it). */
export function acceptsGzip(acceptEncoding: string | null | undefined) {
  return (acceptEncoding ?? "").split(",").some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return (name === "gzip" || name === "x-gzip") && (q === undefined || Number(q.slice(2)) > 0);
  });
}

/** The page, gzipped, with the first occurrence of `spliced.token` replaced by `spliced.text`. */
export function gzipWithSplice(spliced: SplicedText): Transform {
  let crc = 0;
  let size = 0;
  let started = false;
  let spliceDone = false;
  /** The end of the last chunk, when it might be the start of a token cut in two. */
  let carry = Buffer.alloc(0);

  const count = (bytes: Buffer) => {
    crc = zlib.crc32(bytes, crc);
    size = (size + bytes.length) % 2 ** 32;
  };
  /**
   * A large piece is deflated on libuv's thread pool, beside the render's thread; a small one here:
   * handing it over costs more than deflating it (about 0.13 ms of CPU against 15 µs for 1 kB).
   */
  const deflate = (bytes: Buffer): Buffer | Promise<Buffer> => {
    count(bytes);
    const options = { level: pageLevel, finishFlush: Z_SYNC_FLUSH };
    if (bytes.length < onThreadPoolFrom) return zlib.deflateRawSync(bytes, options);
    return new Promise((resolve, reject) => zlib.deflateRaw(bytes, options, (error, out) => (error ? reject(error) : resolve(out))));
  };
  const begin = (): Buffer[] => {
    if (started) return [];
    started = true;
    return [gzipHeader];
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const out: Array<Buffer | Promise<Buffer>> = begin();
      let input = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      carry = Buffer.alloc(0);
      if (!spliceDone) {
        const at = input.indexOf(spliced.token);
        if (at >= 0) {
          if (at > 0) out.push(deflate(input.subarray(0, at)));
          count(spliced.text);
          out.push(spliced.deflated);
          input = input.subarray(at + spliced.token.length);
          spliceDone = true;
        } else {
          const keep = Math.min(input.length, spliced.token.length - 1);
          carry = Buffer.from(input.subarray(input.length - keep));
          input = input.subarray(0, input.length - keep);
        }
      }
      if (input.length > 0) out.push(deflate(input));
      Promise.all(out).then((parts) => callback(null, parts.length > 0 ? Buffer.concat(parts) : undefined), callback);
    },
    flush(callback) {
      const out: Array<Buffer | Promise<Buffer>> = begin();
      if (carry.length > 0) out.push(deflate(carry));
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(size >>> 0, 4);
      Promise.all(out).then((parts) => callback(null, Buffer.concat([...parts, lastBlock, trailer])), callback);
    },
  });
}
