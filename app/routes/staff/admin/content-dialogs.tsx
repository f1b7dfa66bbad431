import { useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { Notice } from "~/components/ui/Notice";
import { RowConfirmDialog } from "~/components/ui/RowConfirmDialog";
import { Options, type SelectOption } from "~/components/ui/Options";
import { useHydrated } from "~/components/ui/use-hydrated";
import { Gallery, type GalleryFile } from "~/features/media/gallery";
import { MediaPicker, mediaUrl } from "~/features/media/media-picker";
import type { AdminPost } from "~/features/staff/admin/content.server";
import { SearchForm } from "./search-form";

// The admin page's dialogs: one for each row action that asks first (`?confirm=<intent>&id=<row>`), and their fields.

type DialogWords = { title: string; question: string; confirm: string };

/** The class dialogs' words follow their intent: admin.learner.<intent>, …Question, …Confirm. */
const classDialogWords = (intent: string): DialogWords => ({
  title: `admin.learner.${intent}`,
  question: `admin.learner.${intent}Question`,
  confirm: `admin.learner.${intent}Confirm`,
});

/** Each row dialog's words (staff namespace): its title, its question and its confirm button. */
const rowDialogWords: Record<string, DialogWords> = {
  deletePost: { title: "admin.post.delete", question: "admin.post.deleteQuestion", confirm: "admin.post.deleteConfirm" },
  changeAuthor: { title: "admin.post.changeAuthor", question: "admin.post.authorQuestion", confirm: "admin.save" },
  deleteUser: { title: "admin.learner.delete", question: "admin.learner.deleteQuestion", confirm: "admin.learner.deleteConfirm" },
  resetPassword: { title: "admin.learner.resetPassword", question: "admin.learner.resetQuestion", confirm: "admin.learner.resetConfirm" },
  changeRole: { title: "admin.learner.changeRole", question: "admin.learner.roleQuestion", confirm: "admin.save" },
  assignClass: classDialogWords("assignClass"),
  removeClass: classDialogWords("removeClass"),
  moveCohort: classDialogWords("moveCohort"),
  message: { title: "admin.learner.message", question: "admin.learner.messageQuestion", confirm: "admin.learner.send" },
  addStudent: { title: "admin.toolbar.addStudent", question: "admin.addStudentQuestion", confirm: "admin.invite" },
};

/** The row actions that cannot be undone: their Confirm is red. */
const destructive = new Set(["deletePost", "deleteUser", "removeClass"]);

/**
 * A row action's dialog: its question about the row (`values`: the post's title, the learner's name
 * or email), the `fields` it asks for, and the action's last error under them. With nothing to
 * choose from (`canConfirm` false) it only informs.
 */
export function RowDialog({
  common,
  intent,
  id,
  values,
  fields,
  canConfirm = true,
  formError,
}: {
  common: DialogCommon;
  intent: string;
  id: string;
  values: Record<string, string>;
  fields?: ReactNode;
  canConfirm?: boolean;
  formError: string | null;
}) {
  const { t } = useTranslation("staff");
  const words = rowDialogWords[intent];
  return (
    <RowConfirmDialog
      {...common}
      danger={destructive.has(intent)}
      title={t(words.title)}
      question={t(words.question, values)}
      intent={canConfirm ? intent : ""}
      id={id}
      confirmLabel={t(words.confirm)}
    >
      {fields}
      <DialogError>{formError}</DialogError>
    </RowConfirmDialog>
  );
}

/** The action's error in a dialog, under its fields. */
function DialogError({ children }: { children: string | null }) {
  return children ? (
    <Notice tone="error" className="mt-2">
      {children}
    </Notice>
  ) : null;
}

/** A field's error in words under it; `id` where the control names it (aria-describedby). */
export function ErrorLine({ id, children }: { id?: string; children: string | null }) {
  return children ? (
    <p id={id} className="text-sm font-medium text-red-700">
      {children}
    </p>
  ) : null;
}

/** A text field of a dialog: the control (`children`) under its label, its error (`errorId`) under both. */
export function DialogField({
  label,
  error,
  errorId,
  children,
}: {
  label: string;
  error: string | null;
  errorId: string;
  children: ReactNode;
}) {
  return (
    <>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {label}
        {children}
      </label>
      <ErrorLine id={errorId}>{error}</ErrorLine>
    </>
  );
}

/** A control's aria attributes while its error (`errorId`) shows. */
export function invalidIf(error: string | null, errorId: string) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined };
}

/** A labelled choice of the dialogs and the bulk form. */
export function SelectField({
  label,
  name,
  options,
  defaultValue,
  className = "",
}: {
  label: string;
  name: string;
  options: SelectOption[];
  defaultValue?: string;
  className?: string;
}) {
  return (
    <label className={`flex flex-col gap-1 text-sm font-semibold ${className}`}>
      {label}
      <select name={name} defaultValue={defaultValue} className="min-h-10 rounded-lg border border-slate-400 px-3 py-2 font-normal">
        <Options options={options} />
      </select>
    </label>
  );
}

export type DialogCommon = { closeTo: string; closeLabel: string; onClose: () => void };
export type CoverLibrary = { q: string | null; files: GalleryFile[]; total: number; failed: boolean };

/**
 * Change cover image… (issue 29): the media library's picker (issue 28). With JavaScript a button
 * opens it over the dialog; on the dialog's page of its own (`?confirm=changeCover&id=`) the
 * library's images are listed with a search, one form per image. The cover URL field with its
 * preview stays below: a path or address typed by hand, and the way out when the library fails.
 */
export function CoverDialog({
  common,
  post,
  initial,
  error,
  library,
  formError,
}: {
  common: DialogCommon;
  post: AdminPost;
  initial: string;
  error: string | null;
  library: CoverLibrary | null;
  formError: string | null;
}) {
  const { t } = useTranslation("staff");
  const hydrated = useHydrated();
  const location = useLocation();
  const [value, setValue] = useState(initial);
  const [picking, setPicking] = useState(false);
  const { pq: _, ...keep } = Object.fromEntries(new URLSearchParams(location.search));
  const before = (
    <div className="mt-4 flex flex-col gap-4">
      {hydrated ? (
        <button type="button" className={buttonClass({ variant: "outline", size: "sm" })} onClick={() => setPicking(true)}>
          {t("admin.post.coverPick")}
        </button>
      ) : null}
      {library ? (
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
                  <input type="hidden" name="intent" value="changeCover" />
                  <input type="hidden" name="id" value={post.id} />
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
      ) : null}
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
    <RowConfirmDialog
      {...common}
      danger={false}
      title={t("admin.post.changeCover")}
      question={t("admin.post.coverQuestion", { title: post.title })}
      intent="changeCover"
      id={String(post.id)}
      confirmLabel={t("admin.save")}
      before={before}
    >
      <CoverField value={value} onChange={setValue} error={error} />
      <DialogError>{formError}</DialogError>
    </RowConfirmDialog>
  );
}

/** The cover URL with a preview: typed by hand, or filled in by the picker. */
function CoverField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error: string | null }) {
  const { t } = useTranslation("staff");
  const preview = /^(\/(?!\/)|https?:\/\/)\S+$/i.test(value.trim()) ? value.trim() : null;
  return (
    <div className="flex flex-col gap-2">
      <DialogField label={t("admin.post.coverUrl")} error={error} errorId="cover-error">
        <input
          name="cover"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={2000}
          {...invalidIf(error, "cover-error")}
          className="min-h-10 rounded-lg border border-slate-400 px-3 py-2 font-normal"
        />
      </DialogField>
      {preview ? <img src={preview} alt={t("admin.post.coverPreview")} className="h-32 w-full rounded-lg object-cover" /> : null}
    </div>
  );
}
