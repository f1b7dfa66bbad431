// Files in the test Directus, uploaded as staff would in Directus Studio (admin token).
import { publicFolderName } from "../../cms/seed.mjs";
import { directusAdmin, testEnv } from "./env";

/** The id of the top-level "public" folder the seed makes: its files anybody may see through /media. */
export async function publicFolderId() {
  const [folder] = await directusAdmin<{ id: string }[]>(
    "GET",
    `/folders?filter[name][_eq]=${publicFolderName}&filter[parent][_null]=true&fields=id`,
  );
  if (!folder) throw new Error("The test Directus has no public folder (cms/seed.mjs makes it)");
  return folder.id;
}

/** A 1×1 PNG. */
export const tinyPng: Uint8Array<ArrayBuffer> = Uint8Array.from(
  Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==", "base64"),
);

/** Uploads a file (into `folder` if given) and returns its id; delete it with `deleteFiles`. */
export async function uploadFile({
  name,
  type,
  body,
  folder,
}: {
  name: string;
  type: string;
  body: string | Uint8Array<ArrayBuffer>;
  folder?: string;
}) {
  const form = new FormData();
  if (folder) form.append("folder", folder);
  form.append("file", new Blob([body], { type }), name);
  const response = await fetch(`${testEnv.directusUrl}/files`, {
    method: "POST",
    headers: { Authorization: `Bearer ${testEnv.adminToken}` },
    body: form,
  });
  if (response.status !== 200) throw new Error(`Uploading ${name} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

export async function deleteFiles(ids: string[]) {
  if (ids.length) await directusAdmin("DELETE", "/files", ids);
}

/** The files whose name starts with `prefix` (a test's own run), with what the tests check of them. */
export const filesNamed = (prefix: string) =>
  directusAdmin<{ id: string; alt: string | null; filesize: number }[]>(
    "GET",
    `/files?filter[filename_download][_starts_with]=${encodeURIComponent(prefix)}&fields=id,alt,filesize&limit=-1`,
  );

/** Deletes the files whose name starts with `prefix`. */
export const deleteFilesNamed = async (prefix: string) => deleteFiles((await filesNamed(prefix)).map((f) => f.id));

/** PNG bytes first (a file that passes the type check), then zeros up to `size` bytes. */
export function pngOfSize(size: number) {
  const body = Buffer.alloc(size);
  body.set(tinyPng);
  return body;
}
