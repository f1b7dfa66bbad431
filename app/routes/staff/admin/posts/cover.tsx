import { useState } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import type { Route } from "./+types/cover";
import { buttonClass } from "~/components/ui/Button";
import { Field } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { useHydrated } from "~/components/ui/use-hydrated";
import { directusContext } from "~/features/cms/directus.server";
import { routeHeaders } from "~/features/http/route-headers";
import { Gallery, type GalleryFile } from "~/features/media/gallery";
import { DirectusError, listImages } from "~/features/media/library.server";
import { MediaPicker, mediaUrl } from "~/features/media/media-picker";
import { searchTerm } from "~/features/media/search";
import { staffPageMeta } from "~/features/staff/page-meta";
import { AdminDialog, useAdminReply } from "~/features/staff/admin/admin-dialog";
import { changeCover } from "~/features/staff/admin/content.server";
import { adminDialogData, adminRowAction, postOfRoute } from "~/features/staff/admin/row-action.server";
import { SearchForm } from "../search-form";

export const meta: Route.MetaFunction = staffPageMeta;
export const headers: Route.HeadersFunction = routeHeaders;

/**
 * Change cover image… (issue 29): the post, and the media library (issue 28) as this page shows it
 * without JavaScript: its newest images, or those `?pq=` finds. A failed read keeps the URL field usable.
 */
export async function loader(args: Route.LoaderArgs) {
  const post = await postOfRoute(args);
  const q = searchTerm(new URL(args.request.url).searchParams.get("pq"));
  let library: { q: string | null; files: GalleryFile[]; total: number; failed: boolean };
  try {
    const { files, total } = await listImages(args.context.get(directusContext), { q });
    library = { q, files, total, failed: false };
  } catch (error) {
    if (!(error instanceof DirectusError)) console.error("Admin: the media library could not be read:", error);
    library = { q, files: [], total: 0, failed: true };
  }
  return adminDialogData(args.context, "admin.post.changeCover", { post: { title: post.title, cover: post.cover_image_url }, library });
}

/** Only an address outside Directus' files or a file of the media library (issue 51, item 7). */
export async function action(args: Route.ActionArgs) {
  return adminRowAction(args, ["changeCover"], async (form, { client }) => {
    await changeCover(client, form.id, form.cover);
    return "admin.done.coverChanged";
  });
}

/**
 * With JavaScript a button opens the media library's picker over the dialog; on the dialog's page
 * of its own the library's images are listed with a search, one form per image. The cover URL field
 * with its preview stays below: a path or address typed by hand, and the way out when the library fails.
 */
export default function ChangeCover({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("staff");
  const { post, library } = loaderData;
  const { field, errorText, typed } = useAdminReply(actionData);
  const hydrated = useHydrated();
  const location = useLocation();
  const [value, setValue] = useState(typed("cover") ?? post.cover ?? "");
  const [picking, setPicking] = useState(false);
  const { pq: _, ...keep } = Object.fromEntries(new URLSearchParams(location.search));
  const preview = /^(\/(?!\/)|https?:\/\/)\S+$/i.test(value.trim()) ? value.trim() : null;
  const before = (
    <div className="mt-4 flex flex-col gap-4">
      {hydrated ? (
        <button type="button" className={buttonClass({ variant: "outline", size: "sm" })} onClick={() => setPicking(true)}>
          {t("admin.post.coverPick")}
        </button>
      ) : null}
      <section aria-labelledby="cover-library-heading" className="flex flex-col gap-3">
        <h3 id="cover-library-heading" className="text-lg font-semibold text-slate-900">
          {t("admin.post.coverLibrary")}
        </h3>
        <SearchForm look="dialog" name="pq" value={library.q ?? ""} keep={keep} label={t("admin.post.coverSearch")} maxLength={100} />
        {library.failed ? (
          <Notice tone="warning">{t("admin.post.coverLibraryFailed")}</Notice>
        ) : library.files.length === 0 ? (
          <p className="text-sm text-slate-700">{t("admin.post.coverLibraryEmpty")}</p>
        ) : (
          <Gallery
            files={library.files}
            actions={(file) => (
              <Form method="post">
                <input type="hidden" name="cover" value={mediaUrl(file.id)} />
                <button type="submit" className={buttonClass({ size: "sm" })}>
                  {t("admin.post.coverChoose")}
                  <span className="sr-only"> {file.title || file.filename_download}</span>
                </button>
              </Form>
            )}
          />
        )}
      </section>
      {/* The picker is a dialog of its own, outside this one's form (it has forms of its own). */}
      {picking
        ? createPortal(
            <MediaPicker
              closeTo={location.pathname + location.search}
              onClose={() => setPicking(false)}
              onChoose={(url) => {
                setValue(url);
                setPicking(false);
              }}
            />,
            document.body,
          )
        : null}
    </div>
  );
  return (
    <AdminDialog
      title={t("admin.post.changeCover")}
      question={t("admin.post.coverQuestion", { title: post.title })}
      confirmLabel={t("admin.save")}
      before={before}
      reply={actionData}
    >
      <div className="flex flex-col gap-2">
        {/* The control is the state's (the gallery and the picker fill it in): no initial value from the field. */}
        <Field field={{ ...field("cover", "cover-url"), initialValue: undefined }} label={t("admin.post.coverUrl")} formatError={errorText}>
          <Input value={value} onChange={(event) => setValue(event.target.value)} maxLength={2000} />
        </Field>
        {preview ? <img src={preview} alt={t("admin.post.coverPreview")} className="h-32 w-full rounded-lg object-cover" /> : null}
      </div>
    </AdminDialog>
  );
}
