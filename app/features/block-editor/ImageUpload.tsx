import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { Button } from "~/components/ui/Button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { acceptedTypes } from "~/features/media/upload-form";
import { uploadFieldName } from "./upload-field";

/**
 * An image uploaded from the editor into the cover or a figure (issue 54, ADR 039): a file input
 * and a submit of the editor's own form that sends it as multipart (`upload:<target>`), so the
 * unsaved post travels with the image and comes back with `/media/{id}` set, with JavaScript or
 * without. With JavaScript choosing a file presses the button. A refusal: 'Upload failed.' (spec
 * 001) with the server's reason.
 */
export function ImageUpload({
  target,
  label,
  which,
  error,
}: {
  target: "cover" | number;
  label: string;
  which?: string;
  error: string | null;
}) {
  const { t } = useTranslation(["editor", "media"]);
  const id = useId();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const intent = `upload:${target}`;
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2">
      <div>
        <label htmlFor={`${id}-file`} className="mb-1 block text-sm font-semibold text-slate-800">
          {label}
          {which ? <span className="sr-only"> {which}</span> : null}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          name={uploadFieldName(target)}
          accept={acceptedTypes}
          aria-describedby={`${id}-hint`}
          className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-primary-dark"
          onChange={(event) => {
            const button = document.getElementById(`${id}-submit`);
            if (hydrated && event.currentTarget.files?.length && button)
              event.currentTarget.form?.requestSubmit(button as HTMLButtonElement);
          }}
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t("blocks.uploadHint")}
        </p>
      </div>
      <Button
        id={`${id}-submit`}
        type="submit"
        size="sm"
        variant="outline"
        name="intent"
        value={intent}
        formEncType="multipart/form-data"
        formNoValidate
        pending={uploading}
        pendingLabel={t("blocks.uploading")}
      >
        {t("media:upload.submit")}
        {which ? <span className="sr-only"> {which}</span> : null}
      </Button>
      {error ? (
        <p role="alert" className="basis-full text-sm text-red-700">
          {t("blocks.uploadFailed")}
          <span className="block text-slate-700">{error}</span>
        </p>
      ) : null}
    </div>
  );
}
