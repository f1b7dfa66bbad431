// The media library (issue 28): the gallery's pages and search, edit with alt text, the usage lookup
// and delete, all with the signed-in person's own token; a picked cover turns public once published.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { deleteFiles, tinyPng, uploadFile } from "../support/files";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const run = `lib${runTag()}`;
const ids: string[] = [];
const slugs: string[] = [];
let editor = "";

beforeAll(async () => {
  editor = await signInCookie(accounts.editor);
  // 26 images, one after the other (newest first is by upload time).
  for (let i = 1; i <= 26; i++)
    ids.push(await uploadFile({ name: `${run}-${String(i).padStart(2, "0")}.png`, type: "image/png", body: tinyPng }));
}, 60_000);
afterAll(async () => {
  await deleteTestPosts(slugs);
  const left = await directusAdmin<{ id: string }[]>("GET", `/files?filter[filename_download][_starts_with]=${run}&fields=id&limit=-1`);
  await deleteFiles(left.map((f) => f.id));
});

const page = async (path: string, cookie = editor) => {
  const response = await fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: `lng=en; ${cookie}` }, redirect: "manual" });
  return { status: response.status, html: await response.text(), response };
};
const post = (path: string, form: Record<string, string>) =>
  fetch(`${testEnv.appUrl}${path}`, {
    method: "POST",
    headers: { Cookie: `lng=en; ${editor}`, Origin: testEnv.appUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
const shownNames = (html: string) =>
  [...html.matchAll(new RegExp(`${run}-(\\d\\d)\\.png`, "g"))].map((m) => m[1]).filter((n, i, all) => all.indexOf(n) === i);

describe("gallery", () => {
  test("24 a page, newest first; ?page=2 shows pages 1 and 2; the search finds by file name and title", async () => {
    const first = await page(`/media?q=${run}`);
    expect(first.status).toBe(200);
    expect(first.html).toContain(">Media library</h1>");
    expect(first.html).toContain('name="robots" content="noindex"');
    const names = shownNames(first.html);
    expect(names).toHaveLength(24);
    expect(names[0]).toBe("26");
    expect(first.html).toContain(">Load more</a>");
    expect(first.html).toContain(`/media/${ids[25]}?width=600&amp;fit=cover&amp;quality=80`);
    const both = await page(`/media?q=${run}&page=2`);
    expect(shownNames(both.html)).toHaveLength(26);
    expect(both.html).not.toContain(">Load more</a>");

    await directusAdmin("PATCH", `/files/${ids[3]}`, { title: `Sân trường ${run}` });
    // Sent as typed (no JavaScript): answered with the trimmed search's address.
    const padded = await page(`/media?q=${encodeURIComponent(`  Sân trường ${run}  `)}&page=1`);
    expect(padded.status).toBe(302);
    expect(padded.response.headers.get("location")).toBe(
      `/media?page=1&q=${encodeURIComponent(`Sân trường ${run}`).replaceAll("%20", "+")}`,
    );
    expect((await page("/media?q=+++")).response.headers.get("location")).toBe("/media");
    const byTitle = await page(`/media?q=${encodeURIComponent(`Sân trường ${run}`)}`);
    expect(shownNames(byTitle.html)).toEqual(["04"]);
    const none = await page(`/media?q=${run}-nothing`);
    expect(none.html).toContain(`No images match`);
  });
});

describe("edit", () => {
  test("title, alt text and description are saved with a read-once message", async () => {
    const response = await post(`/media/${ids[0]}/edit`, {
      title: "Lớp học",
      alt: "Học viên trong lớp",
      description: "Buổi học đầu",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/media");
    const [file] = await directusAdmin<{ title: string; alt: string; description: string }[]>(
      "GET",
      `/files?filter[id][_eq]=${ids[0]}&fields=title,alt,description`,
    );
    expect(file).toEqual({ title: "Lớp học", alt: "Học viên trong lớp", description: "Buổi học đầu" });
    const form = await page(`/media/${ids[0]}/edit`);
    expect(form.html).toContain('value="Học viên trong lớp"');
  });

  test("too long a title is a 400 at the field, every typed value kept; unknown and bad ids are 4xx", async () => {
    const long = "x".repeat(201);
    const response = await post(`/media/${ids[1]}/edit`, { title: long, alt: "kept alt" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("At most 200 characters.");
    expect(html).toContain('value="kept alt"');
    expect((await post("/media/00000000-0000-4000-8000-000000000000/edit", { title: "x" })).status).toBe(404);
    expect((await post("/media/not-a-uuid/edit", { title: "x" })).status).toBe(404);
    // The library itself takes no post (a file's forms are its child routes, ADR 055).
    expect((await post("/media", { intent: "edit", id: ids[1] })).status).toBe(405);
    const missing = await page("/media/not-a-uuid/edit");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("This image no longer exists.");
  });
});

describe("usage and delete", () => {
  test("the confirmation lists the posts using the file; deleting removes it", async () => {
    const slug = `${run}-uses`;
    slugs.push(slug);
    await createTestPost({ title: `Uses ${run}`, slug, status: "draft", cover_image_url: `/media/${ids[5]}` });
    await createTestPost({
      title: `Inline ${run}`,
      slug: `${slug}-2`,
      status: "draft",
      content: `<p><img src="/media/${ids[5]}?width=640" alt=""></p>`,
    });
    slugs.push(`${slug}-2`);
    const confirm = await page(`/media/${ids[5]}/delete`);
    expect(confirm.status).toBe(200);
    expect(confirm.html).toContain(`Uses ${run}`);
    expect(confirm.html).toContain(`Inline ${run}`);
    expect(confirm.html).toContain("This cannot be undone.");
    const unused = await page(`/media/${ids[6]}/delete`);
    expect(unused.html).toContain("No post uses it.");

    const response = await post(`/media/${ids[6]}/delete?q=${run}&page=2`, {});
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/media?q=${run}&page=2`);
    expect(await directusAdmin("GET", `/files?filter[id][_eq]=${ids[6]}&fields=id`)).toEqual([]);
    // Deleted again (a second tab, a double click): back on the gallery, which says it is gone.
    const gone = await post(`/media/${ids[6]}/delete`, {});
    expect(gone.status).toBe(303);
    expect(gone.headers.get("location")).toBe("/media");
    const flash = gone.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await page("/media", `${editor}; ${flash}`)).html).toContain("This image no longer exists.");
    // In use: asked again (the second question says the posts lose it), then deleted.
    const first = await post(`/media/${ids[5]}/delete`, {});
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/media/${ids[5]}/delete?again=1`);
    const again = await page(first.headers.get("location")!);
    expect(again.html).toContain("These posts will lose the image.");
    expect(await directusAdmin("GET", `/files?filter[id][_eq]=${ids[5]}&fields=id`)).toHaveLength(1);
    expect((await post(`/media/${ids[5]}/delete?again=1`, { inUse: "1" })).status).toBe(303);
    expect(await directusAdmin("GET", `/files?filter[id][_eq]=${ids[5]}&fields=id`)).toEqual([]);
    expect((await page(`/media/${ids[6]}/delete`)).status).toBe(404);
  });

  test("a published post's picked cover turns public; until then visitors get 404", async () => {
    const id = ids[7];
    expect((await fetch(`${testEnv.appUrl}/media/${id}`)).status).toBe(404);
    const slug = `${run}-published`;
    slugs.push(slug);
    await createTestPost({ title: `Published ${run}`, slug, status: "published", cover_image_url: `/media/${id}` });
    await expect.poll(async () => (await fetch(`${testEnv.appUrl}/media/${id}`)).status, { timeout: 15_000, interval: 1000 }).toBe(200);
  }, 20_000);
});

test("a learner gets 403 from /media and its actions", async () => {
  const learner = await signInCookie(accounts.learner);
  expect((await page("/media", learner)).status).toBe(403);
  expect((await page(`/media/${ids[8]}/delete`, learner)).status).toBe(403);
  const response = await fetch(`${testEnv.appUrl}/media/${ids[8]}/delete`, {
    method: "POST",
    headers: { Cookie: learner, Origin: testEnv.appUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ inUse: "1" }),
    redirect: "manual",
  });
  expect(response.status).toBe(403);
  expect(await directusAdmin("GET", `/files?filter[id][_eq]=${ids[8]}&fields=id`)).toHaveLength(1);
});
