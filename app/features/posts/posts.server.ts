import { randomInt } from "node:crypto";
import { clearPageCache } from "~/features/page-cache/page-cache.server";
import { createItem, deleteItem, deleteItems, isDirectusError, readItems } from "@directus/sdk";
import { createServiceClient, type DirectusClient } from "~/features/cms/directus.server";
import type { PostMeta, PostStatus } from "~/features/cms/schema";
import { parseKeywords } from "./keywords";
import { sanitizePostHtml } from "./sanitize.server";
import { createSwrCache } from "./swr-cache.server";

/** The fields a post card needs (spec 000 §7: id, title, slug, status, cover, excerpt, author, dates). */
export const postCardFields = [
  "id",
  "title",
  "slug",
  "status",
  "cover_image_url",
  "excerpt",
  "author_id",
  "created_at",
  "updated_at",
] as const;

export type PostCard = Pick<PostMeta, (typeof postCardFields)[number]>;

/**
 * A cover URL as it may reach an <img>: a path on this site (e.g. /media/<id>) or an http(s) URL.
 * Anything else (javascript:, data:, protocol-relative) becomes null, i.e. the grey placeholder.
 */
export function safeImageUrl(url: string | null | undefined) {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\")) return value;
  return /^https?:\/\/[^\s]+$/i.test(value) ? value : null;
}

const withSafeCover = (posts: PostCard[]) => posts.map((post) => ({ ...post, cover_image_url: safeImageUrl(post.cover_image_url) }));

/** Spec 000 §9: the news page shows 6 posts, and each 'Load more' adds 6. */
export const newsPageSize = 6;

/**
 * Published posts read the same for everyone, so they are cached in-process: fresh for 10 s,
 * then served stale for up to 10 min while one request refreshes them. A post saved, created or
 * deleted through the app calls `invalidatePosts()`; edits made in Directus Studio show within ~10 s.
 * Drafts and archived posts (editors only) are never cached.
 */
const publishedCache = createSwrCache<unknown>({ freshMs: 10_000, staleMs: 600_000 });

/** Drops every cached published-post read (call after any write to posts). */
export function invalidatePosts() {
  publishedCache.clear();
  clearPageCache(); // the landing, news and post pages show posts
}

function cached<T>(key: string, load: () => Promise<T>) {
  return publishedCache.get(key, load) as Promise<T>;
}

/** Published posts, newest first (spec 000 §4). */
export async function listPublishedPosts(client: DirectusClient, { limit = 6, offset = 0 } = {}) {
  return cached(`list:${limit}:${offset}`, async () =>
    withSafeCover(
      (await client.request(
        readItems("seed_post_meta", {
          fields: [...postCardFields],
          filter: { status: { _eq: "published" } },
          sort: ["-created_at", "-id"],
          limit,
          offset,
        }),
      )) as PostCard[],
    ),
  );
}

/** Every post whatever its status, newest first: only for editors (their own Directus token). */
async function listAllPosts(client: DirectusClient, { limit }: { limit: number }) {
  return withSafeCover(
    (await client.request(readItems("seed_post_meta", { fields: [...postCardFields], sort: ["-created_at", "-id"], limit }))) as PostCard[],
  );
}

export interface NewsList {
  posts: PostCard[];
  /** More posts exist beyond the ones listed. */
  hasMore: boolean;
  /** Directus could not be read: these are the built-in fallback posts. */
  fallback: boolean;
}

/**
 * The first `page` pages of the news list (spec 000 §2: 6 at a time). Editors also get drafts and
 * archived posts. On a Directus failure the caller shows the fallback posts, so this throws.
 */
export async function listNewsPosts(client: DirectusClient, { page, includeUnpublished }: { page: number; includeUnpublished: boolean }) {
  const limit = page * newsPageSize;
  // One more than shown tells whether a 'Load more' is needed, without a count query.
  const posts = includeUnpublished
    ? await listAllPosts(client, { limit: limit + 1 })
    : await listPublishedPosts(client, { limit: limit + 1 });
  return { posts: posts.slice(0, limit), hasMore: posts.length > limit, fallback: false } satisfies NewsList;
}

export interface PostView {
  post: PostCard;
  /** Sanitised on the server: safe for dangerouslySetInnerHTML. */
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
  keywords: string[];
}

async function readPostView(client: DirectusClient, slug: string, { publishedOnly }: { publishedOnly: boolean }): Promise<PostView | null> {
  // One round trip: the detail row with its post's card fields, found through the post's slug.
  const [detail] = (await client.request(
    readItems("seed_post_detail", {
      fields: ["content", "seo_title", "seo_description", "seo_keywords", { post_id: [...postCardFields] }],
      filter: { post_id: publishedOnly ? { slug: { _eq: slug }, status: { _eq: "published" } } : { slug: { _eq: slug } } },
      sort: ["id"],
      limit: 1,
    }),
  )) as {
    content: string | null;
    seo_title: string | null;
    seo_description: string | null;
    seo_keywords: unknown;
    post_id: PostCard | null;
  }[];
  // Spec 001 §2: a missing meta or detail row is "Post not found".
  const post = detail?.post_id;
  if (!detail || !post || typeof post !== "object") return null;
  return {
    post: { ...post, cover_image_url: safeImageUrl(post.cover_image_url) },
    contentHtml: sanitizePostHtml(detail.content),
    seoTitle: detail.seo_title?.trim() || null,
    seoDescription: detail.seo_description?.trim() || null,
    keywords: parseKeywords(detail.seo_keywords),
  };
}

/**
 * Whether a post with this slug exists but is not published. Visitors' tokens cannot see such
 * posts at all, so the app's service account answers (its policy reads only id, slug and status).
 * If it cannot, the post is simply "not found": nothing is leaked either way.
 */
async function isUnpublishedPost(slug: string) {
  try {
    const rows = await createServiceClient().request(
      readItems("seed_post_meta", { fields: ["id"], filter: { slug: { _eq: slug }, status: { _neq: "published" } }, limit: 1 }),
    );
    return rows.length > 0;
  } catch (error) {
    console.error(`Post ${slug}: could not check for an unpublished post:`, error);
    return false;
  }
}

export type PostLookup = { state: "found"; view: PostView } | { state: "not-found" } | { state: "not-available" };

/**
 * A post as this reader may see it (spec 001 §6): editors see every status; everyone else sees
 * published posts only, and "not available" (never the content) for the others.
 */
export async function findPostForReader(client: DirectusClient, slug: string, { isEditor }: { isEditor: boolean }): Promise<PostLookup> {
  const view = isEditor
    ? await readPostView(client, slug, { publishedOnly: false })
    : await cached(`post:${slug}`, () => readPostView(client, slug, { publishedOnly: true }));
  if (view) return { state: "found", view };
  if (!isEditor && (await isUnpublishedPost(slug))) return { state: "not-available" };
  return { state: "not-found" };
}

/** A write Directus refused, with the spec's wording (001 §8) as an i18n key and its values. */
export class PostWriteError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: "unauthorized" | "httpError" | "missingData",
    readonly values: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(`${messageKey} ${status} ${JSON.stringify(values)}`, options);
  }
}

function toWriteError(error: unknown): PostWriteError {
  if (error instanceof PostWriteError) return error;
  if (isDirectusError(error)) {
    const status = (error.response as Response | undefined)?.status ?? 500;
    if (status === 401) return new PostWriteError(401, "unauthorized");
    const body = error.errors?.[0]?.message ?? error.message;
    return new PostWriteError(status, "httpError", { status: String(status), body });
  }
  // No answer from Directus (network, timeout): editors read 'HTTP 502: Bad Gateway'; what went
  // wrong stays in the log (the error's cause), not in the page (issue 10 §15).
  return new PostWriteError(502, "httpError", { status: "502", body: "Bad Gateway" }, { cause: error });
}

const slugAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789";

/** Spec 000 §9: a default new slug gets a random 6-character suffix. */
export function draftSlug(base = "bai-viet-moi") {
  let suffix = "";
  for (let i = 0; i < 6; i++) suffix += slugAlphabet[randomInt(slugAlphabet.length)];
  return `${base}-${suffix}`;
}

/**
 * Creates a draft post (meta + detail) as the signed-in editor (spec 001 §7: author 1, status
 * draft). If the detail cannot be written the meta row is removed again, so no half post is left.
 */
export async function createDraftPost(client: DirectusClient, draft: { title: string; excerpt: string; content: string }) {
  const now = new Date().toISOString();
  const slug = draftSlug();
  let meta: { id?: number; slug?: string } | null;
  try {
    meta = (await client.request(
      createItem("seed_post_meta", {
        title: draft.title,
        slug,
        status: "draft" satisfies PostStatus,
        cover_image_url: null,
        excerpt: draft.excerpt,
        author_id: 1,
        created_at: now,
        updated_at: now,
      }),
    )) as { id?: number; slug?: string } | null;
  } catch (error) {
    throw toWriteError(error);
  }
  if (!meta?.id) throw new PostWriteError(502, "missingData");
  try {
    await client.request(
      createItem("seed_post_detail", {
        post_id: meta.id,
        content: draft.content,
        seo_title: draft.title,
        seo_description: draft.excerpt,
        seo_keywords: [],
      }),
    );
  } catch (error) {
    await client.request(deleteItem("seed_post_meta", meta.id)).catch(() => {});
    throw toWriteError(error);
  } finally {
    invalidatePosts();
  }
  return { id: meta.id, slug: meta.slug ?? slug };
}

/** Spec 001 §4: delete the detail rows, then the meta row. Returns false when no such post. */
export async function deletePostBySlug(client: DirectusClient, slug: string) {
  try {
    const [post] = await client.request(readItems("seed_post_meta", { fields: ["id"], filter: { slug: { _eq: slug } }, limit: 1 }));
    if (!post) return false;
    await client.request(deleteItems("seed_post_detail", { filter: { post_id: { _eq: post.id } } }));
    await client.request(deleteItem("seed_post_meta", post.id));
    return true;
  } catch (error) {
    throw toWriteError(error);
  } finally {
    invalidatePosts();
  }
}
