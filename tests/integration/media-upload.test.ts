// /upload (issue 28): files streamed to Directus with the person's own token, their type told by
// their first bytes, 10 MB each, and nothing left behind by a refused or cancelled upload.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { deleteFiles, tinyPng, uploadFile } from "../support/files";
import { signInCookie } from "../support/sign-in";

const run = `t${Date.now().toString(36)}`;
const name = (label: string) => `${run}-${label}`;
let editor = "";
const stored: string[] = [];

beforeAll(async () => {
  editor = await signInCookie(accounts.editor);
});
afterAll(async () => {
  const leftovers = await directusAdmin<{ id: string }[]>(
    "GET",
    `/files?filter[filename_download][_starts_with]=${run}&fields=id&limit=-1`,
  );
  await deleteFiles(leftovers.map((f) => f.id));
});

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));
const uploadedAsAdmin = async (filename: string) => [await uploadFile({ name: filename, type: "image/png", body: tinyPng })];

function upload(form: FormData, { json = true, cookie = editor } = {}) {
  return fetch(`${testEnv.appUrl}/upload`, {
    method: "POST",
    headers: { Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}`, ...(json ? { Accept: "application/json" } : {}) },
    body: form,
    redirect: "manual",
  });
}

const fileForm = (files: [string, Uint8Array, string?][], title?: string) => {
  const form = new FormData();
  if (title !== undefined) form.append("title", title);
  for (const [filename, body, type] of files)
    form.append("files", new File([body as Uint8Array<ArrayBuffer>], filename, { type: type ?? "image/png" }));
  return form;
};

async function filesNamed(filename: string) {
  return directusAdmin<{ id: string; type: string; title: string; folder: string | null; uploaded_by: string }[]>(
    "GET",
    `/files?filter[filename_download][_eq]=${encodeURIComponent(filename)}&fields=id,type,title,folder,uploaded_by`,
  );
}

/** A real image of each type, 16 × 12 (the app decodes every upload with sharp). */
const solid = () => sharp({ create: { width: 16, height: 12, channels: 3, background: "#2a7" } });
const real = async (image: sharp.Sharp) => Uint8Array.from(await image.toBuffer());

describe("types, told by the first bytes", () => {
  test.each([
    ["png", () => tinyPng, "image/png"],
    ["jpg", () => real(solid().jpeg()), "image/jpeg"],
    ["gif", () => real(solid().gif()), "image/gif"],
    ["webp", () => real(solid().webp()), "image/webp"],
    ["avif", () => real(solid().avif()), "image/avif"],
  ])("a %s is stored with its sniffed type, in no folder, as the editor", async (extension, make, type) => {
    const body = await make();
    const filename = name(`ok.${extension}`);
    const response = await upload(fileForm([[filename, body, "application/octet-stream"]], "Sân trường"));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { files: { id: string; filename: string }[] };
    expect(answer.files).toEqual([{ id: expect.any(String), filename }]);
    stored.push(answer.files[0].id);
    const [file] = await filesNamed(filename);
    expect(file).toMatchObject({ id: answer.files[0].id, type, title: "Sân trường", folder: null });
    const [me] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${accounts.editor.email}&fields=id`);
    expect(file.uploaded_by).toBe(me.id);
  });

  test.each([
    ["svg", bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "image/svg+xml"],
    ["html renamed .png", bytes("<!DOCTYPE html><html><body><script>alert(1)</script>"), "image/png"],
    ["PDF", bytes("%PDF-1.7\n1 0 obj"), "image/png"],
  ])("a %s is refused with 415 and a message naming it; nothing is stored", async (label, body, type) => {
    const filename = name(`bad-${label.replaceAll(" ", "-")}.png`);
    const response = await upload(fileForm([[filename, body, type]]));
    expect(response.status).toBe(415);
    const answer = (await response.json()) as { refused: { filename: string; reason: string }[]; message: string };
    expect(answer.refused).toMatchObject([{ filename, reason: "type" }]);
    expect(answer.message).toContain(filename);
    expect(await filesNamed(filename)).toEqual([]);
  });
});

/** The stored original's bytes, as Directus keeps them (admin token, no transform). */
async function storedOriginal(id: string) {
  const response = await fetch(`${testEnv.directusUrl}/assets/${id}`, { headers: { Authorization: `Bearer ${testEnv.adminToken}` } });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

describe("decoded with sharp, written again without metadata (ADR 022)", () => {
  test("a JPEG's EXIF (GPS, camera) is gone from the stored original; its pixels and orientation kept", async () => {
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: "#c33" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: "SeedCam", Artist: "A learner" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "10/1 45/1 30/1", GPSLongitudeRef: "E", GPSLongitude: "106/1 40/1 0/1" },
      })
      .toBuffer();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(photo.includes("SeedCam") && photo.includes("A learner")).toBe(true);
    const filename = name("gps.jpg");
    const response = await upload(fileForm([[filename, Uint8Array.from(photo), "image/jpeg"]]));
    expect(response.status).toBe(200);
    const [file] = (await response.json()).files as { id: string }[];
    const original = await storedOriginal(file.id);
    const metadata = await sharp(original).metadata();
    expect(metadata.format).toBe("jpeg");
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(original.includes("SeedCam")).toBe(false);
    // Orientation 6 (turned 90°) is applied before the tag goes: 40 × 20 becomes 20 × 40.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  test.each([
    ["a cut-off JPEG", async () => Uint8Array.from((await solid().resize(200, 200).jpeg().toBuffer()).subarray(0, 300))],
    [
      "a PNG header followed by HTML",
      async () => Uint8Array.from([...tinyPng.subarray(0, 16), ...bytes("<html><script>alert(1)</script>")]),
    ],
    ["a PNG renamed and sniffed as GIF bytes", async () => Uint8Array.from([...bytes("GIF89a"), ...tinyPng])],
  ])("%s is refused (415, 'not a readable image'); nothing is stored", async (_label, make) => {
    const filename = name(`corrupt-${Math.random().toString(36).slice(2, 7)}.png`);
    const response = await upload(fileForm([[filename, await make()]]));
    expect(response.status).toBe(415);
    const answer = (await response.json()) as { refused: { filename: string; reason: string }[]; message: string };
    expect(answer.refused).toMatchObject([{ filename, reason: "decode" }]);
    expect(answer.message).toContain("is not a readable image");
    expect(await filesNamed(filename)).toEqual([]);
  });

  test("an image wider than 6000 px is refused (413, naming the limit); nothing is stored", async () => {
    const wide = await sharp({ create: { width: 6001, height: 1, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    const filename = name("wide.png");
    const response = await upload(fileForm([[filename, Uint8Array.from(wide)]]));
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain("6000 × 6000");
    expect(await filesNamed(filename)).toEqual([]);
  });
});

test("the storage quota (1 GB a person): an upload past it is refused with a clear message, nothing stored", async () => {
  const [me] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${accounts.editor.email}&fields=id`);
  // A file the editor uploaded that Directus counts as 1 GB: the editor's quota is then full.
  const [filler] = await uploadedAsAdmin(name("filler.png"));
  await directusAdmin("PATCH", `/files/${filler}`, { uploaded_by: me.id, filesize: 1024 * 1024 * 1024 });
  try {
    const filename = name("over-quota.png");
    const response = await upload(fileForm([[filename, tinyPng]]));
    expect(response.status).toBe(413);
    const answer = (await response.json()) as { refused: { reason: string }[]; message: string };
    expect(answer.refused).toMatchObject([{ reason: "quota" }]);
    expect(answer.message).toContain("storage quota of 1 GB");
    expect(await filesNamed(filename)).toEqual([]);
  } finally {
    await deleteFiles([filler]);
  }
  const after = await upload(fileForm([[name("under-quota.png"), tinyPng]]));
  expect(after.status).toBe(200);
});

describe("bad input", () => {
  test("one bad file among several is named; the others are stored", async () => {
    const good = name("good.png");
    const bad = name("bad.png");
    const response = await upload(
      fileForm([
        [good, tinyPng],
        [bad, bytes("<html>")],
        [name("empty.png"), new Uint8Array()],
      ]),
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { files: { filename: string }[]; refused: { filename: string; reason: string }[] };
    expect(answer.files.map((f) => f.filename)).toEqual([good]);
    expect(answer.refused).toMatchObject([
      { filename: bad, reason: "type" },
      { filename: name("empty.png"), reason: "empty" },
    ]);
    expect(await filesNamed(bad)).toEqual([]);
    expect(await filesNamed(good)).toHaveLength(1);
  });

  test("no file: 400 with a message; a body that is not multipart: 400", async () => {
    const response = await upload(fileForm([], "Kept title"));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/Choose at least one image/);
    const plain = await fetch(`${testEnv.appUrl}/upload`, {
      method: "POST",
      headers: { Origin: testEnv.appUrl, Cookie: editor, Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: "files=x",
    });
    expect(plain.status).toBe(400);
  });

  test("a file over 10 MB is refused with 413 naming the limit; nothing is stored", async () => {
    const filename = name("big.png");
    const body = new Uint8Array(10 * 1024 * 1024 + 1);
    body.set(tinyPng);
    const response = await upload(fileForm([[filename, body]]));
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/10 MB/);
    // The route spools a file to disk and sends it on only once it is whole, so by the 413 nothing of
    // it can still be on its way to Directus.
    expect(await filesNamed(filename)).toEqual([]);
  });

  test("without JavaScript: 303 to the gallery with a read-once message, the refusal named", async () => {
    const bad = name("page.png");
    const response = await upload(fileForm([[bad, bytes("<html>")]], "My title"), { json: false });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/media");
    const flash = response.headers.getSetCookie().find((c) => /^(__Host-)?seed_flash=/.test(c));
    expect(flash).toBeDefined();
    const cookie = `${editor}; ${flash!.split(";")[0]}`;
    const page = await fetch(`${testEnv.appUrl}/media`, { headers: { Cookie: `lng=en; ${cookie}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`is not a PNG, JPEG, GIF, WebP or AVIF image`);
    expect(html).toContain('value="My title"');
    expect(page.headers.getSetCookie().some((c) => /^(__Host-)?seed_flash=;.*Max-Age=0/i.test(c))).toBe(true);
  });
});

test("a cancelled upload leaves no file in Directus", async () => {
  const filename = name("cancelled.png");
  const boundary = "----cancel";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const controller = new AbortController();
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(head);
      c.enqueue(tinyPng);
    },
    async pull(c) {
      if (sent > 4 * 1024 * 1024) {
        controller.abort();
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
      sent += 256 * 1024;
      c.enqueue(new Uint8Array(256 * 1024));
    },
  });
  await expect(
    fetch(`${testEnv.appUrl}/upload`, {
      method: "POST",
      headers: {
        Origin: testEnv.appUrl,
        Cookie: editor,
        Accept: "application/json",
        "Content-Type": `multipart/form-data; boundary=${boundary}`,
      },
      body,
      signal: controller.signal,
      duplex: "half",
    } as RequestInit),
  ).rejects.toThrow();
  // Directus notices the cut stream and drops the row it began.
  await expect.poll(() => filesNamed(filename), { timeout: 5_000, interval: 250 }).toEqual([]);
  // and it really was on its way (the app had started sending it): nothing to assert beyond the poll.
});

test("GET /upload is 405; a learner gets 403; a signed-out visitor the sign-in page", async () => {
  const get = await fetch(`${testEnv.appUrl}/upload`, { headers: { Cookie: editor } });
  expect(get.status).toBe(405);
  const learner = await upload(fileForm([[name("learner.png"), tinyPng]]), { cookie: await signInCookie(accounts.learner) });
  expect(learner.status).toBe(403);
  const anonymous = await upload(fileForm([[name("anon.png"), tinyPng]]), { cookie: "" });
  expect(anonymous.status).toBe(302);
  expect(anonymous.headers.get("location")).toMatch(/^\/login\?redirectTo=/);
  expect(await filesNamed(name("learner.png"))).toEqual([]);
  expect(await filesNamed(name("anon.png"))).toEqual([]);
});
