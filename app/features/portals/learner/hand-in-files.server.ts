// A hand-in's files (issue 49, item 2; SECURITY.md, "Uploads"): the projects page's form streamed
// part by part (app/features/http/multipart.server.ts), each file received to a temporary folder and
// told by its content (PDF, the five raster images, Word, Excel and PowerPoint documents), at most
// 10 MB each and 5 in all. Nothing reaches Directus before every file of the form passed; then each
// goes to the hand-ins folder with the learner's own token (cms/permissions/learning.mjs).
import { open, stat } from "node:fs/promises";
import path from "node:path";
import { readMe } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readMultipart } from "~/features/http/multipart.server";
import {
  discardReceived,
  fileChunks,
  oneAtATime,
  receivePart,
  reencodeImage,
  sendToDirectus,
  type Refusal,
} from "~/features/media/upload.server";
import { sniffImageType, type RasterType } from "~/features/media/sniff";
import { handInsFolderId, maxHandInFiles } from "../../../../cms/extensions/shared/hand-ins.mjs";
import { handInMaxLength } from "./coursework";

const officeTypes = {
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
} as const;

/** A hand-in file's type as its first bytes tell it: an Office document is a ZIP until its contents say which. */
export type HandInSniffed = RasterType | "application/pdf" | "application/zip";
export type HandInType = Exclude<HandInSniffed, "application/zip"> | (typeof officeTypes)[keyof typeof officeTypes];

/** PDF `%PDF-`, a ZIP's first local header `PK 03 04`, or one of the five raster images; anything else null. */
export function sniffHandInType(head: Uint8Array): HandInSniffed | null {
  const starts = (text: string) => [...text].every((char, i) => head[i] === char.charCodeAt(0));
  if (starts("%PDF-")) return "application/pdf";
  if (starts("PK\u0003\u0004")) return "application/zip";
  return sniffImageType(head);
}

/**
 * The names a ZIP file holds, from its central directory (read from the end of the file: the
 * "end of central directory" record, then each entry's header), or null when it is not a whole ZIP.
 */
export async function zipEntryNames(file: string): Promise<string[] | null> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + 65_535);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at--) {
      if (tail.readUInt32LE(at) === 0x06054b50) {
        end = at;
        break;
      }
    }
    if (end < 0) return null;
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    // ZIP64 (over 4 GB or 65 535 entries) never fits a 10 MB hand-in.
    if (directoryOffset + directorySize > size || directorySize > 4 * 1024 * 1024) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryOffset);
    const names: string[] = [];
    for (let at = 0, n = 0; n < entries; n++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== 0x02014b50) return null;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      names.push(directory.toString("utf8", at + 46, at + 46 + nameLength));
      at += 46 + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await handle.close();
  }
}

/**
 * Which Office document a ZIP is, by what it holds (Office Open XML: `[Content_Types].xml` and the
 * document's main part), or null: any other ZIP, and a document with macros (`vbaProject.bin`).
 */
export async function officeTypeOf(file: string): Promise<HandInType | null> {
  const names = await zipEntryNames(file);
  if (!names || !names.includes("[Content_Types].xml")) return null;
  if (names.some((name) => name.toLowerCase().endsWith("vbaproject.bin"))) return null;
  if (names.includes("word/document.xml")) return officeTypes.docx;
  if (names.includes("xl/workbook.xml")) return officeTypes.xlsx;
  if (names.includes("ppt/presentation.xml")) return officeTypes.pptx;
  return null;
}

/** A PDF ends with `%%EOF` (some writers add a few bytes after it): a cut or forged one does not. */
async function isWholePdf(file: string) {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 1024));
    await handle.read(tail, 0, tail.length, size - tail.length);
    return tail.includes("%%EOF");
  } finally {
    await handle.close();
  }
}

/** A file of the form, received and checked, ready for Directus: `path` is what is sent. */
export interface CheckedFile {
  filename: string;
  type: HandInType;
  folder: string;
  path: string;
}

/** Why a file was not taken (`coursework.fileRefused.*`), or the whole form's: too many files. */
export type FileRefusal = Pick<Refusal, "filename"> & { reason: "type" | "size" | "empty" | "decode" | "dimensions" };

export interface HandInUpload {
  /** The form's text fields (the hand-in's schema parses them). */
  form: FormData;
  files: CheckedFile[];
  refused: FileRefusal[];
  /** How many files the form held (more than `maxHandInFiles`: none is taken). */
  fileCount: number;
}

/**
 * Checks one received file by its content: an image decodes as the image it claims and is written
 * again without its metadata (ADR 022), a PDF is whole, a ZIP is a Word, Excel or PowerPoint document.
 */
async function checkReceived(received: { filename: string; type: HandInSniffed; folder: string }): Promise<CheckedFile | FileRefusal> {
  const { filename, folder } = received;
  const file = path.join(folder, "received");
  if (received.type === "application/pdf")
    return (await isWholePdf(file)) ? { filename, type: received.type, folder, path: file } : { filename, reason: "type" };
  if (received.type === "application/zip") {
    const type = await officeTypeOf(file);
    return type ? { filename, type, folder, path: file } : { filename, reason: "type" };
  }
  const clean = path.join(folder, "clean");
  try {
    await oneAtATime(() => reencodeImage(file, clean, received.type as RasterType));
  } catch (error) {
    const reason = (error as { reason?: unknown }).reason;
    if (reason === "decode" || reason === "dimensions") return { filename, reason };
    throw error;
  }
  return { filename, type: received.type, folder, path: clean };
}

/**
 * Reads the hand-in form as it streams: its text fields, then each `files` part received and
 * checked. Past `maxHandInFiles` files the rest are not received (the form is refused whole); a file
 * past 10 MB is refused and the rest of it read and dropped, so the page can answer with words and
 * what was typed. Call `discardUpload` when done, whatever happened.
 */
export async function receiveHandIn(request: Request, client: DirectusClient): Promise<HandInUpload> {
  // A streamed body cannot be sent twice: the token's refresh (spec §4) happens before it.
  await client.request(readMe({ fields: ["id"] }));
  const upload: HandInUpload = { form: new FormData(), files: [], refused: [], fileCount: 0 };
  try {
    // Percent-encoding does not apply here: 10 000 characters of Thai are about 30 kB of UTF-8.
    for await (const part of readMultipart(request, { maxParts: maxHandInFiles + 20, maxFieldSize: 4 * handInMaxLength + 1024 })) {
      if (part.filename === null) {
        upload.form.append(part.name, await part.text());
        continue;
      }
      if (part.name !== "files") continue;
      // An empty file input still sends a part with no name and no bytes: not a file.
      if (part.filename === "" && upload.fileCount >= maxHandInFiles) continue;
      if (upload.fileCount >= maxHandInFiles) {
        upload.fileCount++;
        continue;
      }
      const received = await receivePart(part, request.signal, sniffHandInType);
      if (!received) continue;
      upload.fileCount++;
      if ("refused" in received) {
        upload.refused.push({ filename: received.refused.filename, reason: received.refused.reason as FileRefusal["reason"] });
        continue;
      }
      const checked = await checkReceived(received.received);
      if ("reason" in checked) {
        await discardReceived(received.received);
        upload.refused.push(checked);
      } else upload.files.push(checked);
    }
  } catch (error) {
    await discardUpload(upload);
    throw error;
  }
  return upload;
}

/** Removes every received file's temporary folder. */
export async function discardUpload(upload: Pick<HandInUpload, "files">) {
  await Promise.all(upload.files.map((file) => discardReceived(file)));
}

/**
 * Stores the checked files in the hand-ins folder for `item`, with the learner's own token, in the
 * form's order; their ids, or the first failure's status (nothing more is sent after it).
 */
export async function storeHandInFiles(
  client: DirectusClient,
  files: CheckedFile[],
  { item, signal }: { item: number; signal: AbortSignal },
): Promise<{ ok: true; ids: string[] } | { ok: false; status: number }> {
  const ids: string[] = [];
  for (const file of files) {
    const { size } = await stat(file.path);
    const sent = await sendToDirectus(
      client,
      {
        head: Buffer.alloc(0),
        rest: fileChunks(file.path),
        filename: file.filename,
        type: file.type,
        title: file.filename,
        fields: { folder: handInsFolderId, hand_in_item: String(item) },
      },
      signal,
    );
    if (!sent.ok) {
      console.error(`Hand-in: Directus did not take “${file.filename}” (${size} bytes): ${sent.status}`);
      return { ok: false, status: sent.status };
    }
    ids.push(sent.id);
  }
  return { ok: true, ids };
}
