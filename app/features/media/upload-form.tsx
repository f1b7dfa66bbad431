import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/Button";
import { Input } from "~/components/ui/Input";
import { Notice } from "~/components/ui/Notice";
import { useHydrated } from "~/components/ui/use-hydrated";
import { maxUploadBytes, readUploadAnswer, uploadPercent, type UploadState } from "./upload-state";

export const acceptedTypes = "image/png,image/jpeg,image/gif,image/webp,image/avif";

/**
 * The upload form (issue 28). Without JavaScript it is a plain multipart form to /upload, which
 * answers with a redirect to the gallery and a flash message. With JavaScript each chosen file goes
 * by XHR on 'Upload' (never on choosing): percent, Cancel (aborts: 'Upload canceled'), Dismiss;
 * `onUploaded` runs after each stored file (the gallery refreshes, the picker may choose it).
 */
export function UploadForm({
  initialTitle,
  onUploaded,
  idPrefix = "upload",
}: {
  initialTitle?: string;
  onUploaded?: (id: string) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation("media");
  const hydrated = useHydrated();
  const [state, setState] = useState<UploadState>({ kind: "idle" });
  const request = useRef<XMLHttpRequest | null>(null);
  const form = useRef<HTMLFormElement>(null);

  function send(file: File, title: string) {
    return new Promise<"next" | "stop">((resolve) => {
      const xhr = new XMLHttpRequest();
      request.current = xhr;
      const body = new FormData();
      if (title) body.append("title", title);
      body.append("files", file);
      setState({ kind: "uploading", name: file.name, percent: 0 });
      xhr.upload.onprogress = (event) =>
        setState({ kind: "uploading", name: file.name, percent: uploadPercent(event.loaded, event.total) });
      xhr.onabort = () => {
        setState({ kind: "canceled" });
        resolve("stop");
      };
      xhr.onerror = () => {
        setState({ kind: "error", message: t("upload.network") });
        resolve("stop");
      };
      xhr.onload = () => {
        // Status 0 is a cancelled request, not an error.
        if (xhr.status === 0) return xhr.onabort?.(new ProgressEvent("abort"));
        const answer = readUploadAnswer(xhr.status, xhr.statusText, xhr.responseText);
        if ("id" in answer) {
          setState({ kind: "success", name: file.name, id: answer.id });
          onUploaded?.(answer.id);
          return resolve("next");
        }
        setState({ kind: "error", message: answer.message ?? t(answer.key, answer.values) });
        resolve("stop");
      };
      xhr.open("POST", "/upload");
      xhr.setRequestHeader("Accept", "application/json");
      xhr.send(body);
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const title = String(data.get("title") ?? "").trim();
    const files = data.getAll("files").filter((value): value is File => value instanceof File && (value.size > 0 || value.name !== ""));
    if (!files.length) return setState({ kind: "error", message: t("upload.noFile") });
    // Past the limit the server would stop reading: said here, before a byte is sent, the title kept.
    const tooLarge = files.find((file) => file.size > maxUploadBytes);
    if (tooLarge) return setState({ kind: "error", message: t("upload.refused.size", { name: tooLarge.name }) });
    for (const file of files) if ((await send(file, title)) === "stop") return;
    form.current?.reset();
  }

  const busy = state.kind === "uploading";
  return (
    <form
      ref={form}
      method="post"
      action="/upload"
      encType="multipart/form-data"
      onSubmit={hydrated ? (event) => void submit(event) : undefined}
      className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:grid-cols-2"
    >
      {/* The title first: the server reads it before the files stream past. */}
      <div>
        <label htmlFor={`${idPrefix}-title`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t("upload.title")}
        </label>
        <Input id={`${idPrefix}-title`} name="title" maxLength={200} defaultValue={initialTitle} />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-files`} className="mb-1.5 block text-sm font-semibold text-slate-800">
          {t("upload.files")}
        </label>
        <input
          id={`${idPrefix}-files`}
          name="files"
          type="file"
          multiple
          accept={acceptedTypes}
          aria-describedby={`${idPrefix}-files-hint`}
          className="block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-white file:px-3 file:py-2 file:font-semibold file:text-primary-dark"
        />
        <p id={`${idPrefix}-files-hint`} className="mt-1 text-xs text-slate-600">
          {t("upload.filesHint")}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {t("upload.submit")}
        </Button>
        {busy ? (
          <Button type="button" variant="outline" onClick={() => request.current?.abort()}>
            {t("upload.cancel")}
          </Button>
        ) : null}
        {state.kind !== "idle" && !busy ? (
          <Button type="button" variant="ghost" onClick={() => setState({ kind: "idle" })}>
            {t("upload.dismiss")}
          </Button>
        ) : null}
      </div>
      <div className="sm:col-span-2" aria-live="polite">
        {state.kind === "uploading" ? (
          <div role="status">
            <p className="text-sm text-slate-800">{t("upload.uploading", { name: state.name, percent: state.percent })}</p>
            <progress max={100} value={state.percent} className="mt-1 h-2 w-full" aria-label={state.name} />
          </div>
        ) : null}
        {state.kind === "success" ? <Notice tone="success">{t("upload.done", { name: state.name })}</Notice> : null}
        {state.kind === "canceled" ? <Notice tone="warning">{t("upload.canceled")}</Notice> : null}
        {state.kind === "error" ? <Notice tone="error">{t("upload.error", { message: state.message })}</Notice> : null}
      </div>
    </form>
  );
}
