import { useTranslation } from "react-i18next";
import { LinkButton } from "~/components/ui/LinkButton";

/**
 * The post editor's denied screen (spec 001 §2, issue 27): 'Bạn không có quyền truy cập', who may
 * edit posts, and the way home. The editor's door (routes/staff/posts/layout.tsx) sends its words
 * with the 403 as `reason: "editor-denied"`; the error page shows this instead of the general 403.
 */
export function EditorDenied() {
  const { t } = useTranslation("editor");
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
      {/* The error page has no route meta of its own: React puts this title in <head>. */}
      <title>{`${t("denied.title")} · Seed Academy`}</title>
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-extrabold text-primary">403</p>
      <h1 className="text-2xl font-bold">{t("denied.title")}</h1>
      <p className="text-slate-700">{t("denied.body")}</p>
      <LinkButton to="/">{t("denied.home")}</LinkButton>
    </div>
  );
}

export const isEditorDenied = (data: unknown) => (data as { reason?: unknown } | null)?.reason === "editor-denied";
