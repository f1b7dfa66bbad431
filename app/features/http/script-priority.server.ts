import { Transform } from "node:stream";

const PRELOAD = Buffer.from('<link rel="modulepreload" ');
const LOW = Buffer.from('<link rel="modulepreload" fetchpriority="low" ');

/**
 * Marks every module preload of the page `fetchpriority="low"` (ADR 016). The scripts only enhance
 * a page that already works without them, so on a slow connection the stylesheet and the images a
 * visitor sees come first and the 110 kB of JavaScript takes what bandwidth is left. React Router's
 * `<Scripts>` writes the links and has no option for it, so the HTML is rewritten as it streams;
 * a link split between two chunks is found by keeping the last bytes of a chunk for the next one.
 */
export function lowPriorityScripts(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const input = Buffer.concat([carry, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (let at = input.indexOf(PRELOAD); at !== -1; at = input.indexOf(PRELOAD, from)) {
        parts.push(input.subarray(from, at), LOW);
        from = at + PRELOAD.length;
      }
      // Keep back what could be the start of a link completed by the next chunk.
      const keep = Math.min(PRELOAD.length - 1, input.length - from);
      let cut = input.length - keep;
      while (cut < input.length && !PRELOAD.subarray(0, input.length - cut).equals(input.subarray(cut))) cut++;
      parts.push(input.subarray(from, cut));
      carry = Buffer.from(input.subarray(cut));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}
