import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { lowPriorityScripts } from "./script-priority.server";

// What React Router's <Scripts> writes (attribute order as rendered by React), its manifest pretty-printed.
const manifest = `{\n  "entry": {\n    "module": "/assets/entry.js",\n    "imports": [\n      "/assets/shell.js"\n    ]\n  }\n}`;
const page =
  '<head><link nonce="n" rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/shell.js" nonce="n"/></head><body>é<p>rel="modulepreload"</p><pre>a\n  b</pre>' +
  '<script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">;\n' +
  `import * as route0 from "/assets/root.js";\n  window.__reactRouterManifest = ${manifest};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.js");</script></body>`;
const expected =
  '<head><link nonce="n" rel="icon" href="/favicon.svg"/><link rel="seed-modulepreload" href="/assets/entry.js"/>' +
  '<link rel="seed-modulepreload" href="/assets/shell.js"/></head><body>é<p>rel="modulepreload"</p><pre>a\n  b</pre>' +
  '<script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="seed/module" async="">;' +
  'import * as route0 from "/assets/root.js";window.__reactRouterManifest = {"entry": {"module": "/assets/entry.js","imports": ["/assets/shell.js"]}};' +
  'window.__reactRouterRouteModules = {"root":route0};import("/assets/entry.js");</script></body>';

const through = (chunks: Buffer[]) => text(Readable.from(chunks).pipe(lowPriorityScripts("n")));

describe("lowPriorityScripts", () => {
  it("makes the module preloads and the starting module inert, and nothing else", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out).toBe(expected);
    expect(out.match(/seed-modulepreload/g)).toHaveLength(2);
    expect(out).toContain('<p>rel="modulepreload"</p>');
    expect(out).toContain('<script nonce="n">window.__reactRouterContext');
  });

  it("leaves the preloads' nonce out and the manifest's indentation, and the module still runs the same", async () => {
    const out = await through([Buffer.from(page)]);
    expect(out).not.toMatch(/nonce="n"\/>/);
    expect(out).toContain('<link nonce="n" rel="icon"');
    expect(out).toContain("<pre>a\n  b</pre>");
    const module = /type="seed\/module" async="">([\s\S]*?)<\/script>/.exec(out)?.[1] ?? "";
    const manifestSent = /__reactRouterManifest = (.*?);window/.exec(module)?.[1] ?? "";
    expect(JSON.parse(manifestSent)).toEqual(JSON.parse(manifest));
  });

  it("without a nonce, keeps every nonce", async () => {
    const out = await text(Readable.from([Buffer.from(page)]).pipe(lowPriorityScripts()));
    expect(out.match(/nonce="n"\/>/g)).toHaveLength(2);
  });

  it("finds a pattern split between chunks at any point", async () => {
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)]), `cut at ${cut}`).toBe(expected);
    }
  });

  it("passes a page without them unchanged, byte for byte, even one byte at a time", async () => {
    const plain = '<html><body>Xin chào &lt;link rel=</body></html><script type="module">x</script><link rel';
    expect(await through([...Buffer.from(plain)].map((b) => Buffer.from([b])))).toBe(plain);
  });

  it("sends what is written in one turn as one piece, and a later part when it comes", async () => {
    const out = lowPriorityScripts();
    const pieces: string[] = [];
    out.on("data", (piece: Buffer) => pieces.push(piece.toString()));
    for (const part of ["<html>", "<body>", "<p>shell</p>"]) out.write(part);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pieces).toEqual(["<html><body><p>shell</p>"]);
    out.write("<p>streamed later</p>");
    out.end("</body></html>");
    await new Promise((resolve) => out.on("end", resolve));
    expect(pieces).toEqual(["<html><body><p>shell</p>", "<p>streamed later</p></body></html>"]);
  });
});
