import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { acceptsGzip, gzipWithSplice, splicedText } from "./gzip-splice.server";

const css = `body{color:#0f172a}${".a{margin:0}".repeat(3000)}é`;
const spliced = splicedText(css);
const token = spliced.token.toString();
const head = '<!DOCTYPE html><html lang="vi"><head><title>Trang chủ</title><style id="seed-css">';
const rest = `</style></head><body><p>Xin chào</p>${"<p>nội dung</p>".repeat(500)}</body></html>`;
const page = head + token + rest;
const expected = head + css + rest;

/** The chunks through the transform, and the answer a browser reads (strict gunzip: CRC and length checked). */
async function gzipped(chunks: (string | Buffer)[]) {
  const body = await buffer(Readable.from(chunks.map((c) => Buffer.from(c))).pipe(gzipWithSplice(spliced)));
  return { body, text: zlib.gunzipSync(body, { finishFlush: zlib.constants.Z_FINISH }).toString() };
}

describe("gzipWithSplice", () => {
  it("puts the text in the token's place, in a gzip stream any client reads", async () => {
    const { body, text } = await gzipped([page]);
    expect(text).toBe(expected);
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0x1f, 0x8b, 8]));
    // Compressed: far smaller than the page, and about what gzip makes of it in one go.
    expect(body.length).toBeLessThan(zlib.gzipSync(expected).length * 1.2);
  });

  it("finds a token cut between two chunks, in any place", async () => {
    for (const cut of [head.length - 1, head.length + 1, head.length + 10, head.length + token.length - 1]) {
      const { text } = await gzipped([page.slice(0, cut), page.slice(cut)]);
      expect(text).toBe(expected);
    }
  });

  it("sends each chunk as it comes (a streamed page), and replaces only the first token", async () => {
    const chunks = [head + token, "</style></head><body>", `<p>${token}</p>`, "</body></html>"];
    const { text } = await gzipped(chunks);
    expect(text).toBe(`${head}${css}</style></head><body><p>${token}</p></body></html>`);
  });

  it("reads the same when pieces are large enough to be deflated on the thread pool, in order", async () => {
    const large = `<main>${"<p>Học bằng việc thật, cùng doanh nghiệp thật</p>".repeat(2000)}</main>`;
    const chunks = [head + token + large, "<p>small</p>", large, "</body></html>"];
    const { text } = await gzipped(chunks);
    expect(text).toBe(`${head}${css}${large}<p>small</p>${large}</body></html>`);
  });

  it("keeps a page without the token as it is", async () => {
    expect((await gzipped(["<p>a</p>", "<p>b</p>"])).text).toBe("<p>a</p><p>b</p>");
    expect((await gzipped([])).text).toBe("");
  });
});

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br, zstd", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["GZIP", true],
    ["br", false],
    ["gzip;q=0", false],
    ["identity", false],
    [null, false],
  ])("%s → %s", (header, accepted) => {
    expect(acceptsGzip(header)).toBe(accepted);
  });
});
