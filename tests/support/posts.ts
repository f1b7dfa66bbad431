import { deleteWhere, directusAdmin } from "./env";

export interface TestPostInput {
  title: string;
  slug: string;
  status: "draft" | "published" | "archived";
  content?: string;
  excerpt?: string;
  created_at?: string;
  cover_image_url?: string | null;
  seo_title?: string | null;
  seo_description?: string | null;
  seo_keywords?: unknown;
}

/** Creates a post (meta + detail) straight in the test Directus; returns its meta id. */
export async function createTestPost(input: TestPostInput) {
  const { content = "<p>Test content.</p>", seo_title = null, seo_description = null, seo_keywords = [], ...meta } = input;
  const created = await directusAdmin<{ id: number }>("POST", "/items/seed_post_meta", {
    excerpt: "Test excerpt.",
    author_id: 1,
    featured: false,
    cover_image_url: null,
    created_at: new Date().toISOString(),
    ...meta,
  });
  await directusAdmin("POST", "/items/seed_post_detail", { post_id: created.id, content, seo_title, seo_description, seo_keywords });
  return created.id;
}

/** Deletes posts by slug (detail rows first, as the app does); ignores slugs that are gone. */
export async function deleteTestPosts(slugs: string[]) {
  if (!slugs.length) return;
  const filter = encodeURIComponent(JSON.stringify({ slug: { _in: slugs } }));
  const posts = await directusAdmin<{ id: number }[]>("GET", `/items/seed_post_meta?fields=id&limit=-1&filter=${filter}`);
  if (!posts.length) return;
  const ids = posts.map((p) => p.id);
  await deleteWhere("seed_post_detail", { post_id: { _in: ids } });
  await directusAdmin("DELETE", "/items/seed_post_meta", ids);
}

export async function findPostBySlug(slug: string) {
  const filter = encodeURIComponent(JSON.stringify({ slug: { _eq: slug } }));
  const [post] = await directusAdmin<{ id: number; status: string }[]>("GET", `/items/seed_post_meta?fields=id,status&filter=${filter}`);
  return post ?? null;
}

/** A short random tag that keeps the two Playwright projects' test data apart. */
export const runTag = () => Math.random().toString(36).slice(2, 8);

/**
 * The editor's Meta tab as a browser posts it, saving (a browser sends every field): the post as
 * Directus holds it now, with `changes` on top.
 */
export async function editorMetaForm(slug: string, changes: Record<string, string> = {}) {
  const filter = encodeURIComponent(JSON.stringify({ post_id: { slug: { _eq: slug } } }));
  const [detail] = await directusAdmin<
    { content: string; post_id: { id: number; slug: string; title: string; status: string; updated_at: string | null } }[]
  >(
    "GET",
    `/items/seed_post_detail?fields=content,post_id.id,post_id.title,post_id.slug,post_id.status,post_id.updated_at&filter=${filter}`,
  );
  if (!detail) throw new Error(`no post ${slug}`);
  const meta = detail.post_id;
  return {
    id: String(meta.id),
    storedSlug: meta.slug,
    created_at: "",
    updated_at: meta.updated_at ?? "",
    tab: "meta",
    source: "html",
    title: meta.title,
    slug: meta.slug,
    status: meta.status,
    excerpt: "Excerpt",
    cover_image_url: "",
    seo_title: "",
    seo_description: "",
    keywordsText: "",
    content: detail.content,
    intent: "save",
    complete: "1",
    ...changes,
  };
}
