import { useTranslation } from "react-i18next";
import { isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/post-history";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { TextLink } from "~/components/ui/TextLink";
import { EditorTime } from "~/features/block-editor/EditorTime";
import { loadPostHistory } from "~/features/block-editor/history.server";
import type { EditorLoadError } from "~/features/block-editor/editor.server";
import { postContentClass } from "~/features/posts/post-content";
import { ScrollBox } from "~/components/ui/ScrollBox";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Seed Academy"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

/** A post's history (issue 27): its versions, one version as the post renders it, restore into the editor. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPostHistory(request, context, params.slug);
}

export default function PostHistory({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("editor");
  const { post, revisions, shown, missing } = loaderData;
  const base = `/edit-post/${encodeURIComponent(post.slug)}`;
  const who = (by: string | null) => by ?? t("history.unknownPerson");
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2 border-b border-slate-200 pb-4">
        <h1 className="text-3xl font-bold text-slate-900">{t("history.title")}</h1>
        <p className="text-slate-700">{t("history.of", { title: post.title || t("untitled") })}</p>
        <div className="flex flex-wrap gap-x-4 gap-y-2 text-sm">
          <TextLink to={base}>{t("history.backToEditor")}</TextLink>
          {shown ? <TextLink to={`${base}/history`}>{t("history.allVersions")}</TextLink> : null}
        </div>
      </header>

      {missing ? <Notice tone="error">{t("history.missing")}</Notice> : null}

      {shown ? (
        <section aria-labelledby="version-title" className="flex flex-col gap-4">
          <p className="text-sm text-slate-600">
            {t("history.versionOf")} <EditorTime value={shown.at} locale={i18n.language} /> · {who(shown.by)}
          </p>
          <div className="flex flex-wrap gap-3">
            <LinkButton to={`${base}?restore=${shown.id}`}>{t("history.restore")}</LinkButton>
          </div>
          <p className="text-sm text-slate-600">{t("history.restoreHint")}</p>
          <article className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 id="version-title" className="text-3xl font-bold text-slate-900">
              {shown.title || t("untitled")}
            </h2>
            {shown.excerpt ? <p className="mt-3 text-lg text-slate-700">{shown.excerpt}</p> : null}
            {shown.html === null ? (
              <p className="mt-6 text-slate-600">{t("history.noBody")}</p>
            ) : (
              <div className={`mt-6 ${postContentClass}`} dangerouslySetInnerHTML={{ __html: shown.html }} />
            )}
          </article>
        </section>
      ) : (
        <section aria-labelledby="versions-title" className="flex flex-col gap-3">
          <h2 id="versions-title" className="text-xl font-semibold text-slate-900">
            {t("history.versions")}
          </h2>
          {revisions.length === 0 ? (
            <p className="text-slate-700">{t("history.empty")}</p>
          ) : (
            <ScrollBox label={t("history.versions")}>
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    {[t("history.when"), t("history.who"), t("fields.title")].map((label) => (
                      <th key={label} scope="col" className="py-2 pr-4">
                        {label}
                      </th>
                    ))}
                    <th scope="col" className="py-2">
                      <span className="sr-only">{t("history.actions")}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {revisions.map((revision, index) => (
                    <tr key={revision.id} className="border-b border-slate-100">
                      <td className="py-2 pr-4">
                        <EditorTime value={revision.at} locale={i18n.language} />
                        {index === 0 ? <span className="ml-2 text-slate-600">({t("history.current")})</span> : null}
                      </td>
                      <td className="py-2 pr-4">{who(revision.by)}</td>
                      <td className="py-2 pr-4">{revision.title || t("untitled")}</td>
                      <td className="flex flex-wrap gap-3 py-2">
                        <TextLink to={`${base}/history?revision=${revision.id}`}>
                          {t("history.view")}
                          <span className="sr-only"> {revision.title}</span>
                        </TextLink>
                        <TextLink to={`${base}?restore=${revision.id}`}>
                          {t("history.restore")}
                          <span className="sr-only"> {revision.title}</span>
                        </TextLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollBox>
          )}
        </section>
      )}
    </div>
  );
}

/** 'Error loading post' (404, 503), inside the staff frame. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation("editor");
  const info = isRouteErrorResponse(error) ? (error.data as EditorLoadError | undefined) : undefined;
  return (
    <div className="flex flex-col items-start gap-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{info?.title ?? t("loadError")}</h1>
      <p className="text-slate-700">{t("loadErrorBody")}</p>
      <LinkButton to="/news">{t("back")}</LinkButton>
    </div>
  );
}
