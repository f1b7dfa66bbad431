import type { DirectusClient } from "~/features/cms/directus.server";
import { publicFolderId } from "./file-place.server";

/** Gallery cards per page (issue 28). */
export const pageSize = 24;

/** What a gallery card shows of a file. */
export interface MediaFile {
  id: string;
  title: string | null;
  filename_download: string;
  type: string | null;
  filesize: number | null;
  width: number | null;
  height: number | null;
  uploaded_on: string | null;
  description: string | null;
  alt: string | null;
}

const cardFields = ["id", "title", "filename_download", "type", "filesize", "width", "height", "uploaded_on", "description", "alt"];

/** Directus answered with an error status: the page words it 'Directus error: {status} {statusText}'. */
export class DirectusError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`Directus error: ${status} ${statusText}`);
  }
}

/**
 * A call to Directus with the person's own client (its token, its refresh on 401), answering the
 * JSON body's `data` and `meta`, or throwing `DirectusError` with Directus' status.
 */
async function directus<T>(client: DirectusClient, path: string, init: RequestInit = {}, signal?: AbortSignal) {
  const send = client.globals.fetch as typeof fetch;
  const response = await send(new URL(path, client.url), {
    ...init,
    signal,
    headers: { ...(init.body ? { "Content-Type": "application/json" } : {}), ...init.headers },
  });
  if (!response.ok) throw new DirectusError(response.status, response.statusText);
  const text = await response.text();
  const body = (text ? JSON.parse(text) : {}) as { data?: T; meta?: { filter_count?: number; total_count?: number } };
  return body;
}

/**
 * Images of the media library only (issue 51, item 7): the top level or the public folder, never a
 * hand-in or a partner's file in a folder of its own, so the gallery and the pickers never offer one.
 */
async function imageFilter(q: string | null) {
  const publicFolder = await publicFolderId();
  const inLibrary = { _or: [{ folder: { _null: true } }, ...(publicFolder ? [{ folder: { _eq: publicFolder } }] : [])] };
  const images = [{ type: { _starts_with: "image/" } }, inLibrary];
  if (!q) return { _and: images };
  return { _and: [...images, { _or: ["title", "filename_download", "description"].map((field) => ({ [field]: { _icontains: q } })) }] };
}

/**
 * Images only, newest first, `limit` from `offset`, with the count of what the search finds
 * (`filter_count`): the gallery's pages and its 'Load more'.
 */
export async function listImages(
  client: DirectusClient,
  { q, offset = 0, limit = pageSize, signal }: { q: string | null; offset?: number; limit?: number; signal?: AbortSignal },
) {
  const params = new URLSearchParams({
    fields: cardFields.join(","),
    filter: JSON.stringify(await imageFilter(q)),
    sort: "-uploaded_on,-id",
    limit: String(limit),
    offset: String(offset),
    meta: "filter_count",
  });
  const body = await directus<MediaFile[]>(client, `/files?${params}`, {}, signal);
  return { files: body.data ?? [], total: body.meta?.filter_count ?? 0 };
}

/** One image (null: none, or not an image, or not the person's to see). */
export async function readImage(client: DirectusClient, id: string) {
  const params = new URLSearchParams({
    fields: cardFields.join(","),
    filter: JSON.stringify({ id: { _eq: id }, ...(await imageFilter(null)) }),
  });
  const body = await directus<MediaFile[]>(client, `/files?${params}`);
  return body.data?.[0] ?? null;
}

export async function updateImage(client: DirectusClient, id: string, values: { title: string; alt: string; description: string }) {
  await directus(client, `/files/${id}`, {
    method: "PATCH",
    body: JSON.stringify({ title: values.title || null, alt: values.alt || null, description: values.description || null }),
  });
}

export async function deleteImage(client: DirectusClient, id: string) {
  await directus(client, `/files/${id}`, { method: "DELETE" });
}

/** A post that shows a file: as its cover, or in its content. */
export interface FileUse {
  id: number;
  title: string;
  slug: string;
  status: string;
}

/**
 * The posts whose cover or content use the file (`/media/<id>` in the cover URL or the body), read
 * with the person's token: what the delete confirmation lists.
 */
export async function fileUsage(client: DirectusClient, id: string): Promise<FileUse[]> {
  const postFields = "id,title,slug,status";
  const covers = new URLSearchParams({
    fields: postFields,
    filter: JSON.stringify({ cover_image_url: { _contains: `/media/${id}` } }),
    limit: "50",
  });
  const bodies = new URLSearchParams({
    fields: `post_id.${postFields.split(",").join(",post_id.")}`,
    filter: JSON.stringify({ content: { _contains: `/media/${id}` } }),
    limit: "50",
  });
  const [byCover, byContent] = await Promise.all([
    directus<FileUse[]>(client, `/items/seed_post_meta?${covers}`),
    directus<{ post_id: FileUse | null }[]>(client, `/items/seed_post_detail?${bodies}`),
  ]);
  const posts = new Map<number, FileUse>();
  for (const post of [...(byCover.data ?? []), ...(byContent.data ?? []).map((row) => row.post_id)]) if (post) posts.set(post.id, post);
  return [...posts.values()].sort((a, b) => a.title.localeCompare(b.title));
}
