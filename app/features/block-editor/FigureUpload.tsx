import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { acceptedTypes } from "~/features/media/upload-form";
import { mediaUrl } from "~/features/media/media-picker";
import { readUploadAnswer } from "~/features/media/upload-state";

/**
 * A figure's image uploaded straight from its block (issue 27, spec 001: "A figure image can be
 * uploaded; on failure an alert reads 'Upload failed.'"), with JavaScript only: the chosen file goes
 * to /upload (the library's checks, the person's own token) and `onUploaded` gets `/media/{id}`.
 * The file input has no name, so the editor's form never carries it.
 */
export function FigureUpload({ index, onUploaded }: { index: number; onUploaded: (url: string) => void }) {
  const { t } = useTranslation("editor");
  const id = useId();
  const [state, setState] = useState<{ kind: "idle" | "uploading" } | { kind: "failed"; detail: string | null }>({ kind: "idle" });

  async function upload(file: File) {
    setState({ kind: "uploading" });
    const body = new FormData();
    body.append("files", file);
    try {
      const response = await fetch("/upload", { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = readUploadAnswer(response.status, response.statusText, await response.text());
      if ("id" in answer) {
        onUploaded(mediaUrl(answer.id));
        return setState({ kind: "idle" });
      }
      setState({ kind: "failed", detail: answer.message ?? null });
    } catch {
      setState({ kind: "failed", detail: null });
    }
  }

  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-primary-dark focus-within:outline-2 focus-within:outline-primary hover:bg-slate-50"
      >
        {t("blocks.uploadImage")}
        <span className="sr-only"> {t("blocks.which", { n: index + 1 })}</span>
        <input
          id={id}
          type="file"
          accept={acceptedTypes}
          className="sr-only"
          disabled={state.kind === "uploading"}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = "";
            if (file) void upload(file);
          }}
        />
      </label>
      {state.kind === "uploading" ? (
        <span role="status" className="text-sm text-slate-700">
          {t("blocks.uploading")}
        </span>
      ) : null}
      {state.kind === "failed" ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {t("blocks.uploadFailed")}
          {state.detail ? <span className="block text-slate-700">{state.detail}</span> : null}
        </p>
      ) : null}
    </>
  );
}
