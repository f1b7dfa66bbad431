// Issue 10 §9: /media serves to anyone only the files a published post shows (its cover, or an image
// in its body) and the files of the "public" folder; any other file only to a signed-in person whose
// own Directus token can read it, never into a shared cache. A file a visitor may not see is a 404
// exactly like an id that does not exist.
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { deleteFiles, publicFolderId, tinyPng, uploadFile } from "../support/files";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const tag = runTag();
const slugs = { draft: `media-draft-${tag}`, inline: `media-inline-${tag}`, mention: `media-mention-${tag}` };
const uploaded: string[] = [];
const files = { draftCover: "", inline: "", studio: "", publicFolder: "", inComment: "", inDroppedAttribute: "", asLink: "" };
let publishedCover = "";

async function upload(name: string, folder?: string) {
  const id = await uploadFile({ name, type: "image/png", body: tinyPng, folder });
  uploaded.push(id);
  return id;
}

const media = (id: string, cookie = "") => fetch(`${testEnv.appUrl}/media/${id}`, { headers: cookie ? { Cookie: cookie } : {} });

beforeAll(async () => {
  files.draftCover = await upload("draft-cover.png");
  files.inline = await upload("inline.png");
  files.studio = await upload("studio.png");
  files.publicFolder = await upload("public.png", await publicFolderId());
  files.inComment = await upload("in-comment.png");
  files.inDroppedAttribute = await upload("in-dropped-attribute.png");
  files.asLink = await upload("as-link.png");
  // Issue 31: a published post that names files without showing them (a comment, an attribute the
  // sanitiser drops, a link) makes none of them public.
  await createTestPost({
    title: "Media: mentioned, not shown",
    slug: slugs.mention,
    status: "published",
    content:
      `<!-- /media/${files.inComment} --><p data-src="/media/${files.inDroppedAttribute}">Text</p>` +
      `<p><a href="/media/${files.asLink}">a link</a></p>`,
  });
  await createTestPost({ title: "Media: draft", slug: slugs.draft, status: "draft", cover_image_url: `/media/${files.draftCover}` });
  await createTestPost({
    title: "Media: inline image",
    slug: slugs.inline,
    status: "published",
    content: `<p>Text</p><p><img src="/media/${files.inline}?width=640" alt="Inline"></p>`,
  });
  const [post] = await directusAdmin<{ cover_image_url: string }[]>(
    "GET",
    "/items/seed_post_meta?fields=cover_image_url&filter[status][_eq]=published&filter[cover_image_url][_starts_with]=/media/&limit=1",
  );
  publishedCover = post.cover_image_url.replace("/media/", "");
});

afterAll(async () => {
  await deleteTestPosts(Object.values(slugs));
  await deleteFiles(uploaded);
});

test("anonymous: a published post's cover and inline image, and a public-folder file, are 200 and cacheable by anyone", async () => {
  for (const id of [publishedCover, files.inline, files.publicFolder]) {
    const response = await media(id);
    expect(response.status, id).toBe(200);
    // Issue 51, item 7: public only while a post shows it, so kept for minutes; the public folder for a year.
    expect(response.headers.get("cache-control")).toBe(
      id === files.publicFolder ? "public, max-age=31536000, immutable" : "public, max-age=600",
    );
    await response.arrayBuffer();
  }
});

test("anonymous: a draft's cover, a Studio upload outside the public folder, and files a published post only names are 404, the same 404 as an unknown id", async () => {
  const unknown = await media("00000000-0000-4000-8000-000000000000");
  const unknownBody = await unknown.text();
  for (const id of [files.draftCover, files.studio, files.inComment, files.inDroppedAttribute, files.asLink]) {
    const response = await media(id);
    expect(response.status, id).toBe(404);
    expect(await response.text()).toBe(unknownBody);
    for (const header of ["cache-control", "vary", "content-type"]) expect(response.headers.get(header)).toBe(unknown.headers.get(header));
  }
  expect(unknown.headers.get("vary")).toContain("Cookie");
});

test("an editor gets the draft's cover and the Studio upload with their own token, never for a shared cache", async () => {
  const cookie = await signInCookie(accounts.editor);
  for (const id of [files.draftCover, files.studio, files.inComment, files.inDroppedAttribute, files.asLink]) {
    const response = await media(id, cookie);
    expect(response.status, id).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-type")).toBe("image/png");
    await response.arrayBuffer();
  }
  // A public file stays cacheable for them, privately (a post's file for minutes, issue 51).
  const cover = await media(publishedCover, cookie);
  expect(cover.headers.get("cache-control")).toBe("private, max-age=600");
  await cover.arrayBuffer();
});

test("a learner, whose role may not read files, gets 404 for a private file but the public ones", async () => {
  const cookie = await signInCookie(accounts.learner);
  const draft = await media(files.draftCover, cookie);
  expect(draft.status).toBe(404);
  await draft.arrayBuffer();
  const cover = await media(publishedCover, cookie);
  expect(cover.status).toBe(200);
  await cover.arrayBuffer();
});

test("a public image asked for again comes from the app's memory (ADR 016), byte for byte, with its ETag, and 304 when the browser has it", async () => {
  const url = `${testEnv.appUrl}/media/${publishedCover}?width=320`;
  const first = await fetch(url, { headers: { Accept: "image/webp,*/*" } });
  const firstBytes = new Uint8Array(await first.arrayBuffer());
  const second = await fetch(url, { headers: { Accept: "image/webp,*/*" } });
  const secondBytes = new Uint8Array(await second.arrayBuffer());
  expect(second.status).toBe(200);
  expect(secondBytes).toEqual(firstBytes);
  for (const header of ["content-type", "etag", "cache-control", "content-security-policy"])
    expect(second.headers.get(header), header).toBe(first.headers.get(header));
  const etag = second.headers.get("etag");
  expect(etag).toBeTruthy();
  const again = await fetch(url, { headers: { Accept: "image/webp,*/*", "If-None-Match": etag ?? "" } });
  expect(again.status).toBe(304);
  // The browser's Accept is part of the key: a browser without WebP never gets the WebP copy.
  const png = await fetch(`${url}&format=auto`, { headers: { Accept: "image/png" } });
  expect(png.headers.get("content-type")).not.toBe("image/webp");
  await png.arrayBuffer();
});

test("a kept image is never an answer to someone no longer allowed: out of the public folder, it is 404 again", async () => {
  const id = await upload("leaves-public.png", await publicFolderId());
  const status = async () => {
    const response = await media(id);
    await response.arrayBuffer();
    return response.status;
  };
  expect(await status()).toBe(200);
  expect(await status()).toBe(200); // now kept
  await directusAdmin("PATCH", `/files/${id}`, { folder: null });
  // Whether a file is public is cached for 10 s (then checked again), as before this cache.
  await expect.poll(status, { timeout: 30_000, interval: 1_000 }).toBe(404);
}, 40_000);
