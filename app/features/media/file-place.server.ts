import { readFiles, readFolders, withOptions } from "@directus/sdk";
import { createServiceClient, type DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { createSwrCache } from "~/features/posts/swr-cache.server";

/**
 * The Directus folder (at the top level) whose files anybody may see through /media: Studio uploads
 * meant for the site go there (README). The seed creates it (cms/seed.mjs); its sub-folders are not public.
 */
export const publicFolderName = "public";

const publicFolderCache = createSwrCache<string | null>({ freshMs: 10_000, staleMs: 600_000, maxEntries: 2_000 });

/** A cached read of one folder id: the public folder's, or the folder a file is in. */
function cachedFolder(
  key: string,
  read: (service: DirectusClient, signal: AbortSignal) => Promise<Array<{ id?: string; folder?: unknown }>>,
) {
  return publicFolderCache.get(key, async () => {
    const service = createServiceClient();
    const [row] = await withRetries((signal) => read(service, signal));
    if (key !== "public") return row ? (typeof row.folder === "string" ? row.folder : "") : null;
    return typeof row?.id === "string" ? row.id : null;
  });
}

/** The id of the top-level "public" folder (null: the seed has not made it). Cached 10 s. */
export function publicFolderId() {
  return cachedFolder("public", (service, signal) =>
    service.request(
      withOptions(readFolders({ fields: ["id"], filter: { name: { _eq: publicFolderName }, parent: { _null: true } }, limit: 1 }), {
        signal,
      }),
    ),
  );
}

/**
 * Where a file lives, as /media and a post's save tell files apart (issue 51, item 7):
 * - `public`: the public folder, anybody sees it;
 * - `library`: the media library, the files at the top level (what /upload and Studio store without
 *   a folder): a published post may show them, and only these;
 * - `elsewhere`: in any other folder (a learner's hand-in, a partner's asset): never public;
 * - `missing`: no such file.
 */
export type FilePlace = "public" | "library" | "elsewhere" | "missing";

export async function filePlace(id: string): Promise<FilePlace> {
  const [publicFolder, folder] = await Promise.all([
    publicFolderId(),
    cachedFolder(`file:${id}`, (service, signal) =>
      service.request(withOptions(readFiles({ fields: ["folder"], filter: { id: { _eq: id } }, limit: 1 }), { signal })),
    ),
  ]);
  if (folder === null) return "missing";
  if (folder === "") return "library";
  return publicFolder !== null && folder === publicFolder ? "public" : "elsewhere";
}
