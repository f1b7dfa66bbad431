import { useTranslation } from "react-i18next";
import { data, Form, isRouteErrorResponse, redirect, useNavigate, useNavigation, useParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/post";
import { routeHeaders } from "~/features/http/route-headers";
import { env } from "~/env.server";
import { Button } from "~/components/ui/Button";
import { Dialog } from "~/components/ui/Dialog";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { useLinkedDialog } from "~/components/ui/use-linked-dialog";
import { Forbidden } from "~/features/auth/forbidden";
import { requireRole } from "~/features/auth/guards.server";
import { hasRole, roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { CoverImage, coverSrc, fallbackCoverUrl } from "~/features/posts/components/cover-image";
import { StatusBadge } from "~/features/posts/components/status-badge";
import { formatPostDate } from "~/features/i18n/dates";
import { InlineTerm } from "~/components/ui/InlineTerm";
import { LocalDate } from "~/components/ui/LocalDate";
import { postContentClass } from "~/features/posts/post-content";
import { deletePostBySlug, findPostForReader, findRenamedPost, PostWriteError } from "~/features/posts/posts.server";
import { useErrorTranslations } from "~/features/i18n/translations";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";
import { redirectWithFlash } from "~/features/forms/flash.server";

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

export const headers: Route.HeadersFunction = routeHeaders;

/** Absolute URLs for sharing (Open Graph needs them). */
function absolute(path: string, request: Request) {
  return new URL(path, env.APP_URL ?? new URL(request.url).origin).href;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const isEditor = hasRole(user, roleGroups.editors);
  const { t } = getInstance(context);
  const slug = params.slug?.trim();
  // The error page's words travel with the error: a route whose loader threw has no loader data.
  const errorTranslations = translationsFor(context, { post: ["noSlug", "notFound", "notAvailable"] });
  const fail = (error: PostError, status: number, shared = true) =>
    data({ ...error, translations: errorTranslations }, { status, headers: pageCacheHeaders(user, { shared }) });
  if (!slug) throw fail({ reason: "no-slug", title: t("post:noSlug.title") }, 400);

  let lookup;
  try {
    lookup = await findPostForReader(context.get(directusContext), slug, { isEditor });
  } catch (error) {
    console.error(`Post ${slug}: could not load from Directus:`, error);
    throw fail({ reason: "load-error", slug, title: t("post:notFound.title") }, 503, false);
  }
  // Spec 001 §2/§6. Both answers are 404, so the status never tells that an unpublished post exists.
  if (lookup.state === "not-found") {
    // Issue 27: a post renamed in the editor keeps its old address, moved permanently.
    const current = await findRenamedPost(context.get(directusContext), slug);
    if (current) throw redirect(`/post/${encodeURIComponent(current)}`, 301);
    throw fail({ reason: "not-found", slug, title: t("post:notFound.title") }, 404);
  }
  if (lookup.state === "not-available") throw fail({ reason: "not-available", title: t("post:notAvailable.title") }, 404);

  const { view } = lookup;
  return data(
    {
      view,
      isEditor,
      url: absolute(`/post/${encodeURIComponent(view.post.slug)}`, request),
      imageUrl: absolute(view.post.cover_image_url ? coverSrc(view.post.cover_image_url, 1200) : fallbackCoverUrl, request),
      translations: translationsFor(context, ["post"]),
    },
    { headers: pageCacheHeaders(user, { keepForReader: true }) },
  );
}

const postAction = z.discriminatedUnion("intent", [z.object({ intent: z.literal("delete") })]);
/** A write Directus refused, in the reader's words (ADR 012: the text travels, not the key). */
type DeleteError = { key: "deleteFailed"; message: string };

/** Delete (editors only): detail rows, then the meta row, then /news (spec 001 §4); ADR 008. */
export async function action({ request, params, context }: Route.ActionArgs) {
  requireRole(request, context, roleGroups.editors);
  const submission = await readIntentForm(request, postAction);
  const slug = params.slug?.trim();
  if (!slug) throw data("Unknown action", { status: 400 });
  if (submission.status !== "success") return formReply<DeleteError>(submission);
  const { t } = getInstance(context);
  try {
    if (!(await deletePostBySlug(context.get(directusContext), slug))) {
      throw data({ reason: "not-found", slug, title: t("post:notFound.title") } satisfies PostError, { status: 404 });
    }
  } catch (error) {
    if (!(error instanceof PostWriteError)) throw error;
    console.error(`Post ${slug}: delete failed:`, error);
    return formReply<DeleteError>(submission, {
      formError: { key: "deleteFailed", message: t(`news:errors.${error.messageKey}`, error.values) },
      status: error.status >= 400 && error.status < 500 ? error.status : 502,
      headers: { "Cache-Control": "private, no-store" },
    });
  }
  return redirectWithFlash("/news", { tone: "success", ns: "news", key: "deleted", params: { title: slug } });
}

export default function Post({ loaderData, actionData }: Route.ComponentProps) {
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
            <DeletePost title={post.title} error={actionData?.formError?.message ?? null} />
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

/**
 * A confirmed POST (DESIGN.md, Row menus): with JavaScript the confirmation is a dialog over the
 * page; without it, Delete leads to `?confirm=delete`, this page with the confirmation open.
 */
function DeletePost({ title, error }: { title: string; error: string | null }) {
  const { t } = useTranslation("post");
  const navigation = useNavigation();
  const confirm = useLinkedDialog("delete");
  const deleting = navigation.state !== "idle" && navigation.formData?.get("intent") === "delete";
  return (
    <>
      <LinkButton to={confirm.openHref} onClick={confirm.openDialog} preventScrollReset variant="danger">
        {t("delete")}
      </LinkButton>
      {confirm.open ? (
        <Dialog
          title={t("delete")}
          description={t("deleteConfirm", { title })}
          closeTo={confirm.closeHref}
          closeLabel={t("cancel")}
          onClose={confirm.closeDialog}
        >
          <Notice tone="error" className="mt-4">
            {error ? `${t("deleteFailed")}: ${error}` : null}
          </Notice>
          <Form method="post" className="mt-6 flex justify-end">
            <Button type="submit" name="intent" value="delete" variant="danger" pending={deleting} pendingLabel={t("deleting")}>
              {t("deleteConfirmButton")}
            </Button>
          </Form>
        </Dialog>
      ) : null}
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useErrorTranslations(error);
  const { t } = useTranslation(["post", "common"]);
  const params = useParams();
  const info = isRouteErrorResponse(error) ? (error.data as PostError | undefined) : undefined;
  const reason = info?.reason ?? (isRouteErrorResponse(error) && error.status === 403 ? "forbidden" : "unexpected");
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
      <LinkButton to={link.to} className="mt-6">
        {link.label}
      </LinkButton>
    </div>
  );
}
