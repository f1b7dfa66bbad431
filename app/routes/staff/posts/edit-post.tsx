import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/edit-post";
import { LinkButton } from "~/components/ui/LinkButton";
import { editorAction, loadEditor, type EditorLoadError } from "~/features/block-editor/editor.server";
import { shouldRevalidateUnlessCleaningPaste } from "~/features/block-editor/use-paste-cleaner";
import { AnsweredEditor } from "./answered-editor";

export const meta: Route.MetaFunction = ({ loaderData, error }) => [
  {
    title: `${loaderData?.title ?? (isRouteErrorResponse(error) ? (error.data as EditorLoadError | undefined)?.title : undefined) ?? "Seed Academy"} · Seed Academy`,
  },
  { name: "robots", content: "noindex" },
];

/** The post editor (issue 27): the post read with the editor's own token; its form posts here. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadEditor(request, context, params.slug);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return editorAction(request, context, params.slug);
}

export const shouldRevalidate = shouldRevalidateUnlessCleaningPaste;

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
  const { state, savedAt, restored } = loaderData;
  const loadedKey = `${state.updated_at}-${state.tab}-${savedAt}-${restored ? "restored" : ""}`;
  return <AnsweredEditor loaded={loaderData} loadedKey={loadedKey} answer={actionData} />;
}

/** 'No slug provided' (400) and 'Error loading post' (404, 503), inside the staff frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("editor");
  const info = isRouteErrorResponse(error) ? (error.data as EditorLoadError | undefined) : undefined;
  const reason = info?.reason ?? "load-error";
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{reason === "no-slug" ? t("noSlug") : t("loadError")}</h1>
      <p className="text-slate-700">{reason === "no-slug" ? t("noSlugBody") : t("loadErrorBody")}</p>
      <LinkButton to="/news">{t("back")}</LinkButton>
    </div>
  );
}
