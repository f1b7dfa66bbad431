import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import { LinkButton } from "~/components/ui/LinkButton";
import { EditorDenied, isEditorDenied } from "~/features/auth/editor-denied";
import { Forbidden } from "~/features/auth/forbidden";

/**
 * What an error boundary shows inside its area's frame. Spec 000 §8: "Unexpected Application
 * Error!" with the status text; a 403 is the Forbidden page. Details of a thrown Error appear only
 * in development (they stay in the log in production).
 */
export function ErrorContent({ error }: { error: unknown }) {
  const { t } = useTranslation("common");
  // The boundaries that show this have no route meta: the page's title comes from here (WCAG 2.4.2).
  if (isRouteErrorResponse(error) && error.status === 403) return isEditorDenied(error.data) ? <EditorDenied /> : <Forbidden withTitle />;
  let detail = t("errors.unexpectedDetail");
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
  } else if (error instanceof Error && import.meta.env.DEV) {
    detail = error.message;
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      {/* React puts this title in <head>. */}
      <title>{`${t("errors.unexpected")} · Seed Academy`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">{t("errors.unexpected")}</h1>
      <p className="text-slate-700">{detail}</p>
      <LinkButton to="/">{t("notFound.returnHome")}</LinkButton>
    </div>
  );
}
