import { randomInt } from "node:crypto";
import { onEveryProcess } from "~/features/cluster/redis.server";
import { clearPageCache } from "~/features/page-cache/page-cache.server";
import { env } from "~/env.server";
import { createItem, deleteItem, deleteItems, isDirectusError, readItems, updateItem, withOptions, type QuerySort } from "@directus/sdk";
import { createDirectusClient, createServiceClient, type DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import type { PostMeta, PostStatus, Schema } from "~/features/cms/schema";
import { parseKeywords } from "./keywords";
import { sanitizePostHtml, sanitizeStoredPostHtml } from "./sanitize.server";
import { createSwrCache } from "./swr-cache.server";
import { filePlace } from "~/features/media/file-place.server";

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

/** Whether a file is shown by a published post (kept apart: /media asks for any id a visitor sends). */
const publishedFileCache = createSwrCache<boolean>({ freshMs: 10_000, staleMs: 600_000, maxEntries: 2_000 });

/** Drops every cached published-post read here and, through Redis, in every other app process. */
function dropPublished() {
  publishedCache.clear();
  publishedFileCache.clear();
  clearPageCache(); // the landing, news and post pages show posts
}
const dropPublishedEverywhere = onEveryProcess("posts-changed", dropPublished);

/** Drops every cached published-post read in every app process (call after any write to posts). */
export function invalidatePosts() {
  dropPublished();
  dropPublishedEverywhere();
}

function cached<T>(key: string, load: () => Promise<T>) {
  return publishedCache.get(key, load) as Promise<T>;
}

/** Post cards, newest first; retried on a network error or 5xx (spec 000 §7, `withRetries`). */
async function readPostCards(
  client: DirectusClient,
  { featuredFirst = false, ...query }: { filter?: object; limit: number; offset?: number; featuredFirst?: boolean },
) {
  const sort: QuerySort<Schema, PostMeta>[] = featuredFirst ? ["-featured", "-created_at", "-id"] : ["-created_at", "-id"];
  const rows = await withRetries((signal) =>
    client.request(withOptions(readItems("seed_post_meta", { ...query, fields: [...postCardFields], sort }), { signal })),
  );
  return withSafeCover(rows as PostCard[]);
}

/**
 * Published posts, newest first (spec 000 §4). `featuredFirst` (the landing news, issue 29): the
 * posts an admin featured lead, newest first among them, then the others.
 */
export async function listPublishedPosts(client: DirectusClient, { limit = 6, offset = 0, featuredFirst = false } = {}) {
  return cached(`list:${limit}:${offset}:${featuredFirst}`, () =>
    readPostCards(client, { filter: { status: { _eq: "published" } }, limit, offset, featuredFirst }),
  );
}

/** Every post whatever its status, newest first: only for editors (their own Directus token). */
function listAllPosts(client: DirectusClient, { limit }: { limit: number }) {
  return readPostCards(client, { limit });
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

/** One post with its detail, the read retried (spec 000 §7). */
function readPostView(client: DirectusClient, slug: string, { publishedOnly }: { publishedOnly: boolean }) {
  return withRetries((signal) => readPostViewOnce(client, slug, { publishedOnly, signal }));
}

/** A post's detail row with its card fields, null when there is none. */
interface PostDetailRow {
  content: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: unknown;
  post: PostCard;
}

async function readPostDetailRow(
  client: DirectusClient,
  slug: string,
  { publishedOnly, signal }: { publishedOnly: boolean; signal: AbortSignal },
): Promise<PostDetailRow | null> {
  // One round trip: the detail row with its post's card fields, found through the post's slug.
  const [detail] = (await client.request(
    withOptions(
      readItems("seed_post_detail", {
        fields: ["content", "seo_title", "seo_description", "seo_keywords", { post_id: [...postCardFields] }],
        filter: { post_id: publishedOnly ? { slug: { _eq: slug }, status: { _eq: "published" } } : { slug: { _eq: slug } } },
        sort: ["id"],
        limit: 1,
      }),
      { signal },
    ),
  )) as (Omit<PostDetailRow, "post"> & { post_id: PostCard | null })[];
  // Spec 001 §2: a missing meta or detail row is "Post not found".
  const post = detail?.post_id;
  if (!detail || !post || typeof post !== "object") return null;
  return { ...detail, post };
}

async function readPostViewOnce(
  client: DirectusClient,
  slug: string,
  options: { publishedOnly: boolean; signal: AbortSignal },
): Promise<PostView | null> {
  const detail = await readPostDetailRow(client, slug, options);
  if (!detail) return null;
  const { post } = detail;
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
    const service = createServiceClient();
    const rows = await withRetries((signal) =>
      service.request(
        withOptions(
          readItems("seed_post_meta", { fields: ["id"], filter: { slug: { _eq: slug }, status: { _neq: "published" } }, limit: 1 }),
          {
            signal,
          },
        ),
      ),
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

/**
 * Whether a published post shows this Directus file, as its cover or as an image of its body
 * (issue 10 §9: such files are public through /media). Asked as a visitor without a token, so
 * Directus' public policy (published posts only) decides. Directus finds the posts whose raw text
 * holds the id; only an `<img src>` of the sanitised body (what readers get) or the cover URL counts
 * (issue 31): an id in a comment or in an attribute the sanitiser drops makes nothing public.
 */
export function isPublishedPostFile(id: string) {
  return publishedFileCache.get(id, async () => {
    const visitor = createDirectusClient();
    const rows = await withRetries((signal) =>
      visitor.request(
        withOptions(
          readItems("seed_post_detail", {
            fields: ["content", { post_id: ["cover_image_url"] }],
            filter: { _or: [{ content: { _contains: id } }, { post_id: { cover_image_url: { _contains: id } } }] },
            limit: 20,
          }),
          { signal },
        ),
      ),
    );
    return rows.some((row) => {
      const cover = (row.post_id as { cover_image_url?: string | null } | null)?.cover_image_url;
      return showsFile(id, cover) || imageSources(sanitizePostHtml(row.content)).some((src) => showsFile(id, src));
    });
  });
}

const mediaFileUrl = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:[?#]|$)/i;

/** The Directus files a post would show: its cover and the images of its sanitised body. */
export function postFileIds(cover: string | null | undefined, sanitisedContent: string) {
  const ids = [cover, ...imageSources(sanitisedContent)].map((url) => mediaFileUrl.exec(url?.trim() ?? "")?.[1]?.toLowerCase());
  return [...new Set(ids.filter((id): id is string => Boolean(id)))];
}

/**
 * Issue 51, item 7: a post may show only files of the media library (or the public folder), never a
 * learner's hand-in or a partner's asset, which publishing would make public. Throws
 * `PostSaveError` notLibraryFile before anything is written. /media decides the same way.
 */
export async function requireLibraryFiles(cover: string | null | undefined, sanitisedContent: string) {
  const ids = postFileIds(cover, sanitisedContent);
  const places = await Promise.all(ids.map((id) => filePlace(id)));
  if (places.some((place) => place === "elsewhere" || place === "missing")) throw new PostSaveError(400, "notLibraryFile");
}

/** `/media/<id>` (with or without transforms), as the cover URL or an image's src. */
const showsFile = (id: string, url: string | null | undefined) =>
  typeof url === "string" && new RegExp(`^/media/${id}(?:[?#]|$)`, "i").test(url.trim());

/** The src of every image of sanitised HTML (DOMPurify writes attributes in double quotes). */
const imageSources = (html: string) =>
  [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]*)"/gi)].map((match) => match[1].replaceAll("&amp;", "&"));

/** A write Directus refused, with the spec's wording (001 §8) as an i18n key and its values. */
export class PostWriteError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: "unauthorized" | "httpError" | "missingData" | "aborted",
    readonly values: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(`${messageKey} ${status} ${JSON.stringify(values)}`, options);
  }
}

function toWriteError(error: unknown): PostWriteError {
  if (error instanceof PostWriteError) return error;
  // Our own time limit ran out (spec 001 §8: 'Insert aborted').
  if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) {
    return new PostWriteError(504, "aborted", {}, { cause: error });
  }
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
export async function createDraftPost(
  client: DirectusClient,
  draft: { title: string; excerpt: string; content: string },
  { timeoutMs = env.DRAFT_TIMEOUT_MS, author = null }: { timeoutMs?: number; author?: string | null } = {},
) {
  const now = new Date().toISOString();
  const slug = draftSlug();
  // One time limit for both writes: a hung Directus gives 'Insert aborted', never a button busy for ever.
  const signal = AbortSignal.timeout(timeoutMs);
  let meta: { id?: number; slug?: string } | null;
  try {
    meta = (await client.request(
      withOptions(
        createItem("seed_post_meta", {
          title: draft.title,
          slug,
          status: "draft" satisfies PostStatus,
          cover_image_url: null,
          excerpt: draft.excerpt,
          author_id: 1,
          // The editor who made it (issue 54, ADR 038).
          author,
          created_at: now,
          updated_at: now,
        }),
        { signal },
      ),
    )) as { id?: number; slug?: string } | null;
  } catch (error) {
    if (signal.aborted) removeAbandonedDraft(client, slug);
    throw toWriteError(error);
  }
  if (!meta?.id) throw new PostWriteError(502, "missingData");
  try {
    await client.request(
      withOptions(
        createItem("seed_post_detail", {
          post_id: meta.id,
          content: draft.content,
          seo_title: draft.title,
          seo_description: draft.excerpt,
          seo_keywords: [],
        }),
        { signal },
      ),
    );
  } catch (error) {
    if (signal.aborted) removeAbandonedDraft(client, slug);
    else await deletePostBySlug(client, slug).catch(() => {});
    throw toWriteError(error);
  } finally {
    invalidatePosts();
  }
  return { id: meta.id, slug: meta.slug ?? slug };
}

/**
 * A draft given up on ('Insert aborted') may still be stored by a slow Directus: it is removed by
 * its random slug, now and once more a minute later, without keeping the editor waiting.
 */
function removeAbandonedDraft(client: DirectusClient, slug: string) {
  const remove = () =>
    deletePostBySlug(client, slug).catch((error: unknown) => console.error(`Could not remove the abandoned draft ${slug}:`, error));
  void remove().then(() => setTimeout(() => void remove(), 60_000).unref());
}

/** Spec 001 §4: delete the detail rows, then the meta row. Returns false when no such post. */
export async function deletePostBySlug(client: DirectusClient, slug: string) {
  try {
    const [post] = await client.request(readItems("seed_post_meta", { fields: ["id"], filter: { slug: { _eq: slug } }, limit: 1 }));
    if (!post) return false;
    await client.request(deleteItems("seed_post_detail", { filter: { post_id: { _eq: post.id } } }));
    await client.request(deleteItems("seed_post_slug", { filter: { post_id: { _eq: post.id } } }));
    await client.request(deleteItem("seed_post_meta", post.id));
    return true;
  } catch (error) {
    throw toWriteError(error);
  } finally {
    invalidatePosts();
  }
}

/** A post as the editor edits it (issue 27): meta, detail and SEO fields, the body unsanitised as stored. */
export interface EditablePost {
  /** Null for a post not saved yet (/staff/posts/new). */
  id: number | null;
  title: string;
  slug: string;
  status: PostStatus;
  excerpt: string;
  cover_image_url: string;
  seo_title: string;
  seo_description: string;
  keywords: string[];
  content: string;
  created_at: string | null;
  /** The version the editor started from: a save over a newer one is refused (conflict). */
  updated_at: string | null;
}

const statuses: PostStatus[] = ["draft", "published", "archived"];

/** The post with this slug for the editor, read with the editor's own token; null when there is none. Directus errors throw. */
export async function readPostForEdit(client: DirectusClient, slug: string): Promise<EditablePost | null> {
  const detail = await withRetries((signal) => readPostDetailRow(client, slug, { publishedOnly: false, signal }));
  if (!detail) return null;
  const { post } = detail;
  return {
    id: post.id,
    title: post.title ?? "",
    slug: post.slug,
    status: statuses.includes(post.status) ? post.status : "draft",
    excerpt: post.excerpt ?? "",
    cover_image_url: post.cover_image_url ?? "",
    seo_title: detail.seo_title ?? "",
    seo_description: detail.seo_description ?? "",
    keywords: parseKeywords(detail.seo_keywords),
    content: detail.content ?? "",
    created_at: post.created_at ?? null,
    updated_at: post.updated_at ?? null,
  };
}

/** An unsaved post for /staff/posts/new (issue 27): draft, author 1, a slug with `draftSlug`'s suffix. */
export function newEditablePost(): EditablePost {
  return {
    id: null,
    title: "",
    slug: draftSlug(),
    status: "draft",
    excerpt: "",
    cover_image_url: "",
    seo_title: "",
    seo_description: "",
    keywords: [],
    content: "<p></p>",
    created_at: null,
    updated_at: null,
  };
}

/**
 * The current slug of a post that had this one before (issue 27: /post/{old} and /edit-post/{old}
 * answer 301). Read with the reader's own token: a visitor finds only published posts' old slugs.
 */
export async function findRenamedPost(client: DirectusClient, slug: string): Promise<string | null> {
  try {
    const [row] = (await client.request(
      readItems("seed_post_slug", { fields: [{ post_id: ["slug"] }], filter: { slug: { _eq: slug } }, limit: 1 }),
    )) as { post_id: { slug?: string } | null }[];
    const current = row?.post_id?.slug;
    return current && current !== slug ? current : null;
  } catch (error) {
    console.error(`Post ${slug}: could not look up an earlier slug:`, error);
    return null;
  }
}

/**
 * A save the editor must change something for: a field error (slug taken), a newer version stored
 * (conflict), or a cover or image that is not a file of the media library (notLibraryFile).
 */
export class PostSaveError extends Error {
  constructor(
    readonly status: 400 | 409,
    readonly reason: "slugTaken" | "conflict" | "notLibraryFile",
    readonly values: Record<string, string> = {},
  ) {
    super(`${reason} ${JSON.stringify(values)}`);
  }
}

export type PostInput = Omit<EditablePost, "created_at">;

/**
 * Saves the editor's post with the editor's own token (issue 27): meta, then detail, the body
 * sanitised for storage (`sanitizeStoredPostHtml`: the render's rules, ids as written). A new post is
 * created (draft by default, author 1). A changed slug keeps the old one as a redirect. A save over a
 * version newer than `updated_at` is refused (`PostSaveError` conflict), as is a slug another post has.
 * Returns the saved slug and version.
 */
export async function savePost(
  client: DirectusClient,
  input: PostInput,
  /** A new post's author: the editor saving it (issue 54, ADR 038); an existing post keeps its own. */
  author: string | null = null,
): Promise<{ id: number; slug: string; updated_at: string | null }> {
  const content = sanitizeStoredPostHtml(input.content);
  const meta = {
    title: input.title,
    slug: input.slug,
    status: input.status,
    excerpt: input.excerpt,
    cover_image_url: input.cover_image_url || null,
  };
  const detail = {
    content,
    seo_title: input.seo_title || null,
    seo_description: input.seo_description || null,
    seo_keywords: input.keywords,
  };
  try {
    await requireLibraryFiles(meta.cover_image_url, content);
    const [taken] = await client.request(
      readItems("seed_post_meta", {
        fields: ["id"],
        filter: input.id === null ? { slug: { _eq: input.slug } } : { slug: { _eq: input.slug }, id: { _neq: input.id } },
        limit: 1,
      }),
    );
    if (taken) throw new PostSaveError(409, "slugTaken");

    if (input.id === null) {
      const now = new Date().toISOString();
      const created = (await client.request(
        createItem(
          "seed_post_meta",
          { ...meta, author_id: 1, author, created_at: now, updated_at: now },
          { fields: ["id", "slug", "updated_at"] },
        ),
      )) as { id: number; slug: string; updated_at: string | null };
      try {
        await client.request(createItem("seed_post_detail", { post_id: created.id, ...detail }));
      } catch (error) {
        await client.request(deleteItem("seed_post_meta", created.id)).catch(() => {});
        throw error;
      }
      return { id: created.id, slug: created.slug, updated_at: created.updated_at };
    }

    const [current] = (await client.request(
      readItems("seed_post_detail", {
        fields: ["id", { post_id: ["id", "slug", "updated_at"] }],
        filter: { post_id: { id: { _eq: input.id } } },
        sort: ["id"],
        limit: 1,
      }),
    )) as { id: number; post_id: { id: number; slug: string; updated_at: string | null } | null }[];
    if (!current?.post_id) throw new PostWriteError(404, "missingData");
    const stored = current.post_id;
    if ((stored.updated_at ?? null) !== (input.updated_at ?? null)) {
      throw new PostSaveError(409, "conflict", { updatedAt: stored.updated_at ?? "" });
    }
    await client.request(updateItem("seed_post_detail", current.id, detail));
    const saved = (await client.request(updateItem("seed_post_meta", input.id, meta, { fields: ["id", "slug", "updated_at"] }))) as {
      id: number;
      slug: string;
      updated_at: string | null;
    };
    if (stored.slug !== input.slug) await keepOldSlug(client, input.id, stored.slug, input.slug);
    return saved;
  } catch (error) {
    if (error instanceof PostSaveError) throw error;
    throw toWriteError(error);
  } finally {
    invalidatePosts();
  }
}

/** After a rename: the old slug leads to the post; the new one is no longer anyone's old slug. */
async function keepOldSlug(client: DirectusClient, postId: number, oldSlug: string, newSlug: string) {
  const rows = await client.request(
    readItems("seed_post_slug", { fields: ["id", "slug"], filter: { slug: { _in: [oldSlug, newSlug] } }, limit: 2 }),
  );
  const reclaimed = rows.filter((row) => row.slug === newSlug).map((row) => row.id);
  if (reclaimed.length) await client.request(deleteItems("seed_post_slug", reclaimed));
  const existing = rows.find((row) => row.slug === oldSlug);
  if (existing) await client.request(updateItem("seed_post_slug", existing.id, { post_id: postId }));
  else await client.request(createItem("seed_post_slug", { slug: oldSlug, post_id: postId }));
}
