import { readItems } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { PostMeta } from "~/features/cms/schema";

/** The fields a post card needs (spec §7: id, title, slug, status, cover, excerpt, author, dates). */
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

/** Published posts, newest first (spec §4). */
export async function listPublishedPosts(client: DirectusClient, { limit = 6, offset = 0 } = {}) {
  return (await client.request(
    readItems("seed_post_meta", {
      fields: [...postCardFields],
      filter: { status: { _eq: "published" } },
      sort: ["-created_at", "-id"],
      limit,
      offset,
    }),
  )) as PostCard[];
}
