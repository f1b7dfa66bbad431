import sharp from "sharp";
import { expect } from "vitest";

/** A file a backup test's writer uploaded: its id and the bytes it sent. */
export interface UploadedFile {
  id: string;
  bytes: Buffer;
}

/**
 * Uploads a picture of its own size and colour straight to Directus (which takes images: the upload
 * hook sniffs the bytes), for the backup tests' writers (issue 53, item 3).
 */
export async function uploadPicture(directusUrl: string, token: string, i: number): Promise<UploadedFile> {
  const size = 40 + (i % 50);
  const bytes = await sharp({ create: { width: size, height: size, channels: 3, background: { r: (50 * i) % 256, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set("title", `backup ${i}`);
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), `backup-${i}.png`);
  const response = await fetch(`${directusUrl}/files`, { method: "POST", headers: { Authorization: `Bearer ${token}` }, body: form });
  expect(response.status).toBe(200);
  return { id: ((await response.json()) as { data: { id: string } }).data.id, bytes };
}

/**
 * The writer's files a restore brought back, checked: every one whose upload had ended at the
 * snapshot (its row has its size) — at least those uploaded before the backup began, in the order
 * written — byte for byte through Directus. One still uploading then is a row without a size, as
 * after a failed upload.
 */
export async function expectWriterFilesRestored(directusUrl: string, token: string, written: UploadedFile[], beforeBackup: number) {
  const response = await fetch(`${directusUrl}/files?limit=-1&fields=id,filesize`, { headers: { Authorization: `Bearer ${token}` } });
  const rows = ((await response.json()) as { data: { id: string; filesize: number | null }[] }).data;
  const restored = new Set(rows.filter((row) => Number(row.filesize) > 0).map((row) => row.id));
  const files = written.filter((file) => restored.has(file.id));
  expect(files.length).toBeGreaterThanOrEqual(beforeBackup);
  expect(files).toEqual(written.slice(0, files.length));
  for (const file of files) {
    const asset = await fetch(`${directusUrl}/assets/${file.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(asset.status).toBe(200);
    expect(Buffer.from(await asset.arrayBuffer()).equals(file.bytes)).toBe(true);
  }
  return files;
}
