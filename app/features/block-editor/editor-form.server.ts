import { data } from "react-router";
import { readForm } from "~/features/forms/read-form.server";
import { postDoorLimit } from "~/features/http/front-door.server";
import { MultipartError, multipartBoundary, readMultipart } from "~/features/http/multipart.server";
import { discardReceived, receiveImagePart, type ReceivedPart } from "~/features/media/upload.server";

/** Files in one post of the editor's form: one per upload button a person may have filled before pressing one. */
const maxImagesPerPost = 4;

/** The editor's form as posted, with the images its upload buttons sent (ADR 039). */
export interface EditorPost {
  form: FormData;
  /** The bytes of the form's fields (a multipart post's files left out): a post's limit applies to them. */
  fieldBytes: number;
  /** Each file input that carried an image, by its target (`cover`, `3`), received to disk but not yet checked further. */
  images: Map<string, ReceivedPart>;
  /** Removes the received files' temporary folders. */
  discard(): Promise<void>;
}

/**
 * The editor's form, urlencoded (every button) or multipart (its upload buttons, `formenctype`;
 * ADR 039). A multipart body is read as it streams: the fields into the form, each image to a
 * temporary file (the upload path's first checks: raster type by its bytes, 10 MB; a larger one is
 * skipped and named, the fields after it still read). The front door lets a file's 10 MB more reach
 * the editor; a urlencoded body past the editor's own door is refused here, unread.
 */
export async function readEditorPost(request: Request): Promise<EditorPost> {
  const images = new Map<string, ReceivedPart>();
  const discard = async () => {
    for (const image of images.values()) if (image && "received" in image) await discardReceived(image.received);
  };
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (!multipartBoundary(request.headers.get("Content-Type"))) {
    if (length > postDoorLimit) throw data("Payload Too Large: a post's form is at most 8 MB.", { status: 413 });
    return { form: await readForm(request), fieldBytes: length, images, discard };
  }
  const form = new FormData();
  let fieldBytes = 0;
  try {
    // Every block has up to eleven fields (2,000 blocks at most); a field up to the editor's door.
    for await (const part of readMultipart(request, { maxParts: 30_000, maxFieldSize: postDoorLimit })) {
      if (part.filename === null) {
        const value = await part.text();
        fieldBytes += Buffer.byteLength(value) + part.name.length;
        if (fieldBytes > postDoorLimit) throw new MultipartError("The post's fields are larger than 8 MB.", 413);
        form.append(part.name, value);
        continue;
      }
      const target = /^upload-(cover|\d{1,4})$/.exec(part.name)?.[1];
      if (!target || images.has(target) || images.size >= maxImagesPerPost) continue;
      images.set(target, await receiveImagePart(part, request.signal));
    }
  } catch (error) {
    await discard();
    if (error instanceof MultipartError) throw data(error.message, { status: error.status });
    throw error;
  }
  return { form, fieldBytes, images, discard };
}
