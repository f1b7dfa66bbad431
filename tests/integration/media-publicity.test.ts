// Issue 51, item 7: a post may make public only files of the media library (the top level of
// Directus' files, or the public folder), never a learner's hand-in or a partner's asset (files in
// any other folder); files public because a post shows them are cached briefly, and private again
// as soon as the post stops showing them; misses on /media are throttled per client.
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { deleteFiles, tinyPng, uploadFile } from "../support/files";
import { startLoneApp } from "../support/lone-app";
import { directusToken, postForm } from "../support/people";
import { createTestPost, deleteTestPosts, editorMetaForm, runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const tag = runTag();
const slugs = { edited: `publicity-edited-${tag}`, direct: `publicity-direct-${tag}` };
const uploaded: string[] = [];
let folderId = "";
const files = { handIn: "", partner: "", library: "" };
let editor = "";

async function upload(name: string, folder?: string) {
  const id = await uploadFile({ name, type: "image/png", body: tinyPng, folder });
  uploaded.push(id);
  return id;
}

const media = (id: string, base = testEnv.appUrl) => fetch(`${base}/media/${id}`);

async function anonymousStatus(id: string) {
  const response = await media(id);
  await response.arrayBuffer();
  return response.status;
}

async function readPost(slug: string) {
  const filter = encodeURIComponent(JSON.stringify({ post_id: { slug: { _eq: slug } } }));
  const [detail] = await directusAdmin<
    { content: string; post_id: { id: number; title: string; updated_at: string | null; cover_image_url: string | null } }[]
  >("GET", `/items/seed_post_detail?fields=content,post_id.id,post_id.title,post_id.updated_at,post_id.cover_image_url&filter=${filter}`);
  return detail;
}

/** The editor's Meta tab as a browser without JavaScript posts it, saving, the post published. */
async function save(slug: string, changes: Record<string, string>) {
  const form = await editorMetaForm(slug, { status: "published", ...changes });
  return fetch(`${testEnv.appUrl}/edit-post/${slug}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `${editor}; lng=en` },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
}

beforeAll(async () => {
  // Where hand-ins and partners' files live: a folder of their own, never the media library.
  const folder = await directusAdmin<{ id: string }>("POST", "/folders", { name: `hand-ins-${tag}`, parent: null });
  folderId = folder.id;
  files.handIn = await upload(`hand-in-${tag}.png`, folderId);
  files.partner = await upload(`partner-logo-${tag}.png`, folderId);
  files.library = await upload(`library-${tag}.png`);
  await createTestPost({ title: `Publicity ${tag}`, slug: slugs.edited, status: "published" });
  editor = await signInCookie(accounts.editor);
});

afterAll(async () => {
  await deleteTestPosts(Object.values(slugs));
  await deleteFiles(uploaded);
  if (folderId) await directusAdmin("DELETE", `/folders/${folderId}`);
});

test("saving a post whose cover or image is a hand-in or a partner's file is refused with words, and the file stays private", async () => {
  const before = await readPost(slugs.edited);
  const attempts: Record<string, string>[] = [
    { cover_image_url: `/media/${files.handIn}` },
    { content: `<p>Text</p><p><img src="/media/${files.partner}?width=640" alt="Logo"></p>` },
  ];
  for (const changes of attempts) {
    const response = await save(slugs.edited, changes);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("is not a file of the media library");
    // What was typed is still in the form.
    expect(html).toContain(changes.cover_image_url ?? files.partner);
  }
  const after = await readPost(slugs.edited);
  expect(after.post_id.updated_at).toBe(before.post_id.updated_at);
  expect(after.post_id.cover_image_url).toBe(before.post_id.cover_image_url);
  expect(await anonymousStatus(files.handIn)).toBe(404);
  expect(await anonymousStatus(files.partner)).toBe(404);
});

test("the admin page's Change cover image… refuses a partner's file with words, and the file stays private", async () => {
  const admin = await signInCookie(accounts.contentAdmin);
  const before = await readPost(slugs.edited);
  const answer = await postForm(`/a-7f3c91e2/posts/${before.post_id.id}/cover`, admin, { cover: `/media/${files.partner}` });
  expect(answer.status).toBe(400);
  expect(answer.body).toContain("is not a file of the media library");
  expect((await readPost(slugs.edited)).post_id.cover_image_url).toBe(before.post_id.cover_image_url);
  expect(await anonymousStatus(files.partner)).toBe(404);
});

test("the media library's gallery never lists a hand-in or a partner's file", async () => {
  const response = await fetch(`${testEnv.appUrl}/media?q=${tag}`, { headers: { Cookie: `lng=en; ${editor}` }, redirect: "manual" });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain(files.library);
  expect(html).not.toContain(files.handIn);
  expect(html).not.toContain(files.partner);
});

test("a post published straight in Directus with the editor's own token does not make a hand-in public", async () => {
  const token = await directusToken(accounts.editor);
  const asEditor = (path: string, body: unknown) =>
    fetch(`${testEnv.directusUrl}${path}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  const meta = await asEditor("/items/seed_post_meta", {
    title: `Direct ${tag}`,
    slug: slugs.direct,
    status: "published",
    excerpt: "Direct",
    author_id: 1,
    cover_image_url: `/media/${files.handIn}`,
    created_at: new Date().toISOString(),
  });
  expect(meta.status).toBe(200);
  const { data } = (await meta.json()) as { data: { id: number } };
  const detail = await asEditor("/items/seed_post_detail", {
    post_id: data.id,
    content: `<p><img src="/media/${files.partner}" alt="Logo"></p>`,
  });
  expect(detail.status).toBe(200);
  expect(await anonymousStatus(files.handIn)).toBe(404);
  expect(await anonymousStatus(files.partner)).toBe(404);
});

test("with their own Directus token, an editor cannot move a hand-in into the media library, rename or delete it", async () => {
  const token = await directusToken(accounts.editor);
  const asEditor = (method: string, body?: unknown) =>
    fetch(`${testEnv.directusUrl}/files/${files.handIn}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  for (const [method, body] of [
    ["PATCH", { folder: null }],
    ["PATCH", { title: "Renamed" }],
    ["DELETE", undefined],
  ] as const) {
    const response = await asEditor(method, body);
    expect(response.status, `${method} ${JSON.stringify(body)}`).toBe(403);
    await response.arrayBuffer();
  }
  const [file] = await directusAdmin<{ folder: string | null; title: string | null }[]>(
    "GET",
    `/files?filter[id][_eq]=${files.handIn}&fields=folder,title`,
  );
  expect(file.folder).toBe(folderId);
  expect(file.title).not.toBe("Renamed");
  // A library file is still theirs to describe.
  const library = await fetch(`${testEnv.directusUrl}/files/${files.library}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Described" }),
  });
  expect(library.status).toBe(200);
  await library.arrayBuffer();
});

test("a library image a post shows is public for minutes, not a year, and private again once the post stops showing it", async () => {
  expect((await save(slugs.edited, { cover_image_url: `/media/${files.library}` })).status).toBe(303);
  const shown = await media(files.library);
  expect(shown.status).toBe(200);
  expect(shown.headers.get("cache-control")).toBe("public, max-age=600");
  await shown.arrayBuffer();
  expect(await anonymousStatus(files.library)).toBe(200); // kept in the app's memory now
  // The save that stops showing it purges what the app kept: the next visitor gets the 404 at once.
  expect((await save(slugs.edited, { cover_image_url: "" })).status).toBe(303);
  expect(await anonymousStatus(files.library)).toBe(404);
});

test("misses on /media are throttled per client: past the allowance a 429 with Retry-After, before Directus is asked", async () => {
  // An app of its own, so the shared stack's 127.0.0.1 is never throttled for the other tests.
  const app = await startLoneApp({});
  try {
    const miss = () => fetch(`${app.url}/media/${crypto.randomUUID()}`);
    let first429: Response | null = null;
    for (let i = 0; i < 320 && !first429; i++) {
      const response = await miss();
      await response.arrayBuffer();
      if (response.status === 429) first429 = response;
      else expect(response.status).toBe(404);
    }
    expect(first429?.status).toBe(429);
    expect(Number(first429?.headers.get("retry-after"))).toBeGreaterThan(0);
    // Still refused on the next request, whatever the id.
    const again = await fetch(`${app.url}/media/${files.library}`);
    expect(again.status).toBe(429);
    await again.arrayBuffer();
  } finally {
    app.stop();
  }
}, 120_000);
