import { useTranslation } from "react-i18next";
import { data, Form, Outlet, redirect, useNavigate, useNavigation, useRevalidator } from "react-router";
import type { Route } from "./+types/library";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Input";
import { LinkButton } from "~/components/ui/LinkButton";
import { PageHeading } from "~/components/ui/PageHeading";
import { dialogLinkProps } from "~/components/ui/RouteDialog";
import { useFlash } from "~/features/forms/flash-toast";
import { requireRole } from "~/features/auth/guards.server";
import { directusContext } from "~/features/cms/directus.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { loadError, type LoadError } from "~/features/media/file-row.server";
import { Gallery, GalleryError } from "~/features/media/gallery";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import { listImages, pageSize, type MediaFile } from "~/features/media/library.server";
import { mediaRoles } from "~/features/media/roles";
import { fileDialogHref, libraryHref, pageNumber, searchTerm } from "~/features/media/search";
import { UploadForm } from "~/features/media/upload-form";
import { getInstance } from "~/features/i18n/middleware.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Media"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/**
 * The library's state is its query: ?q=, ?page=N (pages 1..N). A file's Edit and Delete are child
 * routes (`:id/edit`, `:id/delete`, ADR 055) shown in a dialog where the page renders its `<Outlet />`.
 */
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

  return data({ title, translations, q, page, files, total, error }, { status: error ? 503 : 200 });
}

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("media");
  const { q, page, files, total, error } = loaderData;
  // A refused upload without JavaScript: its flash gives back the title that was typed.
  const flash = useFlash();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/media";
  const state = { q, page };
  const fromList = dialogLinkProps(libraryHref(state));
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t("title")} intro={t("intro")} narrowIntro />

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
                  {/* This page's own dialogs: the routes are known, nothing to discover (less HTML per card). */}
                  <LinkButton to={fileDialogHref(file.id, "edit", state)} {...fromList} discover="none" variant="outline" size="sm">
                    {t("gallery.edit")}
                    <span className="sr-only">{` ${file.title || file.filename_download}`}</span>
                  </LinkButton>
                  <LinkButton to={fileDialogHref(file.id, "delete", state)} {...fromList} discover="none" variant="ghost" size="sm">
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

      <Outlet />
    </div>
  );
}
