// The post editor (issue 27) through the built app, as a browser without JavaScript posts it: save
// with the editor's own token, slug tidy + unique + old-slug redirects (301), keywords as a list,
// the storage sanitiser, the conflict on updated_at, block operations that write nothing, and the
// bad input of the issue (4xx with the message at the field, typed values kept).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";
import { createTestPost, deleteTestPosts, editorMetaForm, runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";
import { deleteFiles, tinyPng } from "../support/files";

const tag = runTag();
const slugs = { a: `editor-a-${tag}`, b: `editor-b-${tag}`, renamed: `editor-renamed-${tag}`, c: `editor-history-${tag}` };
let editor = "";
let learner = "";

type Meta = { id: number; title: string; slug: string; status: string; updated_at: string | null; author: string | null };
async function readPost(slug: string) {
  const filter = encodeURIComponent(JSON.stringify({ post_id: { slug: { _eq: slug } } }));
  const [detail] = await directusAdmin<{ content: string; seo_keywords: unknown; post_id: Meta }[]>(
    "GET",
    `/items/seed_post_detail?fields=content,seo_keywords,post_id.id,post_id.title,post_id.slug,post_id.status,post_id.updated_at,post_id.author&filter=${filter}`,
  );
  return detail ?? null;
}

function post(path: string, fields: Record<string, string>, cookie = editor) {
  return fetch(`${testEnv.appUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `${cookie}; lng=en` },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function get(path: string, cookie = editor) {
  return fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: `${cookie}; lng=en` }, redirect: "manual" });
}

/** The whole form as the Meta tab posts it (a browser sends every field). */
const metaForm = editorMetaForm;

/** The whole form as the Blocks tab posts it with one block, its fields (`block`) as `blocks[0].<name>`. */
async function oneBlockForm(slug: string, block: Record<string, string>, changes: Record<string, string> = {}) {
  const fields = Object.fromEntries(Object.entries(block).map(([name, value]) => [`blocks[0].${name}`, value]));
  return { ...(await metaForm(slug)), tab: "blocks", source: "blocks", ...fields, ...changes };
}

beforeAll(async () => {
  await createTestPost({ title: `Editor A ${tag}`, slug: slugs.a, status: "published", content: "<p>First</p>\n<p>Second</p>" });
  await createTestPost({ title: `Editor B ${tag}`, slug: slugs.b, status: "draft" });
  await createTestPost({
    title: `History one ${tag}`,
    slug: slugs.c,
    status: "draft",
    content: "<p>The first body</p><script>alert(1)</script><img src=x onerror=alert(2)>",
  });
  editor = await signInCookie(accounts.editor);
  learner = await signInCookie(accounts.learner);
});

afterAll(() => deleteTestPosts(Object.values(slugs)));

describe("save", () => {
  test("title, tidied slug, keywords as a list, sanitised body; then old-slug redirects (301)", async () => {
    const form = await metaForm(slugs.a, {
      title: `Renamed ${tag}`,
      slug: `  Editor Renamed ${tag}!! `,
      keywordsText: "ecommerce,  careers , ,news",
      content: `<p id="top">Kept</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">bad</a>`,
    });
    const started = Date.now();
    const response = await post(`/edit-post/${slugs.a}`, form);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/edit-post/${slugs.renamed}`);
    // When it was saved goes as the flash (issue 46, item 4: nothing in the query).
    expect(response.headers.getSetCookie().some((cookie) => /^(__Host-)?seed_flash=/.test(cookie))).toBe(true);

    const saved = await readPost(slugs.renamed);
    expect(saved?.post_id.title).toBe(`Renamed ${tag}`);
    expect(saved?.seo_keywords).toEqual(["ecommerce", "careers", "news"]);
    expect(saved?.content).toContain('<p id="top">Kept</p>');
    expect(saved?.content).not.toMatch(/script|onerror|javascript:/i);

    const page = await get(`/post/${slugs.renamed}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Renamed ${tag}`);
    const old = await get(`/post/${slugs.a}`, "");
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`/post/${slugs.renamed}`);
    const oldEditor = await get(`/edit-post/${slugs.a}?tab=html`);
    expect(oldEditor.status).toBe(301);
    expect(oldEditor.headers.get("location")).toBe(`/edit-post/${slugs.renamed}?tab=html`);
  });

  test("a slug another post has is a field error (409), every typed value kept", async () => {
    const response = await post(`/edit-post/${slugs.b}`, await metaForm(slugs.b, { slug: slugs.renamed, excerpt: "Typed excerpt" }));
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Another post already uses this slug.");
    expect(html).toContain("Typed excerpt");
    expect((await readPost(slugs.b))?.post_id.slug).toBe(slugs.b);
  });

  test("a save over a newer version is refused (conflict), the edits kept in the form", async () => {
    const form = await metaForm(slugs.b, { title: "My edit", updated_at: "2001-01-01T00:00:00.000Z" });
    const response = await post(`/edit-post/${slugs.b}`, form);
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Someone saved this post after you opened it");
    expect(html).toContain("My edit");
    expect((await readPost(slugs.b))?.post_id.title).toBe(`Editor B ${tag}`);
  });
});

describe("block operations answer the edited form and write nothing", () => {
  const blocksForm = (slug: string, intent: string) => ({
    id: "1",
    storedSlug: slug,
    tab: "blocks",
    source: "blocks",
    title: "Unsaved title",
    slug,
    status: "draft",
    "blocks[0].id": "b1",
    "blocks[0].tag": "p",
    "blocks[0].text": "One",
    "blocks[1].id": "b2",
    "blocks[1].tag": "h2",
    "blocks[1].text": "Two",
    complete: "1",
    intent,
  });

  test("move up swaps the blocks in the answered form", async () => {
    const response = await post(`/edit-post/${slugs.b}`, blocksForm(slugs.b, "move-up:1"));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.indexOf(">Two</textarea>")).toBeGreaterThan(0);
    expect(html.indexOf(">Two</textarea>")).toBeLessThan(html.indexOf(">One</textarea>"));
    expect(html).toContain("Unsaved title");
    expect((await readPost(slugs.b))?.post_id.title).toBe(`Editor B ${tag}`);
  });

  test("a template inserted above, a duplicate, a delete", async () => {
    const callout = await (await post(`/edit-post/${slugs.b}`, blocksForm(slugs.b, "template:0:callout"))).text();
    expect(callout).toContain("Block 1: div");
    expect(callout).toMatch(/value="role=&quot;note&quot;"/);
    const duplicated = await (await post(`/edit-post/${slugs.b}`, blocksForm(slugs.b, "duplicate:0"))).text();
    expect(duplicated.match(/>One<\/textarea>/g)).toHaveLength(2);
    const removed = await (await post(`/edit-post/${slugs.b}`, blocksForm(slugs.b, "remove:0"))).text();
    expect(removed).not.toContain(">One</textarea>");
    // 'Insert paragraph above' (spec 001 §2): an empty paragraph before block 1; each block's template menu names it.
    const inserted = await (await post(`/edit-post/${slugs.b}`, blocksForm(slugs.b, "insert:0"))).text();
    expect(inserted).toContain("Insert paragraph above");
    expect(inserted).toMatch(/Insert a template above block 3<\/summary>/);
    expect(inserted.indexOf("Block 1: p")).toBeLessThan(inserted.indexOf(">One</textarea>"));
    expect(inserted.match(/<\/textarea>/g)).toHaveLength(3);
  });

  test("HTML → Blocks: the tab converts what was typed", async () => {
    const response = await post(`/edit-post/${slugs.b}`, {
      ...(await metaForm(slugs.b)),
      tab: "html",
      content: "<h2>Typed heading</h2><p>Typed para</p>",
      intent: "tab:blocks",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Block 1: h2");
    expect(html).toContain(">Typed heading</textarea>");
  });
});

describe("block previews (issue 54, item 3)", () => {
  const twoBlocks = (intent: string, open: string) => ({
    id: "1",
    storedSlug: slugs.b,
    tab: "blocks",
    source: "blocks",
    title: "Unsaved title",
    slug: slugs.b,
    status: "draft",
    blockPreviews: open,
    "blocks[0].id": "b1",
    "blocks[0].tag": "p",
    "blocks[0].text": "Preview one",
    "blocks[1].id": "b2",
    "blocks[1].tag": "h2",
    "blocks[1].text": "Preview two",
    complete: "1",
    intent,
  });
  const openPreviews = (html: string) => [...html.matchAll(/title="Preview of block (\d+)"/g)].map((match) => Number(match[1]));

  test("any number open at once; they stay open across Move up, each drawing its own block", async () => {
    const first = await (await post(`/edit-post/${slugs.b}`, twoBlocks("preview:0", ""))).text();
    expect(openPreviews(first)).toEqual([1]);
    expect(first).toContain('name="blockPreviews" value="b1"');
    const both = await (await post(`/edit-post/${slugs.b}`, twoBlocks("preview:1", "b1"))).text();
    expect(openPreviews(both)).toEqual([1, 2]);
    // Moved: block 2 (the h2) is now first, both previews still open, the h2's preview is the first frame.
    const moved = await (await post(`/edit-post/${slugs.b}`, twoBlocks("move-up:1", "b1 b2"))).text();
    expect(openPreviews(moved)).toEqual([1, 2]);
    expect(moved.indexOf("&lt;h2&gt;Preview two")).toBeGreaterThan(0);
    expect(moved.indexOf("&lt;h2&gt;Preview two")).toBeLessThan(moved.indexOf("&lt;p&gt;Preview one"));
    // Hiding one leaves the other open.
    const hidden = await (await post(`/edit-post/${slugs.b}`, twoBlocks("preview:0", "b1 b2"))).text();
    expect(openPreviews(hidden)).toEqual([2]);
  });
});

describe("delete inside the editor (issue 54, item 2)", () => {
  test("'Delete post' answers the editor with the confirmation, the typed title kept", async () => {
    const response = await post(`/edit-post/${slugs.b}`, await metaForm(slugs.b, { title: "Typed before deleting", intent: "delete-ask" }));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain("Delete “Typed before deleting”? This cannot be undone.");
    expect(html).toContain('value="Typed before deleting"');
    expect(html).toContain('value="delete"');
  });

  test("a post already gone: the delete error card in the editor, 404, every typed value kept", async () => {
    const gone = `editor-gone-${tag}`;
    await createTestPost({ title: `Gone ${tag}`, slug: gone, status: "draft" });
    const form = await metaForm(gone, { title: "Typed, then deleted", excerpt: "Kept excerpt", intent: "delete" });
    await deleteTestPosts([gone]);
    const response = await post(`/edit-post/${gone}`, form);
    expect(response.status).toBe(404);
    const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).toMatch(/<dialog[^>]* open=""/);
    expect(html).toContain("Couldn&#x27;t delete the post");
    expect(html).toContain("The post was not found. It may have been deleted.");
    expect(html).toContain('value="Typed, then deleted"');
    expect(html).toContain("Kept excerpt");
  });

  test("confirmed: the post is deleted with the editor's token and /news says so once", async () => {
    const doomed = `editor-doomed-${tag}`;
    await createTestPost({ title: `Doomed ${tag}`, slug: doomed, status: "draft" });
    // A field typed wrong does not hold the delete up.
    const response = await post(
      `/edit-post/${doomed}`,
      await metaForm(doomed, { title: `Doomed ${tag}`, status: "nonsense", intent: "delete" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/news");
    expect(await readPost(doomed)).toBeNull();
    const flash = response.headers
      .getSetCookie()
      .find((cookie) => /^(__Host-)?seed_flash=/.test(cookie))
      ?.split(";")[0];
    expect(flash).toBeTruthy();
    const news = await get("/news", `${editor}; ${flash}`);
    expect(news.status).toBe(200);
    expect(await news.text()).toContain(`“Doomed ${tag}” was deleted.`);
    expect(await (await get("/news")).text()).not.toContain(`“Doomed ${tag}” was deleted.`);
  });

  test("a learner's delete is refused (403), the post stays", async () => {
    const response = await post(`/edit-post/${slugs.b}`, { intent: "delete" }, learner);
    expect(response.status).toBe(403);
    expect(await readPost(slugs.b)).not.toBeNull();
  });
});

describe("an image uploaded from the editor, without JavaScript (issue 54, item 1; ADR 039)", () => {
  const uploaded: string[] = [];
  afterAll(() => deleteFiles(uploaded));

  /** The editor's form as its upload button sends it: multipart, every field and the chosen image. */
  function postWithImage(
    slug: string,
    fields: Record<string, string>,
    file: { field: string; name: string; bytes: Uint8Array<ArrayBuffer> },
  ) {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(file.field, new Blob([file.bytes], { type: "image/png" }), file.name);
    return fetch(`${testEnv.appUrl}/edit-post/${slug}`, {
      method: "POST",
      headers: { Origin: testEnv.appUrl, Cookie: `${editor}; lng=en` },
      body,
      redirect: "manual",
    });
  }
  const mediaIdIn = (html: string) => /value="\/media\/([0-9a-f-]{36})"/.exec(html)?.[1];

  test("the cover: stored through the upload checks, set in the answered form with every unsaved edit; nothing saved", async () => {
    const form = await metaForm(slugs.b, { title: "Typed before the upload", excerpt: "Typed excerpt", intent: "upload:cover" });
    const response = await postWithImage(slugs.b, form, { field: "upload-cover", name: "cover.png", bytes: tinyPng });
    expect(response.status).toBe(200);
    const html = await response.text();
    const id = mediaIdIn(html);
    expect(id).toBeTruthy();
    uploaded.push(id!);
    expect(html).toContain('value="Typed before the upload"');
    expect(html).toContain("Typed excerpt");
    expect(html).toContain("(unsaved changes)");
    const [file] = await directusAdmin<{ type: string; uploaded_by: string }[]>(
      "GET",
      `/files?filter[id][_eq]=${id}&fields=type,uploaded_by`,
    );
    expect(file?.type).toBe("image/png");
    expect((await readPost(slugs.b))?.post_id.title).toBe(`Editor B ${tag}`);
  });

  test("a figure's image: its src set in the answered blocks", async () => {
    const figure = { id: "f1", tag: "figure", figure: "1", src: "", alt: "Alt", caption: "Typed caption" };
    const response = await postWithImage(slugs.b, await oneBlockForm(slugs.b, figure, { intent: "upload:0" }), {
      field: "upload-0",
      name: "figure.png",
      bytes: tinyPng,
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    const id = mediaIdIn(html);
    expect(id).toBeTruthy();
    uploaded.push(id!);
    expect(html).toContain('value="Typed caption"');
  });

  test("a file that is no image: 'Upload failed.' with the reason (415), the typed title kept, nothing stored", async () => {
    const form = await metaForm(slugs.b, { title: "Typed, upload refused", intent: "upload:cover" });
    const bytes = new TextEncoder().encode("<!DOCTYPE html><p>not an image");
    const response = await postWithImage(slugs.b, form, { field: "upload-cover", name: "evil.png", bytes });
    expect(response.status).toBe(415);
    const html = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(html).toContain("Upload failed.");
    expect(html).toContain("“evil.png” is not a PNG, JPEG, GIF, WebP or AVIF image.");
    expect(html).toContain('value="Typed, upload refused"');
    expect(mediaIdIn(html)).toBeUndefined();
  });

  test("the upload button with no file chosen says so (400), the form kept", async () => {
    const response = await post(`/edit-post/${slugs.b}`, await metaForm(slugs.b, { title: "No file", intent: "upload:cover" }));
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Choose at least one image to upload.");
    expect(html).toContain('value="No file"');
  });
});

describe("the media picker without JavaScript (ADR 022): inside the form, nothing written", () => {
  const fileId = "0b8f4a1e-3c2d-4e5f-8a9b-1c2d3e4f5a6b";
  test("pick:cover answers the unsaved form with the library; choose sets the cover, the typed title kept", async () => {
    const opened = await post(`/edit-post/${slugs.b}`, await metaForm(slugs.b, { title: "Typed, not saved", intent: "pick:cover" }));
    expect(opened.status).toBe(200);
    const page = await opened.text();
    expect(page).toContain("Choose an image");
    expect(page).toContain('name="pickerQ"');
    expect(page).toContain('value="Typed, not saved"');
    const chosen = await post(
      `/edit-post/${slugs.b}`,
      await metaForm(slugs.b, { title: "Typed, not saved", intent: `choose:cover:${fileId}` }),
    );
    expect(chosen.status).toBe(200);
    const html = await chosen.text();
    expect(html).toContain(`value="/media/${fileId}"`);
    expect(html).toContain('value="Typed, not saved"');
    expect(html).not.toContain('name="pickerQ"');
    expect((await readPost(slugs.b))?.post_id.title).toBe(`Editor B ${tag}`);
  });

  test("pick-page:cover:<n> answers page n of the search; a page that is no number or past the end shows a real page", async () => {
    for (const n of ["2", "abc", "999"]) {
      const response = await post(
        `/edit-post/${slugs.b}`,
        await metaForm(slugs.b, { title: "Typed, not saved", intent: `pick-page:cover:${n}`, pickerQ: "no-such-image-anywhere" }),
      );
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('value="no-such-image-anywhere"');
      expect(html).toContain('value="Typed, not saved"');
      // One page (no match): no page buttons.
      expect(html, n).not.toMatch(/value="pick-page:cover:\d+"/);
    }
  });

  test("choose:<block>:<id> sets a figure's src in the answered blocks", async () => {
    const figure = { id: "f1", tag: "figure", figure: "1", src: "", alt: "Alt", caption: "Cap" };
    const response = await post(`/edit-post/${slugs.b}`, await oneBlockForm(slugs.b, figure, { intent: `choose:0:${fileId}` }));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`value="/media/${fileId}"`);
  });
});

describe("bad input: 4xx with the message, never a 500", () => {
  test.each([
    ["empty title", { title: "  " }, 400, "Enter a title."],
    ["empty slug", { slug: "!!!" }, 400, "Enter a slug with at least one letter or number."],
    ["unknown status", { status: "deleted" }, 400, "Choose Draft, Published or Archived."],
    ["unknown intent", { intent: "publish-everything" }, 400, "Unknown action"],
    ["block out of range", { intent: "move-up:99", source: "blocks", tab: "blocks" }, 400, "That block no longer exists"],
    ["unknown template", { intent: "template:0:marquee", source: "blocks", tab: "blocks" }, 400, "Unknown template."],
    ["a chosen image that is no file id", { intent: "choose:cover:../../users" }, 400, "That image is not in the media library."],
    ["the picker for a block that is no figure", { intent: "pick:0", source: "blocks", tab: "blocks" }, 400, "That block no longer exists"],
    [
      "a picker page for a block that is no figure",
      { intent: "pick-page:0:2", source: "blocks", tab: "blocks" },
      400,
      "That block no longer exists",
    ],
  ])("%s", async (_name, changes, status, message) => {
    const response = await post(`/edit-post/${slugs.b}`, await metaForm(slugs.b, changes));
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
  });

  test("a body too long for the HTML tab is a field error in words, with what was typed, and the post is unchanged", async () => {
    const before = (await readPost(slugs.b))?.content;
    const response = await post(
      `/edit-post/${slugs.b}`,
      await metaForm(slugs.b, { tab: "html", content: `<p>${"x".repeat(1_500_000)}</p>` }),
    );
    expect(response.status).toBe(400);
    // The page as shown (its scripts, which carry every word of the editor, left out).
    const shown = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).toContain("This is too long.");
    expect(shown).not.toMatch(/>tooLong</);
    expect(shown).toContain(`&lt;p&gt;${"x".repeat(100)}`);
    expect((await readPost(slugs.b))?.content).toBe(before);
  });

  test("a form over 2 MB (the post's limit) is a 413 in words with everything typed, and the post is unchanged", async () => {
    const before = await readPost(slugs.b);
    // 300,000 Vietnamese letters: far under the field's 1,500,000 characters, 2.7 MB percent-encoded.
    const body = `<p>${"ễ".repeat(300_000)}</p>`;
    const form = await metaForm(slugs.b, { tab: "html", title: `Kept title ${tag}`, content: body });
    expect(new URLSearchParams(form).toString().length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await post(`/edit-post/${slugs.b}`, form);
    expect(response.status).toBe(413);
    const shown = (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");
    expect(shown).toContain("This post is over 2 MB, so it was not saved.");
    expect(shown).toContain(`Kept title ${tag}`);
    expect(shown).toContain(`&lt;p&gt;${"ễ".repeat(100)}`);
    expect((await readPost(slugs.b))?.post_id.updated_at).toBe(before?.post_id.updated_at);
  });

  test("a form cut short (posted before the page finished loading) saves nothing", async () => {
    const { complete: _complete, ...cut } = await metaForm(slugs.b, { title: "Half a form" });
    const response = await post(`/edit-post/${slugs.b}`, cut);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("The page had not finished loading");
    expect((await readPost(slugs.b))?.post_id.title).toBe(`Editor B ${tag}`);
  });

  test("bad block attributes are a field error on save", async () => {
    const response = await post(`/edit-post/${slugs.b}`, await oneBlockForm(slugs.b, { id: "b1", tag: "p", text: "x", attrs: `"broken` }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Write attributes as name=");
  });
});

describe("access", () => {
  test("a learner gets 403 from the page and the action, nothing written", async () => {
    expect((await get(`/edit-post/${slugs.b}`, learner)).status).toBe(403);
    const response = await post(`/edit-post/${slugs.b}`, { intent: "save", title: "Hacked", slug: "hacked" }, learner);
    expect(response.status).toBe(403);
    expect((await readPost(slugs.b))?.post_id.title).toBe(`Editor B ${tag}`);
  });

  test("signed out → sign in", async () => {
    const response = await get(`/edit-post/${slugs.b}`, "");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(`/edit-post/${slugs.b}`)}`);
  });

  test("no slug: 400 'No slug provided'; a missing post: 404 'Error loading post'", async () => {
    const none = await get("/edit-post");
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("No slug provided");
    const missing = await get(`/edit-post/no-such-post-${tag}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Error loading post");
  });
});

describe("/staff/posts/new", () => {
  test("the first Save creates a draft (author_id 1) whose author is the editor who saved it", async () => {
    const page = await get("/staff/posts/new");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/bai-viet-moi-[a-z0-9]{6}/);
    const response = await post("/staff/posts/new", {
      tab: "meta",
      source: "html",
      title: `New ${tag}`,
      slug: `editor-new-${tag}`,
      status: "draft",
      content: "<p>Hello</p>",
      intent: "save",
      complete: "1",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/edit-post/editor-new-${tag}`);
    const saved = await readPost(`editor-new-${tag}`);
    await deleteTestPosts([`editor-new-${tag}`]);
    expect(saved?.post_id.status).toBe("draft");
    expect(saved?.content).toBe("<p>Hello</p>");
    // Issue 54, ADR 038: the admin table names them.
    const [me] = await directusAdmin<{ id: string }[]>(
      "GET",
      `/users?filter[email][_eq]=${encodeURIComponent(accounts.editor.email)}&fields=id`,
    );
    expect(saved?.post_id.author).toBe(me?.id);
  });

  test("left as the page offered it, the slug takes the title's words and keeps its 6-character suffix", async () => {
    const html = await (await get("/staff/posts/new")).text();
    const offered = /bai-viet-moi-([a-z0-9]{6})/.exec(html);
    expect(offered).not.toBeNull();
    const response = await post("/staff/posts/new", {
      tab: "meta",
      source: "html",
      title: `Khai giảng Đà Nẵng ${tag}`,
      slug: offered![0],
      status: "draft",
      content: "<p>Hello</p>",
      intent: "save",
      complete: "1",
    });
    const slug = `khai-giang-da-nang-${tag.toLowerCase()}-${offered![1]}`;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/edit-post/${slug}`);
    const saved = await readPost(slug);
    await deleteTestPosts([slug]);
    expect(saved?.post_id.status).toBe("draft");
  });
});

/** The history page's rows: revision id (its restore link) and the row's text. */
function historyRows(html: string) {
  return [...html.matchAll(/<tr[^>]*>(.*?)<\/tr>/gs)].flatMap(([, row]) => {
    const id = /\?restore=(\d+)/.exec(row)?.[1];
    return id ? [{ id: Number(id), text: row.replace(/<[^>]+>/g, " ") }] : [];
  });
}

describe("revisions", () => {
  test("a save makes a revision, the list shows it, a version renders sanitised, restore brings the old title back", async () => {
    const saved = await post(
      `/edit-post/${slugs.c}`,
      await metaForm(slugs.c, { title: `History two ${tag}`, content: "<p>The second body</p>" }),
    );
    expect(saved.status).toBe(303);

    const list = await get(`/edit-post/${slugs.c}/history`);
    expect(list.status).toBe(200);
    const rows = historyRows(await list.text());
    // Newest first: the editor's save (by the editor's name), then the post as it was created.
    expect(rows[0]?.text).toContain(`History two ${tag}`);
    expect(rows[0]?.text).toContain("Minh Trần");
    const first = rows.find((row) => row.text.includes(`History one ${tag}`));
    expect(first, JSON.stringify(rows)).toBeDefined();

    const version = await get(`/edit-post/${slugs.c}/history?revision=${first!.id}`);
    expect(version.status).toBe(200);
    const versionHtml = await version.text();
    expect(versionHtml).toContain(`History one ${tag}`);
    expect(versionHtml).toContain("The first body");
    expect(versionHtml).not.toContain("The second body");
    expect(versionHtml).not.toMatch(/alert\(1\)|onerror/);
    for (const bad of ["999999999", "abc", "-1", "1e3"]) {
      const missing = await get(`/edit-post/${slugs.c}/history?revision=${bad}`);
      expect(missing.status, bad).toBe(404);
      expect(await missing.text()).toContain("That version was not found.");
    }
    const notRestored = await get(`/edit-post/${slugs.c}?restore=abc`);
    expect(notRestored.status).toBe(200);
    const notRestoredHtml = await notRestored.text();
    expect(notRestoredHtml).toContain("That version was not found.");
    expect(notRestoredHtml).toContain(`value="History two ${tag}"`);

    // Restore: the old version in the form as unsaved edits; nothing written until Save.
    const restored = await get(`/edit-post/${slugs.c}?restore=${first!.id}&tab=html`);
    expect(restored.status).toBe(200);
    const form = await restored.text();
    expect(form).toContain(`value="History one ${tag}"`);
    expect(form).toContain("&lt;p&gt;The first body&lt;/p&gt;");
    expect(form).toContain("(unsaved changes)");
    expect((await readPost(slugs.c))?.post_id.title).toBe(`History two ${tag}`);

    // Saved through the normal save (its conflict check against the current version).
    const back = await post(
      `/edit-post/${slugs.c}`,
      await metaForm(slugs.c, { title: `History one ${tag}`, content: "<p>The first body</p>" }),
    );
    expect(back.status).toBe(303);
    expect((await readPost(slugs.c))?.post_id.title).toBe(`History one ${tag}`);
    const after = historyRows(await (await get(`/edit-post/${slugs.c}/history`)).text());
    expect(after.length).toBe(rows.length + 1);
    expect(after[0]?.text).toContain(`History one ${tag}`);
  });

  test("a learner's token reads no revisions; an editor's token only the posts' ones; the page is 403 for a learner", async () => {
    const filter = encodeURIComponent(JSON.stringify({ collection: { _in: ["seed_post_meta", "seed_post_detail"] } }));
    const asLearner = await fetch(`${testEnv.directusUrl}/revisions?fields=id&limit=1&filter=${filter}`, {
      headers: { Authorization: `Bearer ${await directusToken(accounts.learner)}` },
    });
    if (asLearner.status === 200) expect(((await asLearner.json()) as { data: unknown[] }).data).toEqual([]);
    else expect(asLearner.status).toBe(403);

    const others = encodeURIComponent(JSON.stringify({ collection: { _nin: ["seed_post_meta", "seed_post_detail"] } }));
    const asEditor = await fetch(`${testEnv.directusUrl}/revisions?fields=id,collection&limit=5&filter=${others}`, {
      headers: { Authorization: `Bearer ${await directusToken(accounts.editor)}` },
    });
    expect(asEditor.status).toBe(200);
    expect(((await asEditor.json()) as { data: unknown[] }).data).toEqual([]);

    expect((await get(`/edit-post/${slugs.c}/history`, learner)).status).toBe(403);
    expect((await get(`/edit-post/${slugs.c}/history`, "")).status).toBe(302);
  });
});
