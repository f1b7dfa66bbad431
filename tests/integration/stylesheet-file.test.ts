// ADR 023 (issue 23 §4): a first visit carries the stylesheet in the page and prefetches it as a
// file; fetching the file sets `seed_css`, and from then on pages link the file instead: /login
// within 25 kB. The kept signed-out pages keep the two kinds apart, and a stale cookie (an older
// stylesheet) gets the stylesheet in the page again. A rendered first visit is gzipped with the
// stylesheet deflated once (gzip-splice.server.ts).
import { randomUUID } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { expect, test } from "vitest";
import { testEnv } from "../support/env";
import { getPage, untilHit } from "../support/page-cache";

const hrefIn = (html: string) => /href="(\/seed-css\/[0-9a-f]+\.css)"/.exec(html)?.[1];

async function fileCookie() {
  const html = await (await getPage("/login", "lng=en")).text();
  const href = hrefIn(html)!;
  const file = await fetch(`${testEnv.appUrl}${href}`);
  return { href, file, cookie: file.headers.get("Set-Cookie")!.split(";")[0]! };
}

test("a first visit has the stylesheet in the page and prefetches its file", async () => {
  const html = await (await getPage("/login", "lng=en")).text();
  expect(/<style id="seed-css">([\s\S]*?)<\/style>/.exec(html)?.[1]?.length).toBeGreaterThan(10_000);
  expect(html).toMatch(/<link rel="prefetch" as="style" href="\/seed-css\/[0-9a-f]{12}\.css"\/>/);
});

test("the file is kept a year and says so in a cookie; pages then link it, and /login is within 25 kB", async () => {
  const { href, file, cookie } = await fileCookie();
  expect(file.status).toBe(200);
  expect(file.headers.get("Content-Type")).toBe("text/css; charset=utf-8");
  expect(file.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
  expect(file.headers.get("Set-Cookie")).toMatch(/^seed_css=[0-9a-f]{12}; Path=\/; Max-Age=31536000; SameSite=Lax; HttpOnly/);
  expect((await file.text()).length).toBeGreaterThan(10_000);

  const login = await (await fetch(`${testEnv.appUrl}/login`, { headers: { Cookie: `lng=en; ${cookie}` } })).text();
  expect(login).toContain(`<link id="seed-css" rel="stylesheet" href="${href}"/>`);
  expect(login).not.toContain('<style id="seed-css">');
  expect(Buffer.byteLength(login)).toBeLessThanOrEqual(25_000);
});

test("another name is a 404; a cookie for an older stylesheet gets it in the page again", async () => {
  expect((await fetch(`${testEnv.appUrl}/seed-css/000000000000.css`)).status).toBe(404);
  const html = await (await getPage("/login", "lng=en; seed_css=000000000000")).text();
  expect(html).toContain('<style id="seed-css">');
});

test("the kept signed-out pages keep the linked and the inline page apart", async () => {
  const { cookie } = await fileCookie();
  const path = `/?type=sheet-${randomUUID()}`;
  const inline = await (await untilHit(path, "lng=en")).text();
  const linked = await untilHit(path, `lng=en; ${cookie}`);
  expect(linked.headers.get("X-Page-Cache")).toBe("hit");
  const linkedHtml = await linked.text();
  expect(inline).toContain('<style id="seed-css">');
  expect(linkedHtml).not.toContain('<style id="seed-css">');
  expect(linkedHtml).toContain('<link id="seed-css" rel="stylesheet"');
  // And the inline one is still there for the next first visit.
  expect(await (await untilHit(path, "lng=en")).text()).toContain('<style id="seed-css">');
});

/** The raw answer (no decoding on the way), as a browser receives it. */
function rawGet(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${testEnv.appUrl}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

test("a rendered first visit is gzipped with the stylesheet deflated in advance; a client without gzip gets Brotli", async () => {
  const css = await (await fileCookie()).file.text();
  // A parameter no page reads: rendered, never kept (the kept pages are encoded by the cache).
  const path = `/login?first-view=${randomUUID()}`;
  const gzipped = await rawGet(path, { Cookie: "lng=en", "Accept-Encoding": "gzip, deflate, br" });
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
  // Strict: the CRC and length in gzip's trailer are checked.
  const html = zlib.gunzipSync(gzipped.body).toString();
  expect(/<style id="seed-css">([\s\S]*?)<\/style>/.exec(html)?.[1]).toBe(css);
  expect(html).not.toContain("seed-splice");
  expect(html).toMatch(/<\/html>$/);

  const brotli = await rawGet(path, { Cookie: "lng=en", "Accept-Encoding": "br" });
  expect(brotli.headers["content-encoding"]).toBe("br");
  expect(/<style id="seed-css">([\s\S]*?)<\/style>/.exec(zlib.brotliDecompressSync(brotli.body).toString())?.[1]).toBe(css);

  // A returning reader's page (the file linked) is compressed as before.
  const { cookie } = await fileCookie();
  const linked = await rawGet(path, { Cookie: `lng=en; ${cookie}`, "Accept-Encoding": "gzip, deflate, br" });
  expect(linked.headers["content-encoding"]).toBe("br");
});
