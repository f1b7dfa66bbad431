import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LocalDate } from "~/components/ui/LocalDate";
import { Notice } from "~/components/ui/Notice";
import { numberFormat } from "~/features/i18n/intl-cache";

/** What a card needs of a file (the loader's MediaFile, as JSON). */
export interface GalleryFile {
  id: string;
  title: string | null;
  filename_download: string;
  filesize: number | null;
  width: number | null;
  height: number | null;
  uploaded_on: string | null;
  alt: string | null;
}

/** The thumbnail's URL: the 600 / 80, which the transform whitelist serves as 640 / 75 (ADR 020). */
export const thumbnailUrl = (id: string, width = 600) => `/media/${id}?width=${width}&fit=cover&quality=80`;

/** "1.2 MB", "640 kB" in the page's language. */
export function formatSize(bytes: number | null, locale: string) {
  if (bytes === null) return "—";
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), "megabyte"] : [Math.max(bytes / 1024, 0.1), "kilobyte"];
  return numberFormat(locale, { style: "unit", unit, maximumFractionDigits: 1 }).format(value);
}

/**
 * The media library's cards, two columns: the thumbnail (lazy, with a srcset), the title, the
 * original file name as visible text, size, dimensions and date. `actions` adds each card's buttons
 * (Edit / Delete in the library, Choose in the picker).
 */
export function Gallery({ files, actions }: { files: GalleryFile[]; actions: (file: GalleryFile) => ReactNode }) {
  const { t, i18n } = useTranslation("media");
  return (
    <ul className="grid grid-cols-2 gap-4">
      {files.map((file) => (
        <li key={file.id} className="media-card bg-white">
          <img
            src={thumbnailUrl(file.id)}
            srcSet={`${thumbnailUrl(file.id, 320)} 320w, ${thumbnailUrl(file.id)} 640w, ${thumbnailUrl(file.id, 960)} 960w`}
            sizes="(min-width: 768px) 20rem, 45vw"
            alt={file.alt ?? ""}
            loading="lazy"
            decoding="async"
            width={file.width ?? undefined}
            height={file.height ?? undefined}
            className="media-thumb"
          />
          <div className="media-body">
            <p className="media-title">{file.title || t("gallery.untitled")}</p>
            <p className="media-file">{file.filename_download}</p>
            <p className="media-meta">
              {formatSize(file.filesize, i18n.language)}
              {file.width && file.height ? ` · ${t("gallery.dimensions", { width: file.width, height: file.height })}` : ""}
              {" · "}
              <LocalDate value={file.uploaded_on} locale={i18n.language} style="short" empty="—" />
            </p>
            <div className="media-actions">{actions(file)}</div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Why the library could not be listed: Directus' status when it answered, else that it failed. */
export function GalleryError({ error }: { error: { status: number | null; statusText?: string } }) {
  const { t } = useTranslation("media");
  return (
    <Notice tone="error">
      {error.status !== null ? t("gallery.directusError", { status: error.status, statusText: error.statusText }) : t("gallery.failed")}
    </Notice>
  );
}
