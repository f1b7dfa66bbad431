import { useTranslation } from "react-i18next";
import { data, Outlet, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/post";
import { routeHeaders } from "~/features/http/route-headers";
import { env } from "~/env.server";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { dialogLinkProps } from "~/components/ui/RouteDialog";
import { hasRole, roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { CoverImage, coverSrc, fallbackCoverUrl } from "~/features/posts/components/cover-image";
import { PostErrorBoundary, postErrorMeta } from "~/features/posts/components/post-error";
import { StatusBadge } from "~/features/posts/components/status-badge";
import { formatPostDate } from "~/features/i18n/dates";
import { InlineTerm } from "~/components/ui/InlineTerm";
import { LocalDate } from "~/components/ui/LocalDate";
import { postContentClass } from "~/features/posts/post-content";
import { postPath } from "~/features/posts/post-path";
import { postErrorResponse } from "~/features/posts/post-error.server";
import { findPostForReader, findRenamedPost } from "~/features/posts/posts.server";
import { translationsFor } from "~/features/i18n/translations.server";

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) return postErrorMeta(error);
  const { view, url, imageUrl } = loaderData;
  const title = view.seoTitle ?? view.post.title;
  const description = view.seoDescription ?? view.post.excerpt ?? "";
  return [
    { title },
    { name: "description", content: description },
    ...(view.keywords.length ? [{ name: "keywords", content: view.keywords.join(", ") }] : []),
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "article" },
    { property: "og:site_name", content: "Seed Academy" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: imageUrl },
    { property: "article:published_time", content: view.post.created_at },
    ...(view.post.updated_at ? [{ property: "article:modified_time", content: view.post.updated_at }] : []),
    { name: "twitter:card", content: "summary_large_image" },
    ...(view.post.status === "published" ? [] : [{ name: "robots", content: "noindex" }]),
  ];
};

export const headers: Route.HeadersFunction = routeHeaders;

/** Absolute URLs for sharing (Open Graph needs them). */
function absolute(path: string, request: Request) {
  return new URL(path, env.APP_URL ?? new URL(request.url).origin).href;
}

/**
 * /post/:slug (spec 001 §2): the post, kept for signed-out readers (ADR 006) and for a signed-in
 * reader a few seconds (ADR 014). Its Delete is the child route `delete` (`post/delete.tsx`).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const isEditor = hasRole(user, roleGroups.editors);
  const slug = params.slug.trim();
  if (!slug) throw postErrorResponse(context, { reason: "no-slug" }, 400);

  let lookup;
  try {
    lookup = await findPostForReader(context.get(directusContext), slug, { isEditor });
  } catch (error) {
    console.error(`Post ${slug}: could not load from Directus:`, error);
    throw postErrorResponse(context, { reason: "load-error", slug }, 503, { shared: false });
  }
  // Spec 001 §2/§6. Both answers are 404, so the status never tells that an unpublished post exists.
  if (lookup.state === "not-found") {
    // Issue 27: a post renamed in the editor keeps its old address, moved permanently.
    const current = await findRenamedPost(context.get(directusContext), slug);
    if (current) throw redirect(postPath(current), 301);
    throw postErrorResponse(context, { reason: "not-found", slug }, 404);
  }
  if (lookup.state === "not-available") throw postErrorResponse(context, { reason: "not-available" }, 404);

  const { view } = lookup;
  return data(
    {
      view,
      isEditor,
      url: absolute(postPath(view.post.slug), request),
      imageUrl: absolute(view.post.cover_image_url ? coverSrc(view.post.cover_image_url, 1200) : fallbackCoverUrl, request),
      translations: translationsFor(context, ["post"]),
    },
    { headers: pageCacheHeaders(user, { keepForReader: true }) },
  );
}

export default function Post({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("post");
  const { view, isEditor } = loaderData;
  const { post } = view;
  const published = formatPostDate(post.created_at, i18n.language);
  const updated = formatPostDate(post.updated_at, i18n.language);

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
      {/* On a phone the title comes first, the cover under it (issue 56: the h1 within 160 px). */}
      <header className="flex flex-col">
        <CoverImage
          url={post.cover_image_url}
          sizes="(min-width: 768px) 736px, calc(100vw - 32px)"
          priority
          className="order-last mt-6 w-full rounded-2xl md:order-first md:mt-0"
        />
        <div className="flex flex-wrap items-center gap-3 md:mt-6">
          <StatusBadge status={post.status} />
        </div>
        <h1 className="mt-3 text-3xl font-bold leading-tight text-slate-900 md:text-4xl">{post.title}</h1>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
          {published && (
            <InlineTerm term={`${t("published")}:`}>
              <LocalDate value={post.created_at} locale={i18n.language} />
            </InlineTerm>
          )}
          {updated && (
            <InlineTerm term={`${t("updated")}:`}>
              <LocalDate value={post.updated_at} locale={i18n.language} />
            </InlineTerm>
          )}
        </dl>
        {post.excerpt && <p className="mt-5 text-xl leading-relaxed text-slate-700">{post.excerpt}</p>}
        <Notice role="note" className="mt-5">
          {post.status !== "published" ? t("editorOnly") : null}
        </Notice>
      </header>

      {/* Sanitised on the server (features/posts/sanitize.server.ts). */}
      <div id="post-content" className={`mt-8 ${postContentClass}`} dangerouslySetInnerHTML={{ __html: view.contentHtml }} />

      {view.keywords.length > 0 && (
        <section aria-labelledby="keywords-title" className="mt-10">
          <h2 id="keywords-title" className="text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t("keywords")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {view.keywords.map((keyword) => (
              <li key={keyword} className="rounded-full bg-teal-50 px-3 py-1 text-sm text-teal-900 ring-1 ring-teal-200">
                {keyword}
              </li>
            ))}
          </ul>
        </section>
      )}

      <footer className="mt-12 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-6">
        <BackLink />
        <LinkButton to="/news" variant="outline">
          {t("home")}
        </LinkButton>
        {isEditor && (
          <>
            <LinkButton to={`/edit-post/${encodeURIComponent(post.slug)}`}>{t("edit")}</LinkButton>
            <LinkButton to={`${postPath(post.slug)}/delete`} {...dialogLinkProps(postPath(post.slug))} variant="danger">
              {t("delete")}
            </LinkButton>
          </>
        )}
      </footer>
      {/* The delete confirmation (post/delete.tsx): a dialog over the post. */}
      <Outlet />
    </article>
  );
}

/** Back: the previous page with JavaScript when there is one in this tab; /news otherwise. */
function BackLink() {
  const { t } = useTranslation("post");
  const navigate = useNavigate();
  return (
    <LinkButton
      to="/news"
      onClick={(event) => {
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      variant="outline"
    >
      ← {t("back")}
    </LinkButton>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PostErrorBoundary error={error} />;
}
