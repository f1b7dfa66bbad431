import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { Button } from "~/components/ui/Button";
import { Field, type FieldState } from "~/components/ui/Field";
import { Input } from "~/components/ui/Input";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { RouteDialog } from "~/components/ui/RouteDialog";
import { Textarea } from "~/components/ui/Textarea";
import { GalleryError } from "./gallery";
import type { EditError, LoadError } from "./file-row.server";
import type { FileUse, MediaFile } from "./library.server";
import { fileDialogHref, libraryHref } from "./search";

/** What a file's dialog route loads (file-row.server.ts): the file, or null with why. */
export interface FileDialogData {
  state: { q: string | null; page: number };
  file: MediaFile | null;
  usage: FileUse[];
  again: boolean;
  error: LoadError | null;
}

/** A file's dialog when it has no file to show: Directus' failure, or "no longer exists", and the way back. */
function NoFile({ error, closeTo }: { error: LoadError | null; closeTo: string }) {
  const { t } = useTranslation("media");
  return (
    <div className="mt-4 flex flex-col gap-4">
      {error ? <GalleryError error={error} /> : <Notice tone="error">{t("delete.notFound")}</Notice>}
      <div className="flex justify-end">
        <LinkButton to={closeTo} replace preventScrollReset variant="ghost">
          {t("delete.cancel")}
        </LinkButton>
      </div>
    </div>
  );
}

interface EditReply {
  result?: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } | null;
  formError?: unknown;
}

/** /media/:id/edit: the file's title, alt text and description; what was typed stays when a save fails. */
export function EditFileDialog({ data, reply }: { data: FileDialogData; reply?: EditReply }) {
  const { t } = useTranslation("media");
  const { file, state } = data;
  const closeTo = libraryHref(state);
  const values = reply?.result?.initialValue ?? null;
  const errors = reply?.result?.error ?? {};
  // A field as the form shows it: what was typed when a save failed, else the file's value.
  const field = (name: "title" | "alt" | "description", max: number): FieldState => ({
    id: `media-${name}`,
    name,
    initialValue: typeof values?.[name] === "string" ? values[name] : (file?.[name] ?? ""),
    errors: errors[name]?.length ? [t("edit.tooLong", { max })] : undefined,
  });
  const formError = reply?.formError as EditError | null | undefined;
  return (
    <RouteDialog
      title={file ? t("edit.heading", { name: file.title || file.filename_download }) : t("title")}
      closeTo={closeTo}
      closeLabel={t("delete.cancel")}
    >
      {!file ? (
        <NoFile error={data.error} closeTo={closeTo} />
      ) : (
        <Form method="post" action={fileDialogHref(file.id, "edit", state)} className="mt-4 flex flex-col gap-4" preventScrollReset>
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
            <Button type="submit">{t("edit.save")}</Button>
          </div>
        </Form>
      )}
    </RouteDialog>
  );
}

/** /media/:id/delete: lists the posts using the file, then asks; a file in use is asked about again (`?again=1`). */
export function DeleteFileDialog({ data }: { data: FileDialogData }) {
  const { t } = useTranslation("media");
  const { file, usage, again, state } = data;
  const closeTo = libraryHref(state);
  return (
    <RouteDialog
      title={t("delete.heading")}
      description={file ? t("delete.question", { name: file.title || file.filename_download }) : undefined}
      closeTo={closeTo}
      closeLabel={t("delete.cancel")}
    >
      {!file ? (
        <NoFile error={data.error} closeTo={closeTo} />
      ) : (
        <>
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
          <Form method="post" action={fileDialogHref(file.id, "delete", state)} className="mt-5 flex justify-end gap-3">
            {again ? <input type="hidden" name="inUse" value="1" /> : null}
            <LinkButton to={closeTo} replace preventScrollReset variant="ghost">
              {t("delete.cancel")}
            </LinkButton>
            <Button type="submit" variant="danger">
              {t("delete.confirm")}
            </Button>
          </Form>
        </>
      )}
    </RouteDialog>
  );
}
