import { useTranslation } from "react-i18next";

/** Spec 001 §4: published = primary, draft = muted, archived = secondary; unknown renders like draft. */
const styles = {
  published: "bg-primary text-white",
  draft: "bg-slate-200 text-slate-800",
  archived: "bg-secondary text-white",
} as const;

export function StatusBadge({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation("post");
  const known = status === "published" || status === "archived" ? status : "draft";
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${styles[known]}`}>
      <span className="sr-only">{t("statusLabel")}: </span>
      {t(`status.${known}`)}
    </span>
  );
}
