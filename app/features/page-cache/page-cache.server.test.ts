import { expect, test } from "vitest";
import {
  acceptedCodings,
  cachedPage,
  clearPageCache,
  forgetPages,
  keptAnswer,
  sharedMaxAgeMs,
  storePage,
  bestPerSecond,
} from "./page-cache.server";

const page = (headers: Record<string, string>, status = 200) => new Response("<html>page</html>", { status, headers });
const publicPage = () => page({ "Cache-Control": "public, max-age=0, s-maxage=60, stale-while-revalidate=600" });

test("only a 200 marked public with s-maxage and without a cookie may be shared", () => {
  expect(sharedMaxAgeMs(publicPage())).toBe(60_000);
  expect(sharedMaxAgeMs(page({ "Cache-Control": "private, no-store" }))).toBe(0);
  expect(sharedMaxAgeMs(page({ "Cache-Control": "public, max-age=60" }))).toBe(0);
  expect(sharedMaxAgeMs(page({ "Cache-Control": "public, s-maxage=60", "Set-Cookie": "a=b" }))).toBe(0);
  expect(sharedMaxAgeMs(page({ "Cache-Control": "public, s-maxage=60" }, 404))).toBe(0);
  expect(sharedMaxAgeMs(page({}))).toBe(0);
});

test("Accept-Encoding: codings with q=0 are refused", () => {
  expect([...acceptedCodings("gzip, deflate, br")]).toEqual(["gzip", "deflate", "br"]);
  expect([...acceptedCodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
  expect([...acceptedCodings(null)]).toEqual([]);
});

test("a kept page is answered until it expires (at most 10 s), and clearing drops it", async () => {
  clearPageCache();
  const sent = storePage("en /", publicPage(), 1_000);
  expect(sent.headers.get("X-Page-Cache")).toBe("miss");
  expect(await sent.text()).toBe("<html>page</html>");
  await expect.poll(() => cachedPage("en /", null, 1_001)).not.toBeNull();
  const hit = cachedPage("en /", null, 1_001)!;
  expect(hit.headers.get("X-Page-Cache")).toBe("hit");
  expect(await hit.text()).toBe("<html>page</html>");
  expect(cachedPage("vi /", null, 1_001)).toBeNull();
  expect(cachedPage("en /", null, 11_000)).toBeNull();

  storePage("en /news", publicPage(), 1_000);
  await expect.poll(() => cachedPage("en /news", null, 1_001)).not.toBeNull();
  clearPageCache();
  expect(cachedPage("en /news", null, 1_001)).toBeNull();
});

test("a kept page is sent compressed to a browser that accepts it", async () => {
  clearPageCache();
  const rendered = publicPage();
  rendered.headers.set("Content-Length", "17");
  await storePage("en /c", rendered, 1_000).text();
  await expect.poll(() => cachedPage("en /c", "gzip, br", 1_001)?.headers.get("Content-Encoding")).toBe("br");
  expect(cachedPage("en /c", "gzip", 1_001)?.headers.get("Content-Encoding")).toBe("gzip");
  expect(cachedPage("en /c", "identity", 1_001)?.headers.get("Content-Encoding")).toBeNull();
  expect(cachedPage("en /c", "gzip", 1_001)?.headers.get("Vary")).toContain("Accept-Encoding");
  expect(cachedPage("en /c", "gzip", 1_001)?.headers.get("Content-Length")).toBeNull();
});

test("a page that may not be shared is passed through and not kept", async () => {
  clearPageCache();
  const response = page({ "Cache-Control": "private, no-store" });
  expect(storePage("en /private", response, 1_000)).toBe(response);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(cachedPage("en /private", null, 1_001)).toBeNull();
});

test("one reader's kept pages can be dropped without touching anyone else's", async () => {
  clearPageCache();
  const privatePage = () => page({ "Cache-Control": "private, no-store" });
  await storePage("reader a\n en /", privatePage(), 1_000, 10_000, "reader").text();
  await storePage("reader b\n en /", privatePage(), 1_000, 10_000, "reader").text();
  await expect.poll(() => keptAnswer("reader a\n en /", null, 1_001)).not.toBeNull();
  await expect.poll(() => keptAnswer("reader b\n en /", null, 1_001)).not.toBeNull();
  forgetPages("reader a\n");
  expect(keptAnswer("reader a\n en /", null, 1_001)).toBeNull();
  expect(keptAnswer("reader b\n en /", null, 1_001)?.headers).toContainEqual(["x-page-cache", "hit"]);
});

test("a miss is compressed cheaply; a shared page gets its best compression once it is read again", async () => {
  clearPageCache();
  // Real text (the landing page's words in three languages), not a repeated line.
  const { readFileSync } = await import("node:fs");
  const words = ["vi", "en", "th"].map((lng) => readFileSync(`locales/${lng}/landing.json`, "utf8")).join("");
  const body = `<html>${words}</html>`;
  const sent = storePage("en /big", new Response(body, { headers: { "Cache-Control": "public, s-maxage=10" } }), 1_000);
  await sent.text();
  await expect.poll(() => keptAnswer("en /big", "br", 1_001)?.headers.some(([n]) => n === "content-encoding")).toBe(true);
  const first = keptAnswer("en /big", "br", 1_001)!.body.length;
  // That read asked for the better copy; it replaces the cheap one when ready.
  await expect.poll(() => keptAnswer("en /big", "br", 1_002)!.body.length).toBeLessThan(first);
  const { brotliDecompressSync } = await import("node:zlib");
  expect(brotliDecompressSync(keptAnswer("en /big", "br", 1_003)!.body).toString()).toBe(body);
});

test("at most a few best-level compressions start per second: 100 newly kept pages read at once cost the same few (issue 31)", async () => {
  clearPageCache();
  const at = 50_000_000;
  for (let i = 0; i < 100; i++) {
    const sent = storePage(
      `en /page-${i}`,
      new Response(`<html>${i} ${"words ".repeat(2000)}</html>`, { headers: { "Cache-Control": "public, s-maxage=10" } }),
      at,
    );
    await sent.text();
  }
  await expect.poll(() => keptAnswer("en /page-99", "br", at)?.headers.some(([n]) => n === "content-encoding")).toBe(true);
  const before = Array.from({ length: 100 }, (_, i) => keptAnswer(`en /page-${i}`, null, at + 1)!.body.length);
  expect(before).toHaveLength(100);
  // Every page read again within one second: only `bestPerSecond` get the best copy; the others keep the cheap one, served all the same.
  const cheap = Array.from({ length: 100 }, (_, i) => keptAnswer(`en /page-${i}`, "br", at + 2)!.body.length);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const after = Array.from({ length: 100 }, (_, i) => keptAnswer(`en /page-${i}`, "br", at + 3)!.body.length);
  expect(after.filter((size, i) => size < cheap[i]!).length).toBeLessThanOrEqual(bestPerSecond);
  // The next second, more of them get upgraded.
  const later = Array.from({ length: 100 }, (_, i) => keptAnswer(`en /page-${i}`, "br", at + 1_500)!.body.length);
  expect(later).toHaveLength(100);
});
