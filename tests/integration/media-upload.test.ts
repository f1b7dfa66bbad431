// /upload (issue 28): files streamed to Directus with the person's own token, their type told by
// their first bytes, 10 MB each, and nothing left behind by a refused or cancelled upload.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { deleteFiles, tinyPng } from "../support/files";
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
const padded = (head: Uint8Array) => Uint8Array.from([...head, ...new Uint8Array(64)]);

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

describe("types, told by the first bytes", () => {
  test.each([
    ["png", tinyPng, "image/png"],
    ["jpg", padded(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0])), "image/jpeg"],
    ["gif", padded(bytes("GIF89a", [1, 0, 1, 0, 0, 0, 0])), "image/gif"],
    ["webp", padded(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 ")), "image/webp"],
    ["avif", padded(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0])), "image/avif"],
  ])("a %s is stored with its sniffed type, in no folder, as the editor", async (extension, body, type) => {
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
    await new Promise((resolve) => setTimeout(resolve, 500));
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
