import { Transform } from "node:stream";

/**
 * What React Router's `<Scripts>` writes, and what the page sends instead (ADR 016): the module
 * preloads and the module that starts the app are made inert, so nothing of the 110 kB of
 * JavaScript is fetched before the page has been painted. `ScriptsAfterPaint` (root.tsx) turns them
 * back on after the first frame. `<Scripts>` has no option for it, so the HTML is rewritten as it
 * streams. Without JavaScript nothing changes: the page never needed them.
 */
const rewrites: Array<[Buffer, Buffer]> = [
  ['<link rel="modulepreload" ', '<link rel="seed-modulepreload" fetchpriority="low" '],
  [' type="module" async="">', ' type="seed/module" async="">'],
].map(([from, to]) => [Buffer.from(from), Buffer.from(to)]);

const longest = Math.max(...rewrites.map(([from]) => from.length));

/** Could `tail` be the start of a pattern the next chunk completes? */
const startsAPattern = (tail: Buffer) => rewrites.some(([from]) => from.subarray(0, tail.length).equals(tail));

export function lowPriorityScripts(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const input = Buffer.concat([carry, typeof chunk === "string" ? Buffer.from(chunk) : chunk]);
      const parts: Buffer[] = [];
      let from = 0;
      for (;;) {
        let next: { at: number; rewrite: [Buffer, Buffer] } | null = null;
        for (const rewrite of rewrites) {
          const at = input.indexOf(rewrite[0], from);
          if (at !== -1 && (!next || at < next.at)) next = { at, rewrite };
        }
        if (!next) break;
        parts.push(input.subarray(from, next.at), next.rewrite[1]);
        from = next.at + next.rewrite[0].length;
      }
      // Keep back what could be the start of a pattern completed by the next chunk.
      let cut = Math.max(from, input.length - (longest - 1));
      while (cut < input.length && !startsAPattern(input.subarray(cut))) cut++;
      parts.push(input.subarray(from, cut));
      carry = Buffer.from(input.subarray(cut));
      callback(null, Buffer.concat(parts));
    },
    flush(callback) {
      callback(null, carry);
    },
  });
}
