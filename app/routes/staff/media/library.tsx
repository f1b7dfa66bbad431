import { useTranslation } from "react-i18next";
import { data, Form, redirect, useNavigate, useNavigation, useRevalidator } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/library";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Field, type FieldState } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { PageHeading } from "~/components/ui/PageHeading";
import { Textarea } from "~/components/ui/Textarea";
import { Toast } from "~/components/ui/Toast";
import { requireRole } from "~/features/auth/guards.server";
import { directusContext } from "~/features/cms/directus.server";
import type { Flash } from "~/features/forms/flash";
import { readFlash, setFlash } from "~/features/forms/flash.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { Gallery, GalleryError } from "~/features/media/gallery";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import {
  deleteImage,
  DirectusError,
  fileUsage,
  listImages,
  pageSize,
  readImage,
  updateImage,
  type FileUse,
  type MediaFile,
} from "~/features/media/library.server";
import { isFileId } from "~/features/media/media.server";
import { mediaRoles } from "~/features/media/roles";
import { libraryHref, pageNumber, searchTerm } from "~/features/media/search";
import { UploadForm } from "~/features/media/upload-form";
import { getInstance } from "~/features/i18n/middleware.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Media"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

type LoadError = { status: number; statusText: string } | { status: null };

const loadError = (error: unknown): LoadError => {
  if (error instanceof DirectusError) return { status: error.status, statusText: error.statusText };
  console.error("Media: Directus did not answer:", error);
  return { status: null };
};

/** The library's state is its query: ?q=, ?page=N (pages 1..N), ?edit=<id>, ?confirm=delete&id=<id>. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireRole(request, context, mediaRoles);
  const url = new URL(request.url);
  const q = searchTerm(url.searchParams.get("q"));
  const page = pageNumber(url.searchParams.get("page"));
  // The search as it is sent: trimmed, none when empty (a form without JavaScript sends it as typed).
  const rawQ = url.searchParams.get("q");
  if (rawQ !== null && rawQ !== q) {
    url.searchParams.delete("q");
    if (q) url.searchParams.set("q", q);
    throw redirect(`${url.pathname}${url.searchParams.size ? `?${url.searchParams}` : ""}`);
  }
  const client = context.get(directusContext);
  const { flash, headers } = await readFlash(request);
  const title = getInstance(context).t("media:title");
  const translations = translationsFor(context, ["media"]);

  let files: MediaFile[] = [];
  let total = 0;
  let error: LoadError | null = null;
  try {
    ({ files, total } = await listImages(client, { q, limit: page * pageSize }));
  } catch (caught) {
    error = loadError(caught);
  }

  // The edit form and the delete confirmation, when the query asks for them.
  const editId = url.searchParams.get("edit");
  const deleteId = url.searchParams.get("confirm") === "delete" ? url.searchParams.get("id") : null;
  let editing: MediaFile | null = null;
  let deleting: { file: MediaFile; usage: FileUse[] } | null = null;
  let missing = false;
  try {
    if (editId !== null) {
      editing = isFileId(editId) ? await readImage(client, editId) : null;
      missing = !editing;
    }
    if (deleteId !== null) {
      const file = isFileId(deleteId) ? await readImage(client, deleteId) : null;
      deleting = file ? { file, usage: await fileUsage(client, file.id) } : null;
      missing = !deleting;
    }
  } catch (caught) {
    error ??= loadError(caught);
  }
  const status = error ? 503 : missing ? 404 : 200;
  const again = url.searchParams.get("again") === "1";
  return data({ title, translations, q, page, files, total, error, editing, deleting, again, missing, flash }, { status, headers });
}

const id = z.string().refine(isFileId, "notFound");
const schema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("edit"),
    id,
    title: z.string().trim().max(200, "tooLong").optional(),
    alt: z.string().trim().max(500, "tooLong").optional(),
    description: z.string().trim().max(2000, "tooLong").optional(),
    q: z.string().optional(),
    page: z.string().optional(),
  }),
  z.object({ intent: z.literal("delete"), id, inUse: z.string().optional(), q: z.string().optional(), page: z.string().optional() }),
]);

type EditError = { key: "failed"; status: number; statusText: string } | { key: "notFound" };

/** Edit (title, alt text, description) and delete, with the person's own token; answers 303 + flash. */
export async function action({ request, context }: Route.ActionArgs) {
  requireRole(request, context, mediaRoles);
  const submission = await readIntentForm(request, schema);
  if (submission.status !== "success") return formReply<EditError>(submission);
  const { value } = submission;
  const client = context.get(directusContext);
  const back = libraryHref({ q: searchTerm(value.q), page: pageNumber(value.page) });
  const redirectWith = async (flash: Flash) =>
    redirect(back, { status: 303, headers: { "Set-Cookie": await setFlash({ ns: "media", ...flash }) } });

  let file: MediaFile | null;
  try {
    file = await readImage(client, value.id);
  } catch (error) {
    // A delete always ends on the gallery with a flash in words (with JavaScript too: an answer
    // that is not a redirect would leave the dialog open, saying nothing).
    if (value.intent === "delete") return redirectWith(deleteFailure(error));
    const status = error instanceof DirectusError ? error.status : 503;
    return formReply<EditError>(submission, {
      formError: { key: "failed", status, statusText: error instanceof DirectusError ? error.statusText : "Service Unavailable" },
      status: status >= 500 ? 503 : status,
    });
  }
  if (!file && value.intent === "delete") return redirectWith({ tone: "error", key: "delete.notFound" });
  if (!file) return formReply<EditError>(submission, { formError: { key: "notFound" }, status: 404 });
  const name = file.title || file.filename_download;

  if (value.intent === "edit") {
    try {
      await updateImage(client, file.id, { title: value.title ?? "", alt: value.alt ?? "", description: value.description ?? "" });
    } catch (error) {
      const status = error instanceof DirectusError ? error.status : 503;
      const statusText = error instanceof DirectusError ? error.statusText : "Service Unavailable";
      return formReply<EditError>(submission, { formError: { key: "failed", status, statusText }, status: status >= 500 ? 502 : status });
    }
    return redirectWith({ tone: "success", key: "edit.saved", params: { name: value.title || file.filename_download } });
  }

  try {
    // A file posts use is asked about twice: without the second answer, back to the second question.
    if (value.inUse !== "1" && (await fileUsage(client, file.id)).length > 0)
      return redirect(
        libraryHref({ q: searchTerm(value.q), page: pageNumber(value.page), confirm: "delete", id: file.id, again: "1" }),
        303,
      );
    await deleteImage(client, file.id);
  } catch (error) {
    return redirectWith(deleteFailure(error));
  }
  return redirectWith({ tone: "success", key: "delete.done", params: { name } });
}

/** A delete Directus refused ('Failed to delete: 403 Forbidden') or did not answer ('Failed to delete file.'). */
function deleteFailure(error: unknown): Flash {
  if (error instanceof DirectusError)
    return { tone: "error", key: "delete.failedStatus", params: { status: error.status, statusText: error.statusText } };
  console.error("Media: delete failed:", error);
  return { tone: "error", key: "delete.failed" };
}

export default function MediaLibrary({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const { q, page, files, total, error, editing, deleting, again, missing, flash } = loaderData;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/media";
  const state = { q, page };
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("title")} intro={t("intro")} narrowIntro />
      {flash ? <Toast tone={flash.tone}>{t(flash.key, { ns: flash.ns ?? "media", ...flash.params })}</Toast> : null}
      {missing ? <Notice tone="error">{t("delete.notFound")}</Notice> : null}

      <section aria-labelledby="upload-heading">
        <h2 id="upload-heading" className="mb-3 text-xl font-bold text-slate-900">
          {t("upload.heading")}
        </h2>
        <UploadForm initialTitle={flash?.values?.title} onUploaded={() => void revalidator.revalidate()} />
      </section>

      <section aria-labelledby="gallery-heading" aria-busy={loading || undefined}>
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="gallery-heading" className="text-xl font-bold text-slate-900">
            {t("gallery.heading")} <span className="text-base font-normal text-slate-700">({total})</span>
          </h2>
          <Form
            method="get"
            action="/media"
            role="search"
            className="flex items-end gap-2"
            preventScrollReset
            onSubmit={(event) => {
              // Trimmed, and sent only when not empty; a newer search replaces the older one.
              event.preventDefault();
              void navigate(libraryHref({ q: searchTerm(String(new FormData(event.currentTarget).get("q") ?? "")) }), {
                preventScrollReset: true,
              });
            }}
          >
            <div>
              <label htmlFor="media-search" className="mb-1 block text-sm font-semibold text-slate-800">
                {t("gallery.searchLabel")}
              </label>
              <Input id="media-search" type="search" name="q" defaultValue={q ?? ""} key={q ?? ""} maxLength={100} />
            </div>
            <Button type="submit" variant="outline">
              {t("gallery.searchSubmit")}
            </Button>
          </Form>
        </div>
        {loading ? (
          <p role="status" className="mb-3 text-sm text-slate-700">
            {t("gallery.loading")}
          </p>
        ) : null}
        {error ? (
          <GalleryError error={error} />
        ) : files.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-6 text-slate-700">
            {q ? t("gallery.noMatch", { q }) : t("gallery.empty")}
          </p>
        ) : (
          // The cards are the same for every reader of the library in a language: the files and the
          // page's own query (its links) are all they show, so they are rendered once per state.
          <SameForEveryReader id="media-gallery" inputs={[files, q, page]}>
            <Gallery
              files={files}
              actions={(file) => (
                <>
                  {/* This page's own states: the route is known, nothing to discover (less HTML per card). */}
                  <LinkButton to={libraryHref({ ...state, edit: file.id })} discover="none" preventScrollReset variant="outline" size="sm">
                    {t("gallery.edit")}
                    <span className="sr-only">{` ${file.title || file.filename_download}`}</span>
                  </LinkButton>
                  <LinkButton
                    to={libraryHref({ ...state, confirm: "delete", id: file.id })}
                    discover="none"
                    preventScrollReset
                    variant="ghost"
                    size="sm"
                  >
                    {t("gallery.delete")}
                    <span className="sr-only">{` ${file.title || file.filename_download}`}</span>
                  </LinkButton>
                </>
              )}
            />
          </SameForEveryReader>
        )}
        {files.length < total ? (
          <div className="mt-4 flex justify-center">
            {/* Without JavaScript ?page=N shows pages 1..N; with it, the next page is appended in place. */}
            <LinkButton to={libraryHref({ q, page: page + 1 })} preventScrollReset variant="outline">
              {t("gallery.loadMore")}
            </LinkButton>
          </div>
        ) : null}
      </section>

      {editing ? <EditDialog file={editing} state={state} reply={actionData} /> : null}
      {deleting ? <DeleteDialog file={deleting.file} usage={deleting.usage} again={again} state={state} /> : null}
    </div>
  );
}

type Reply = Route.ComponentProps["actionData"];

function EditDialog({ file, state, reply }: { file: MediaFile; state: { q: string | null; page: number }; reply: Reply }) {
  const { t } = useTranslation("media");
  const navigate = useNavigate();
  const closeTo = libraryHref(state);
  const values = reply?.result?.initialValue ?? null;
  const errors = reply?.result?.error ?? {};
  // A field as the form shows it: what was typed when a save failed, else the file's value.
  const field = (name: "title" | "alt" | "description", max: number): FieldState => ({
    id: `media-${name}`,
    name,
    initialValue: typeof values?.[name] === "string" ? values[name] : (file[name] ?? ""),
    errors: errors[name]?.length ? [t("edit.tooLong", { max })] : undefined,
  });
  const formError = reply?.formError as EditError | null | undefined;
  return (
    <Dialog
      title={t("edit.heading", { name: file.title || file.filename_download })}
      closeTo={closeTo}
      closeLabel={t("delete.cancel")}
      onClose={() => void navigate(closeTo, { replace: true, preventScrollReset: true })}
    >
      <Form method="post" action={libraryHref({ ...state, edit: file.id })} className="mt-4 flex flex-col gap-4" preventScrollReset>
        <input type="hidden" name="id" value={file.id} />
        <input type="hidden" name="q" value={state.q ?? ""} />
        <input type="hidden" name="page" value={String(state.page)} />
        <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-700">{file.filename_download}</p>
        <Field field={field("title", 200)} label={t("edit.title")}>
          <Input />
        </Field>
        <Field field={{ ...field("alt", 500), descriptionId: "media-alt-hint" }} label={t("edit.alt")} hint={t("edit.altHint")}>
          <Input />
        </Field>
        <Field field={field("description", 2000)} label={t("edit.description")}>
          <Textarea rows={3} />
        </Field>
        {formError ? (
          <Notice tone="error">
            {formError.key === "failed"
              ? t("edit.failed", { status: formError.status, statusText: formError.statusText })
              : t("delete.notFound")}
          </Notice>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" name="intent" value="edit">
            {t("edit.save")}
          </Button>
        </div>
      </Form>
    </Dialog>
  );
}

/** Lists the posts using the file, then asks; a file in use is asked about again (`&again=1`). */
function DeleteDialog({
  file,
  usage,
  again,
  state,
}: {
  file: MediaFile;
  usage: FileUse[];
  again: boolean;
  state: { q: string | null; page: number };
}) {
  const { t } = useTranslation("media");
  const navigate = useNavigate();
  const closeTo = libraryHref(state);
  return (
    <Dialog
      title={t("delete.heading")}
      description={t("delete.question", { name: file.title || file.filename_download })}
      closeTo={closeTo}
      closeLabel={t("delete.cancel")}
      onClose={() => void navigate(closeTo, { replace: true, preventScrollReset: true })}
    >
      <div className="mt-3 text-sm text-slate-800">
        {usage.length ? (
          <>
            <p className="font-semibold">{t("delete.usedBy", { count: usage.length })}</p>
            <ul className="mt-1 list-disc pl-5">
              {usage.map((post) => (
                <li key={post.id}>
                  {post.title} <span className="text-slate-600">({post.status})</span>
                </li>
              ))}
            </ul>
            {again ? <p className="mt-2 font-medium text-red-800">{t("delete.usedAgain")}</p> : null}
          </>
        ) : (
          <p>{t("delete.notUsed")}</p>
        )}
      </div>
      <Form method="post" action={libraryHref({ ...state, confirm: "delete", id: file.id })} className="mt-5 flex justify-end gap-3">
        <input type="hidden" name="id" value={file.id} />
        <input type="hidden" name="q" value={state.q ?? ""} />
        <input type="hidden" name="page" value={String(state.page)} />
        {again ? <input type="hidden" name="inUse" value="1" /> : null}
        <LinkButton to={closeTo} replace preventScrollReset variant="ghost">
          {t("delete.cancel")}
        </LinkButton>
        <Button type="submit" name="intent" value="delete" variant="danger">
          {t("delete.confirm")}
        </Button>
      </Form>
    </Dialog>
  );
}
