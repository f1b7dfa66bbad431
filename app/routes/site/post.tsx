import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigate, useNavigation, useParams } from "react-router";
import type { Route } from "./+types/post";
import { Forbidden } from "~/features/auth/forbidden";
import { requireRole } from "~/features/auth/guards.server";
import { hasRole, roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { CoverImage, coverSrc, fallbackCoverUrl } from "~/features/posts/components/cover-image";
import { StatusBadge } from "~/features/posts/components/status-badge";
import { formatPostDate } from "~/features/posts/dates";
import { postContentClass } from "~/features/posts/post-content";
import { deletePostBySlug, findPostForReader, PostWriteError } from "~/features/posts/posts.server";
import { getInstance } from "~/middleware/i18n.server";

type PostError = { reason: "no-slug" | "not-found" | "not-available" | "load-error"; slug?: string; title: string };

export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  if (!loaderData) {
    const title = isRouteErrorResponse(error) ? (error.data as PostError | undefined)?.title : undefined;
    return [{ title: `${title ?? "Seed Academy"} · Seed Academy` }, { name: "robots", content: "noindex" }];
  }
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

export const headers: Route.HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** Absolute URLs for sharing (Open Graph needs them). */
function absolute(path: string, request: Request) {
  return new URL(path, process.env.APP_URL ?? new URL(request.url).origin).href;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const isEditor = hasRole(user, roleGroups.editors);
  const { t } = getInstance(context);
  const slug = params.slug?.trim();
  const fail = (error: PostError, status: number, shared = true) => data(error, { status, headers: pageCacheHeaders(user, { shared }) });
  if (!slug) throw fail({ reason: "no-slug", title: t("post:noSlug.title") }, 400);

  let lookup;
  try {
    lookup = await findPostForReader(context.get(directusContext), slug, { isEditor });
  } catch (error) {
    console.error(`Post ${slug}: could not load from Directus:`, error);
    throw fail({ reason: "load-error", slug, title: t("post:notFound.title") }, 503, false);
  }
  // Spec 001 §2/§6. Both answers are 404, so the status never tells that an unpublished post exists.
  if (lookup.state === "not-found") throw fail({ reason: "not-found", slug, title: t("post:notFound.title") }, 404);
  if (lookup.state === "not-available") throw fail({ reason: "not-available", title: t("post:notAvailable.title") }, 404);

  const { view } = lookup;
  return data(
    {
      view,
      isEditor,
      url: absolute(`/post/${encodeURIComponent(view.post.slug)}`, request),
      imageUrl: absolute(view.post.cover_image_url ? coverSrc(view.post.cover_image_url, 1200) : fallbackCoverUrl, request),
    },
    { headers: pageCacheHeaders(user) },
  );
}

/** Delete (editors only): detail rows, then the meta row, then /news (spec 001 §4). */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.editors);
  const form = await request.formData();
  const slug = params.slug?.trim();
  if (form.get("intent") !== "delete" || !slug) throw data("Unknown action", { status: 400 });
  const { t } = getInstance(context);
  try {
    if (!(await deletePostBySlug(context.get(directusContext), slug))) {
      throw data({ reason: "not-found", slug, title: t("post:notFound.title") } satisfies PostError, { status: 404 });
    }
  } catch (error) {
    if (!(error instanceof PostWriteError)) throw error;
    console.error(`Post ${slug}: delete failed:`, error);
    return data(
      { error: t(`news:errors.${error.messageKey}`, error.values) },
      { status: error.status >= 400 && error.status < 500 ? error.status : 502, headers: { "Cache-Control": "private, no-store" } },
    );
  }
  return redirect("/news");
}

const buttonClass =
  "inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

export default function Post({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation("post");
  const { view, isEditor } = loaderData;
  const { post } = view;
  const published = formatPostDate(post.created_at, i18n.language);
  const updated = formatPostDate(post.updated_at, i18n.language);

  return (
    <article className="mx-auto max-w-3xl px-4 py-8 md:py-12">
        <header>
          <CoverImage url={post.cover_image_url} width={1200} height={630} priority className="aspect-[40/21] w-full rounded-2xl" />
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <StatusBadge status={post.status} />
          </div>
          <h1 className="mt-3 text-3xl font-bold leading-tight text-slate-900 md:text-4xl">{post.title}</h1>
          <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-600">
            {published && (
              <div className="flex gap-1">
                <dt>{t("published")}:</dt>
                <dd>
                  <time dateTime={post.created_at}>{published}</time>
                </dd>
              </div>
            )}
            {updated && (
              <div className="flex gap-1">
                <dt>{t("updated")}:</dt>
                <dd>
                  <time dateTime={post.updated_at ?? undefined}>{updated}</time>
                </dd>
              </div>
            )}
          </dl>
          {post.excerpt && <p className="mt-5 text-xl leading-relaxed text-slate-700">{post.excerpt}</p>}
          {post.status !== "published" && (
            <p role="note" className="mt-5 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-sm text-slate-700">
              {t("editorOnly")}
            </p>
          )}
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
          <Link to="/news" className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}>
            {t("home")}
          </Link>
          {isEditor && (
            <>
              {/* The editor page arrives with a later issue. */}
              <Link to={`/edit-post/${encodeURIComponent(post.slug)}`} className={`${buttonClass} bg-primary text-white hover:bg-primary-dark`}>
                {t("edit")}
              </Link>
              <DeletePost title={post.title} error={actionData?.error ?? null} />
            </>
          )}
        </footer>
    </article>
  );
}

/** Back: the previous page with JavaScript when there is one in this tab; /news otherwise. */
function BackLink() {
  const { t } = useTranslation("post");
  const navigate = useNavigate();
  return (
    <Link
      to="/news"
      onClick={(event) => {
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) {
          event.preventDefault();
          void navigate(-1);
        }
      }}
      className={`${buttonClass} border border-slate-300 text-slate-800 hover:bg-slate-50`}
    >
      ← {t("back")}
    </Link>
  );
}

/** A confirmed POST that works without JavaScript: the confirmation opens in a <details>. */
function DeletePost({ title, error }: { title: string; error: string | null }) {
  const { t } = useTranslation("post");
  const navigation = useNavigation();
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <details className="group" open={Boolean(error) || undefined}>
      <summary className={`${buttonClass} cursor-pointer list-none border border-red-300 text-red-800 hover:bg-red-50 [&::-webkit-details-marker]:hidden`}>
        {t("delete")}
      </summary>
      <div role="group" aria-label={t("delete")} className="mt-3 max-w-md rounded-xl border border-red-200 bg-red-50 p-4">
        <p className="text-slate-900">{t("deleteConfirm", { title })}</p>
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {t("deleteFailed")}: {error}
          </p>
        )}
        <Form method="post" className="mt-3">
          <button
            type="submit"
            name="intent"
            value="delete"
            disabled={deleting}
            className={`${buttonClass} bg-red-700 text-white hover:bg-red-800 disabled:opacity-70`}
          >
            {deleting ? t("deleting") : t("deleteConfirmButton")}
          </button>
        </Form>
      </div>
    </details>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation(["post", "common"]);
  const params = useParams();
  const info = isRouteErrorResponse(error) ? (error.data as PostError | undefined) : undefined;
  const reason = info?.reason ?? (isRouteErrorResponse(error) && error.status === 403 ? "forbidden" : "unexpected");
  const linkClass = "mt-6 inline-flex rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";
  if (reason === "forbidden") return <Forbidden />;
  let title: string;
  let body: string | null = null;
  let link = { to: "/", label: t("post:notFound.goHome") };
  switch (reason) {
    case "no-slug":
      title = t("post:noSlug.title");
      link = { to: "/", label: t("post:noSlug.goHome") };
      break;
    case "not-found":
      title = t("post:notFound.title");
      body = t("post:notFound.body", { slug: info?.slug ?? params.slug ?? "" });
      break;
    case "load-error":
      title = t("post:notFound.title");
      body = t("post:notFound.loadError");
      break;
    case "not-available":
      title = t("post:notAvailable.title");
      body = t("post:notAvailable.body");
      link = { to: "/news", label: t("post:notAvailable.goToNews") };
      break;
    default:
      title = t("common:errors.unexpected");
      body = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t("common:errors.unexpectedDetail");
  }
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {body && <p className="mt-3 text-slate-700">{body}</p>}
        <Link to={link.to} className={linkClass}>
          {link.label}
        </Link>
    </div>
  );
}
