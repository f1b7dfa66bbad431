import { readItems, readRevisions } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { parseKeywords } from "./keywords";

/**
 * A post's history (issue 27, beyond the spec): the Directus revisions of its meta row and of its
 * detail row, read with the editor's own token (cms/permissions/posts.mjs grants editors the
 * revisions of the post collections only). Every save writes the detail, then the meta row, so each
 * revision of the meta row is one version: its title and meta fields, with the detail as it stood
 * then (the latest detail revision before it; for a post's creation, which writes the meta row first,
 * the detail revision that followed it).
 */

/** One version in the history list: when, who, and the title it had. */
export interface PostRevision {
  id: number;
  at: string | null;
  by: string | null;
  title: string;
}

/** One version as restored: the fields a restore puts back (not slug or status: a restore edits the content). */
export interface PostVersion extends PostRevision {
  excerpt: string;
  cover_image_url: string;
  /** The detail as it stood then; null when Directus kept no revision of it (a post made before revisions). */
  body: { content: string; seo_title: string; seo_description: string; keywords: string[] } | null;
}

type RevisionRow = {
  id: number;
  data: Record<string, unknown> | null;
  activity: { timestamp: string | null; user: { first_name: string | null; last_name: string | null } | string | null } | null;
};

const metaCollection = "seed_post_meta";
const detailCollection = "seed_post_detail";
const revisionFields = ["id", "data", { activity: ["timestamp", { user: ["first_name", "last_name"] }] }];
/** The list shows this many versions, newest first. */
export const revisionListLimit = 100;

const str = (value: unknown) => (typeof value === "string" ? value : "");

function toRevision(row: RevisionRow): PostRevision {
  const user = row.activity?.user;
  const name = user && typeof user === "object" ? [user.first_name, user.last_name].filter(Boolean).join(" ") : "";
  return { id: row.id, at: row.activity?.timestamp ?? null, by: name || null, title: str(row.data?.title) };
}

function revisionsOf(client: DirectusClient, collection: string, item: number, query: Record<string, unknown>) {
  // Cast: the SDK types a revision's fields from its own collections only, so the nested
  // `activity.user` name (which the editor's permissions allow) is not in its field type.
  return client.request(
    readRevisions({
      fields: revisionFields,
      filter: { collection: { _eq: collection }, item: { _eq: String(item) }, ...(query.filter as object) },
      sort: query.sort as string[],
      limit: query.limit as number,
    } as never),
  ) as unknown as Promise<RevisionRow[]>;
}

/** The versions of post `postId`, newest first. Directus errors throw. */
export async function listPostRevisions(client: DirectusClient, postId: number): Promise<PostRevision[]> {
  const rows = await revisionsOf(client, metaCollection, postId, { sort: ["-id"], limit: revisionListLimit });
  return rows.map(toRevision);
}

/** Version `revisionId` of post `postId` (null when it is not one of this post's), its body as it was. */
export async function readPostRevision(client: DirectusClient, postId: number, revisionId: number): Promise<PostVersion | null> {
  const [meta] = await revisionsOf(client, metaCollection, postId, { filter: { id: { _eq: revisionId } }, limit: 1 });
  if (!meta) return null;
  const details = (await client.request(
    readItems(detailCollection, { fields: ["id"], filter: { post_id: { _eq: postId } }, sort: ["id"], limit: 1 }),
  )) as { id: number }[];
  let detail: RevisionRow | undefined;
  if (details[0]) {
    const detailId = details[0].id;
    [detail] = await revisionsOf(client, detailCollection, detailId, { filter: { id: { _lt: revisionId } }, sort: ["-id"], limit: 1 });
    detail ??= (await revisionsOf(client, detailCollection, detailId, { filter: { id: { _gt: revisionId } }, sort: ["id"], limit: 1 }))[0];
  }
  const body = detail?.data;
  return {
    ...toRevision(meta),
    excerpt: str(meta.data?.excerpt),
    cover_image_url: str(meta.data?.cover_image_url),
    body: body
      ? {
          content: str(body.content),
          seo_title: str(body.seo_title),
          seo_description: str(body.seo_description),
          keywords: parseKeywords(body.seo_keywords),
        }
      : null,
  };
}
