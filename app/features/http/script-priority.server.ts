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

/**
 * Rewrites `input` and returns what can be sent, and the tail kept back: it could be the start of a
 * pattern the next piece completes (all of it at the end of the page).
 */
function rewrite(input: Buffer, atEnd: boolean): { send: Buffer; keep: Buffer } {
  const parts: Buffer[] = [];
  let from = 0;
  for (;;) {
    let next: { at: number; rewrite: [Buffer, Buffer] } | null = null;
    for (const pair of rewrites) {
      const at = input.indexOf(pair[0], from);
      if (at !== -1 && (!next || at < next.at)) next = { at, rewrite: pair };
    }
    if (!next) break;
    parts.push(input.subarray(from, next.at), next.rewrite[1]);
    from = next.at + next.rewrite[0].length;
  }
  let cut = atEnd ? input.length : Math.max(from, input.length - (longest - 1));
  while (cut < input.length && !startsAPattern(input.subarray(cut))) cut++;
  parts.push(input.subarray(from, cut));
  return { send: Buffer.concat(parts), keep: Buffer.from(input.subarray(cut)) };
}

/**
 * Also, what React writes in one go leaves in one piece (issue 23's profile): React writes a page in
 * 2–4 kB chunks, and each chunk downstream was a read of the web stream, a write and a flush of the
 * compressor (React Router flushes after every chunk), which made compressing `/` cost as much as
 * rendering it. Chunks written in the same turn of the event loop are joined, rewritten and sent at
 * its end, so a page that is ready at once is one write, and a streamed page still sends each part as
 * it comes.
 */
export function lowPriorityScripts(): Transform {
  let pending: Buffer[] = [];
  let sendLater: ReturnType<typeof setImmediate> | undefined;
  const take = (atEnd: boolean) => {
    const { send, keep } = rewrite(Buffer.concat(pending), atEnd);
    pending = [keep];
    return send;
  };
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      pending.push(typeof chunk === "string" ? Buffer.from(chunk) : chunk);
      sendLater ??= setImmediate(() => {
        sendLater = undefined;
        this.push(take(false));
      });
      callback();
    },
    flush(callback) {
      clearImmediate(sendLater);
      callback(null, take(true));
    },
  });
}
