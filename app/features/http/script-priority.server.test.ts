import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./script-priority.server";

const page =
  '<head><link rel="stylesheet" href="/a.css"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell.js" nonce="n"/></head><body>é<p>rel="modulepreload"</p></body>';

async function through(chunks: string[]) {
  return text(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(lowPriorityScripts()));
}

describe("lowPriorityScripts", () => {
  const expected = page.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');

  it("marks every module preload, and nothing else", async () => {
    const out = await through([page]);
    expect(out).toBe(expected);
    expect(out.match(/fetchpriority="low"/g)).toHaveLength(2);
  });

  it("finds a link split between chunks at any point", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await text(Readable.from([bytes.subarray(0, cut), bytes.subarray(cut)]).pipe(lowPriorityScripts()));
      expect(out, `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a page without preloads unchanged, byte for byte", async () => {
    const plain = "<html><body>Xin chào &lt;link rel=</body></html><link rel";
    expect(await through(plain.split(""))).toBe(plain);
  });
});
