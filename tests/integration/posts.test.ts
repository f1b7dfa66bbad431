// The posts feature against the real test Directus: role-aware reads, the published-post cache
// and its invalidation, and the spec's messages for refused writes (001 §8).
import { afterAll, beforeAll, expect, test } from "vitest";
import { directusAdmin, testEnv } from "../support/env";
import { createTestPost, deleteTestPosts, runTag, type TestPostInput } from "../support/posts";

type Posts = typeof import("~/features/posts/posts.server");
type Cms = typeof import("~/features/cms/directus.server");
let posts: Posts;
let cms: Cms;
const tag = runTag();
const created: string[] = [];

async function createPost(slug: string, status: TestPostInput["status"], created_at = "2018-06-01T00:00:00Z") {
  await createTestPost({
    title: `Integration ${slug}`,
    slug,
    status,
    created_at,
    content: "<p>ok</p><script>alert(1)</script>",
    seo_keywords: '["a", " b ", ""]',
  });
  created.push(slug);
}

beforeAll(async () => {
  // vitest.config.ts points the app's modules at the test Directus, with the service token.
  cms = await import("~/features/cms/directus.server");
  posts = await import("~/features/posts/posts.server");
});

afterAll(() => deleteTestPosts(created));

test("published reads are cached until invalidatePosts() is called", async () => {
  const client = cms.createDirectusClient();
  const before = await posts.listPublishedPosts(client, { limit: 100 });
  await createPost(`cached-${tag}`, "published");
  const cached = await posts.listPublishedPosts(client, { limit: 100 });
  expect(cached).toBe(before);
  posts.invalidatePosts();
  const fresh = await posts.listPublishedPosts(client, { limit: 100 });
  expect(fresh.map((p) => p.slug)).toContain(`cached-${tag}`);
  expect(fresh.every((p) => p.status === "published")).toBe(true);
});

test("a visitor gets published posts sanitised with parsed keywords; drafts are 'not available'", async () => {
  await createPost(`pub-${tag}`, "published");
  await createPost(`draft-${tag}`, "draft");
  const client = cms.createDirectusClient();
  const found = await posts.findPostForReader(client, `pub-${tag}`, { isEditor: false });
  expect(found.state).toBe("found");
  if (found.state === "found") {
    expect(found.view.contentHtml).toBe("<p>ok</p>");
    expect(found.view.keywords).toEqual(["a", "b"]);
  }
  expect(await posts.findPostForReader(client, `draft-${tag}`, { isEditor: false })).toEqual({ state: "not-available" });
  expect(await posts.findPostForReader(client, `missing-${tag}`, { isEditor: false })).toEqual({ state: "not-found" });
  // The admin token stands in for an editor's: every status is readable.
  const editor = cms.createDirectusClient(testEnv.adminToken);
  expect((await posts.findPostForReader(editor, `draft-${tag}`, { isEditor: true })).state).toBe("found");
});

test("news lists for editors include drafts; for visitors never", async () => {
  await createPost(`list-draft-${tag}`, "draft", "2030-01-01T00:00:00Z");
  posts.invalidatePosts();
  const visitor = await posts.listNewsPosts(cms.createDirectusClient(), { page: 50, includeUnpublished: false });
  expect(visitor.posts.map((p) => p.slug)).not.toContain(`list-draft-${tag}`);
  const editor = await posts.listNewsPosts(cms.createDirectusClient(testEnv.adminToken), { page: 1, includeUnpublished: true });
  expect(editor.posts[0].slug).toBe(`list-draft-${tag}`);
  expect(editor.posts).toHaveLength(6);
  expect(editor.hasMore).toBe(true);
});

test("refused writes carry the spec's messages: 401 unauthorized, other statuses as HTTP {status}: {body}", async () => {
  const draft = { title: "x", excerpt: "x", content: "<p>x</p>" };
  const expired = posts.createDraftPost(cms.createDirectusClient("not-a-valid-token"), draft);
  await expect(expired).rejects.toMatchObject({ status: 401, messageKey: "unauthorized" });
  const anonymous = posts.createDraftPost(cms.createDirectusClient(), draft);
  await expect(anonymous).rejects.toMatchObject({ status: 403, messageKey: "httpError", values: { status: "403" } });
});

test("an editor's draft gets a random 6-character suffix, status draft, author 1, and is deleted detail-first", async () => {
  const editor = cms.createDirectusClient(testEnv.adminToken);
  const { slug } = await posts.createDraftPost(editor, { title: "Draft", excerpt: "e", content: "<p>c</p>" });
  created.push(slug);
  expect(slug).toMatch(/^bai-viet-moi-[a-z0-9]{6}$/);
  const [meta] = await directusAdmin<{ id: number; status: string; author_id: number }[]>(
    "GET",
    `/items/seed_post_meta?filter[slug][_eq]=${slug}&fields=id,status,author_id`,
  );
  expect(meta).toMatchObject({ status: "draft", author_id: 1 });
  expect(await posts.deletePostBySlug(editor, slug)).toBe(true);
  expect(await directusAdmin("GET", `/items/seed_post_detail?filter[post_id][_eq]=${meta.id}`)).toEqual([]);
  expect(await posts.deletePostBySlug(editor, slug)).toBe(false);
});
