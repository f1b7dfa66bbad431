import { Transform } from "node:stream";

/**
 * What React Router's `<Scripts>` writes, and what the page sends instead (ADR 016): the module
 * preloads and the module that starts the app are made inert, so nothing of the 110 kB of
 * JavaScript is fetched before the page has been painted. `ScriptsAfterPaint` (root.tsx) turns them
 * back on after the first frame. `<Scripts>` has no option for it, so the HTML is rewritten as it
 * streams. Without JavaScript nothing changes: the page never needed them.
 *
 * On the way, what only the browser's script needs is left out of every page (issue 23: HTML a page
 * carries): a preload's nonce and priority, which `ScriptsAfterPaint` sets when it turns the preload
 * on (~1.3 kB a page), and the indentation of the route manifest React Router pretty-prints into the
 * starting module (~1.2 kB). JSON has no raw line breaks in its strings and every statement of that
 * module ends with a semicolon, so dropping a line break and the spaces after it changes nothing.
 */
const MODULE_START = Buffer.from(' type="seed/module" async="">');
const SCRIPT_END = Buffer.from("</script>");

function patterns(nonce: string | undefined): Array<[Buffer, Buffer]> {
  const pairs: Array<[string, string]> = [
    ['<link rel="modulepreload" ', '<link rel="seed-modulepreload" '],
    [' type="module" async="">', MODULE_START.toString()],
  ];
  // Only a module preload ends with its nonce (React writes it after `href`); checked in the test.
  if (nonce) pairs.push([` nonce="${nonce}"/>`, "/>"]);
  return pairs.map(([from, to]) => [Buffer.from(from), Buffer.from(to)]);
}

/** The starting module without its line breaks and the indentation after them. */
const compact = (module: Buffer) => Buffer.from(module.toString().replace(/\n[ \t]*/g, ""));

/**
 * Rewrites `input` and returns what can be sent, and the tail kept back: it could be the start of a
 * pattern the next piece completes, or a starting module whose end has not come yet (all of it at the
 * end of the page).
 */
function rewrite(rewrites: Array<[Buffer, Buffer]>, input: Buffer, atEnd: boolean): { send: Buffer; keep: Buffer } {
  const parts: Buffer[] = [];
  let from = 0;
  let held = -1;
  // Where each pattern next occurs, searched again only once the rewrite has passed it: a page has
  // some twenty preloads before its one starting module, and each search reads to the match.
  const found = rewrites.map(([pattern]) => input.indexOf(pattern));
  for (;;) {
    let next: { at: number; rewrite: [Buffer, Buffer] } | null = null;
    for (let i = 0; i < rewrites.length; i++) {
      if (found[i] !== -1 && found[i] < from) found[i] = input.indexOf(rewrites[i][0], from);
      if (found[i] !== -1 && (!next || found[i] < next.at)) next = { at: found[i], rewrite: rewrites[i] };
    }
    if (!next) break;
    const after = next.at + next.rewrite[0].length;
    if (next.rewrite[1].equals(MODULE_START)) {
      const end = input.indexOf(SCRIPT_END, after);
      if (end === -1 && !atEnd) {
        held = next.at;
        break;
      }
      const until = end === -1 ? input.length : end;
      parts.push(input.subarray(from, next.at), MODULE_START, compact(input.subarray(after, until)));
      from = until;
      continue;
    }
    parts.push(input.subarray(from, next.at), next.rewrite[1]);
    from = after;
  }
  const longest = Math.max(...rewrites.map(([pattern]) => pattern.length));
  let cut = held !== -1 ? held : atEnd ? input.length : Math.max(from, input.length - (longest - 1));
  while (
    held === -1 &&
    cut < input.length &&
    !rewrites.some(([pattern]) => pattern.subarray(0, input.length - cut).equals(input.subarray(cut)))
  )
    cut++;
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
export function lowPriorityScripts(nonce?: string): Transform {
  const rewrites = patterns(nonce);
  let pending: Buffer[] = [];
  let sendLater: ReturnType<typeof setImmediate> | undefined;
  const take = (atEnd: boolean) => {
    const { send, keep } = rewrite(rewrites, Buffer.concat(pending), atEnd);
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
