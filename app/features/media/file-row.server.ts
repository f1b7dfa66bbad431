// A library file's Edit and Delete (issue 46, item 1; ADR 055): child routes of /media, each in a
// dialog over the gallery (a page of its own without JavaScript), the gallery's ?q= and ?page= kept
// on their URL. Their loader reads the file with the person's own token; their action takes the file
// from the URL, whatever the form sent, and answers 303 + flash back to the gallery.
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireRole } from "~/features/auth/guards.server";
import { directusContext } from "~/features/cms/directus.server";
import type { Flash } from "~/features/forms/flash";
import { setFlash } from "~/features/forms/flash.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { deleteImage, DirectusError, fileUsage, readImage, updateImage, type FileUse, type MediaFile } from "./library.server";
import { isFileId } from "./media.server";
import { mediaRoles } from "./roles";
import { fileDialogHref, libraryHref, libraryStateOf } from "./search";

interface RowArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
  params: { id: string };
}

export type LoadError = { status: number; statusText: string } | { status: null };
export type EditError = { key: "failed"; status: number; statusText: string } | { key: "notFound" };

/** What Directus answered instead of the files (its status), or nothing at all. */
export function loadError(error: unknown): LoadError {
  if (error instanceof DirectusError) return { status: error.status, statusText: error.statusText };
  console.error("Media: Directus did not answer:", error);
  return { status: null };
}

const noStore = { "Cache-Control": "private, no-store" };

/** The file the URL names (none, or not a file id: null), read with the person's own token (the role checked first). */
async function fileOf({ context, params }: RowArgs) {
  const client = context.get(directusContext);
  return { client, file: isFileId(params.id) ? await readImage(client, params.id) : null };
}

/**
 * The dialog's data: the file (Delete: and the posts that use it; `?again=1` once the person was told),
 * or null with a 404 (words and the way back in the dialog); Directus failing: 503 with its words.
 */
export async function fileRowLoader(args: RowArgs, dialog: "edit" | "delete") {
  requireRole(args.request, args.context, mediaRoles);
  const url = new URL(args.request.url);
  const state = libraryStateOf(url);
  const again = url.searchParams.get("again") === "1";
  const title = getInstance(args.context).t("media:title");
  let file: MediaFile | null = null;
  let usage: FileUse[] = [];
  try {
    const found = await fileOf(args);
    file = found.file;
    if (file && dialog === "delete") usage = await fileUsage(found.client, file.id);
  } catch (caught) {
    return data({ title, state, file: null, usage, again, error: loadError(caught) }, { status: 503, headers: noStore });
  }
  return data({ title, state, file, usage, again, error: null }, { status: file ? 200 : 404, headers: noStore });
}

const back = async (request: Request, flash: Omit<Flash, "ns">) =>
  redirect(libraryHref(libraryStateOf(new URL(request.url))), {
    status: 303,
    headers: { "Set-Cookie": await setFlash({ ns: "media", ...flash }) },
  });

const editForm = z.object({
  title: z.string().trim().max(200, "tooLong").optional(),
  alt: z.string().trim().max(500, "tooLong").optional(),
  description: z.string().trim().max(2000, "tooLong").optional(),
});

const failed = (error: unknown) => ({
  key: "failed" as const,
  status: error instanceof DirectusError ? error.status : 503,
  statusText: error instanceof DirectusError ? error.statusText : "Service Unavailable",
});

/** Save a file's title, alt text and description (ADR 008): refused → the form again with what was typed; done → the gallery with a flash. */
export async function editFileAction(args: RowArgs) {
  requireRole(args.request, args.context, mediaRoles);
  const submission = parseWithZod(await readForm(args.request), { schema: editForm });
  if (submission.status !== "success") return formReply<EditError>(submission);
  let found: Awaited<ReturnType<typeof fileOf>>;
  try {
    found = await fileOf(args);
  } catch (error) {
    const formError = failed(error);
    return formReply<EditError>(submission, { formError, status: formError.status >= 500 ? 503 : formError.status });
  }
  const { client, file } = found;
  if (!file) return formReply<EditError>(submission, { formError: { key: "notFound" }, status: 404 });
  const { title, alt, description } = submission.value;
  try {
    await updateImage(client, file.id, { title: title ?? "", alt: alt ?? "", description: description ?? "" });
  } catch (error) {
    const formError = failed(error);
    return formReply<EditError>(submission, { formError, status: formError.status >= 500 ? 502 : formError.status });
  }
  return back(args.request, { tone: "success", key: "edit.saved", params: { name: title || file.filename_download } });
}

/**
 * Delete a file: it always ends on the gallery with a flash in words (with JavaScript too: an answer
 * that is not a redirect would leave the dialog open, saying nothing), but for a file posts use,
 * asked about twice: without the second answer (`inUse=1`), back to the dialog with `?again=1`.
 */
export async function deleteFileAction(args: RowArgs) {
  requireRole(args.request, args.context, mediaRoles);
  const form = await readForm(args.request);
  try {
    const { client, file } = await fileOf(args);
    if (!file) return back(args.request, { tone: "error", key: "delete.notFound" });
    if (form.get("inUse") !== "1" && (await fileUsage(client, file.id)).length > 0)
      return redirect(fileDialogHref(file.id, "delete", { ...libraryStateOf(new URL(args.request.url)), again: true }), 303);
    await deleteImage(client, file.id);
    return back(args.request, { tone: "success", key: "delete.done", params: { name: file.title || file.filename_download } });
  } catch (error) {
    return back(args.request, deleteFailure(error));
  }
}

/** A delete Directus refused ('Failed to delete: 403 Forbidden') or did not answer ('Failed to delete file.'). */
function deleteFailure(error: unknown): Omit<Flash, "ns"> {
  if (error instanceof DirectusError)
    return { tone: "error", key: "delete.failedStatus", params: { status: error.status, statusText: error.statusText } };
  console.error("Media: delete failed:", error);
  return { tone: "error", key: "delete.failed" };
}
