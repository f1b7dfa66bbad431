import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { Input } from "~/components/ui/Input";
import { Gallery, GalleryError, type GalleryFile } from "./gallery";
import { libraryHref, searchTerm } from "./search";
import { UploadForm } from "./upload-form";

/** What the picker reads from /media's loader (its JSON for a fetcher). */
interface LibraryPage {
  files: GalleryFile[];
  total: number;
  error: { status: number; statusText: string } | { status: null } | null;
}

/** A chosen image as posts store it: `/media/{id}` (the cover URL or a figure's src). */
export const mediaUrl = (id: string) => `/media/${id}`;

/**
 * The media picker with JavaScript (issue 28): a Dialog up to 760 px with the library's gallery,
 * search and upload, read from /media's own loader (so the same role check and the person's own
 * token apply). Render it only while it is open; `onChoose` receives `/media/{id}`.
 *
 *   {picking && <MediaPicker closeTo={href} onClose={() => setPicking(false)} onChoose={(url) => setCover(url)} />}
 *
 * Without JavaScript use `MediaPickerInForm` inside the editor's own form instead.
 */
export function MediaPicker({ closeTo, onClose, onChoose }: { closeTo: string; onClose: () => void; onChoose: (url: string) => void }) {
  const { t } = useTranslation("media");
  const fetcher = useFetcher<LibraryPage>();
  const [query, setQuery] = useState<{ q: string | null; page: number }>({ q: null, page: 1 });
  // A newer search or page replaces the older load: the fetcher aborts it, its answer is never shown.
  const { load } = fetcher;
  useEffect(() => {
    void load(libraryHref(query));
  }, [load, query]);
  const data = fetcher.data;
  const files = data?.files ?? [];
  return (
    <Dialog wide title={t("picker.heading")} closeTo={closeTo} closeLabel={t("picker.close")} onClose={onClose}>
      <form
        role="search"
        className="mt-4 flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ q: searchTerm(String(new FormData(event.currentTarget).get("q") ?? "")), page: 1 });
        }}
      >
        <div className="flex-1">
          <label htmlFor="picker-search" className="mb-1 block text-sm font-semibold text-slate-800">
            {t("gallery.searchLabel")}
          </label>
          <Input id="picker-search" name="q" type="search" maxLength={100} />
        </div>
        <Button type="submit" variant="outline">
          {t("gallery.searchSubmit")}
        </Button>
      </form>
      <div className="mt-4">
        <UploadForm idPrefix="picker-upload" onUploaded={() => setQuery((current) => ({ ...current, page: 1 }))} />
      </div>
      <div className="mt-4" aria-busy={fetcher.state === "loading" || undefined}>
        {fetcher.state === "loading" ? (
          <p role="status" className="mb-2 text-sm text-slate-700">
            {t("gallery.loading")}
          </p>
        ) : null}
        {data?.error ? (
          <GalleryError error={data.error} />
        ) : data && files.length === 0 ? (
          <p className="text-slate-700">{query.q ? t("gallery.noMatch", { q: query.q }) : t("gallery.empty")}</p>
        ) : (
          <Gallery
            files={files}
            actions={(file) => (
              <Button type="button" size="sm" onClick={() => onChoose(mediaUrl(file.id))}>
                {t("gallery.choose")}
                <span className="sr-only"> {file.title || file.filename_download}</span>
              </Button>
            )}
          />
        )}
        {data && files.length < data.total ? (
          <div className="mt-4 flex justify-center">
            <Button type="button" variant="outline" onClick={() => setQuery((current) => ({ ...current, page: current.page + 1 }))}>
              {t("gallery.loadMore")}
            </Button>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

/**
 * The picker without JavaScript, rendered by the editor INSIDE its own form after a submit that
 * asked for it (`intent=pick:cover`), so nothing typed is lost (ADR 019, 022): a search field and
 * button (`pickerQ`, `intent=<searchIntent>`), one submit button per image (`intent=<chooseIntent(id)>`),
 * previous / next page submits (`intent=<pageIntent(n)>`, as /media's `?page=N`) and a close button. Uploading is done on /media. `files`/`total` come from `listImages` with the
 * editor's own client in its action.
 */
export function MediaPickerInForm({
  files,
  total,
  q,
  page,
  pages,
  error,
  searchIntent,
  pageIntent,
  chooseIntent,
  closeIntent,
}: {
  files: GalleryFile[];
  total: number;
  q: string | null;
  page: number;
  pages: number;
  error: { status: number | null; statusText: string } | null;
  searchIntent: string;
  pageIntent: (page: number) => string;
  chooseIntent: (id: string) => string;
  closeIntent: string;
}) {
  const { t } = useTranslation("media");
  return (
    <fieldset className="mt-4 rounded-xl border border-slate-300 p-4" aria-describedby="picker-in-form-hint">
      <legend className="px-1 text-lg font-bold text-slate-900">{t("picker.heading")}</legend>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor="picker-q" className="mb-1 block text-sm font-semibold text-slate-800">
            {t("gallery.searchLabel")}
          </label>
          <Input id="picker-q" name="pickerQ" type="search" defaultValue={q ?? ""} maxLength={100} />
        </div>
        <Button type="submit" name="intent" value={searchIntent} variant="outline">
          {t("gallery.searchSubmit")}
        </Button>
        <Button type="submit" name="intent" value={closeIntent} variant="ghost">
          {t("picker.close")}
        </Button>
      </div>
      <p id="picker-in-form-hint" className="mt-2 text-sm text-slate-700">
        <a href="/media" target="_blank" rel="noopener" className="underline">
          {t("picker.uploadOnMedia")}
        </a>{" "}
        {t("picker.shown", { count: files.length, total })}
      </p>
      <div className="mt-3">
        {error ? (
          <GalleryError error={error} />
        ) : files.length === 0 ? (
          <p className="text-slate-700">{q ? t("gallery.noMatch", { q }) : t("gallery.empty")}</p>
        ) : (
          <Gallery
            files={files}
            actions={(file) => (
              <Button type="submit" size="sm" name="intent" value={chooseIntent(file.id)}>
                {t("gallery.choose")}
                <span className="sr-only"> {file.title || file.filename_download}</span>
              </Button>
            )}
          />
        )}
      </div>
      {pages > 1 ? (
        <nav aria-label={t("picker.pages")} className="mt-4 flex flex-wrap items-center justify-center gap-3">
          {page > 1 ? (
            <Button type="submit" name="intent" value={pageIntent(page - 1)} variant="outline" size="sm">
              {t("picker.previous")}
            </Button>
          ) : null}
          <span className="text-sm text-slate-700">{t("picker.pageOf", { page, pages })}</span>
          {page < pages ? (
            <Button type="submit" name="intent" value={pageIntent(page + 1)} variant="outline" size="sm">
              {t("picker.next")}
            </Button>
          ) : null}
        </nav>
      ) : null}
    </fieldset>
  );
}
