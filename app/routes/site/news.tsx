import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { data, redirect, useFetcher } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/news";
import { routeHeaders } from "~/features/http/route-headers";
import { NewsletterForm } from "~/components/site/NewsletterForm";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { requireRole } from "~/features/auth/guards.server";
import { hasRole, roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { newsPageOf } from "~/features/posts/news-page";
import { PostCard, postGridClass } from "~/features/posts/components/post-card";
import { StatusBadge } from "~/features/posts/components/status-badge";
import { Toast } from "~/components/ui/Toast";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { sampleDraft } from "~/features/posts/news-draft.server";
import { createDraftPost, listNewsPosts, type NewsList, PostWriteError } from "~/features/posts/posts.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { formReply } from "~/features/forms/reply.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.seo.title ?? "Seed Academy" },
  { name: "description", content: loaderData?.seo.description ?? "" },
  { property: "og:title", content: loaderData?.seo.title ?? "Seed Academy" },
  { property: "og:type", content: "website" },
];

export const headers: Route.HeadersFunction = routeHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(userContext);
  const isEditor = hasRole(user, roleGroups.editors);
  const page = newsPageOf(new URL(request.url).searchParams.get("page"));
  let list: NewsList;
  try {
    list = await listNewsPosts(context.get(directusContext), { page, includeUnpublished: isEditor });
  } catch (error) {
    // Spec 000 §4: on failure, the built-in posts with a notice; the error is logged.
    console.error("News page: could not load posts from Directus:", error);
    list = { posts: fallbackPosts, hasMore: false, fallback: true };
  }
  const { t } = getInstance(context);
  const headers = pageCacheHeaders(user, { shared: !list.fallback, keepForReader: true });
  return data(
    {
      ...list,
      page,
      isEditor,
      seo: { title: t("news:meta.title"), description: t("news:meta.description") },
      // Editors also see each card's status badge.
      translations: translationsFor(context, isEditor ? { news: true, post: ["status", "statusLabel"] } : ["news"]),
    },
    { headers },
  );
}

const newsAction = z.discriminatedUnion("intent", [z.object({ intent: z.literal("create-draft") })]);
/** A write Directus refused, in the reader's words (ADR 012: the text travels, not the key). */
type CreateError = { key: "createFailed"; message: string };

/** Creates a draft post (editors only) and opens it (spec 001 §7, §8); ADR 008. */
export async function action({ request, context }: Route.ActionArgs) {
  const editor = requireRole(request, context, roleGroups.editors);
  const submission = await readIntentForm(request, newsAction);
  if (submission.status !== "success") return formReply<CreateError, { at: number }>(submission, {}, { at: Date.now() });
  const { t } = getInstance(context);
  try {
    const { slug } = await createDraftPost(context.get(directusContext), sampleDraft(t), { author: editor.id });
    return redirect(`/post/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (!(error instanceof PostWriteError)) throw error;
    console.error("News page: creating a draft failed:", error);
    return formReply<CreateError, { at: number }>(
      submission,
      {
        formError: { key: "createFailed", message: t(`news:errors.${error.messageKey}`, error.values) },
        status: error.status >= 400 ? error.status : 502,
        headers: { "Cache-Control": "private, no-store" },
      },
      { at: Date.now() },
    );
  }
}

export default function News({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("news");
  const more = useFetcher<typeof loader>();
  // 'Load more' with JavaScript: the fetcher brings the longer list, shown in place of the first.
  const list = more.data && more.data.page > loaderData.page ? more.data : loaderData;
  const { posts, hasMore, fallback, isEditor, page } = list;

  // Move focus to the first card that 'Load more' added, so keyboard and screen reader users
  // continue where the new posts start.
  const cardLinks = useRef<(HTMLAnchorElement | null)[]>([]);
  const shownBefore = useRef(posts.length);
  useEffect(() => {
    if (posts.length > shownBefore.current && list !== loaderData) cardLinks.current[shownBefore.current]?.focus();
    shownBefore.current = posts.length;
  }, [posts.length, list, loaderData]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900 md:text-4xl">{t("heading")}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t("intro")}</p>

      <Notice tone="warning" className="mt-6">
        {fallback ? t("fallbackNotice") : null}
      </Notice>
      {isEditor && <p className="mt-4 text-sm text-slate-600">{t("editorNote")}</p>}

      {posts.length === 0 && !isEditor ? (
        <p className="mt-10 rounded-xl bg-slate-50 px-4 py-8 text-center text-slate-700">{t("empty")}</p>
      ) : (
        <ul aria-label={t("listLabel")} className={`mt-8 ${postGridClass}`}>
          {isEditor && !fallback && (
            <li>
              <CreateDraftCard error={actionData?.formError?.message ?? null} at={actionData?.at} />
            </li>
          )}
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard
                ref={(el) => void (cardLinks.current[index] = el)}
                post={post}
                readMore={t("readMore")}
                badge={isEditor ? <StatusBadge status={post.status} /> : null}
                priority={index === 0}
              />
            </li>
          ))}
        </ul>
      )}
      {posts.length === 0 && isEditor && <p className="mt-6 text-center text-slate-700">{t("empty")}</p>}

      <div className="mt-10 flex flex-col items-center gap-3" aria-live="polite">
        {hasMore ? (
          <LinkButton
            to={`?page=${page + 1}`}
            preventScrollReset
            onClick={(event) => {
              event.preventDefault();
              if (more.state === "idle") more.load(`/news?page=${page + 1}`);
            }}
            aria-disabled={more.state !== "idle" || undefined}
          >
            {more.state !== "idle" ? t("loadingMore") : t("loadMore")}
          </LinkButton>
        ) : (
          posts.length > 0 && !fallback && <p className="text-slate-600">{t("allSeen")}</p>
        )}
      </div>

      <NewsletterBox />
      <Toast corner tone="error">
        {fallback ? t("loadFailedToast") : null}
      </Toast>
    </div>
  );
}

/** Editors' card: create a draft and open it (spec 000 §2, "mock draft post card" made real). */
function CreateDraftCard({ error, at }: { error: string | null; at?: number }) {
  const { t } = useTranslation("news");
  const fetcher = useFetcher<typeof action>();
  const busy = fetcher.state !== "idle";
  const fetcherError = fetcher.state === "idle" && fetcher.data?.formError ? fetcher.data : null;
  const shownError = fetcherError?.formError?.message ?? error;
  return (
    <div className="flex h-full flex-col justify-between gap-4 rounded-2xl border-2 border-dashed border-primary/50 bg-teal-50/60 p-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t("createCard.title")}</h2>
        <p className="mt-2 text-slate-700">{t("createCard.text")}</p>
      </div>
      <Notice tone="error">{shownError ? `${t("createFailed")}: ${shownError}` : null}</Notice>
      <fetcher.Form method="post" action="/news">
        <Button type="submit" name="intent" value="create-draft" pending={busy} pendingLabel={t("createCard.busy")}>
          {t("createCard.button")}
        </Button>
      </fetcher.Form>
      <Toast corner tone="error" id={fetcherError?.at ?? at}>
        {shownError ? t("createFailed") : null}
      </Toast>
    </div>
  );
}

/** The newsletter box (spec 000 §2); the form and its /newsletter action belong to the public site. */
function NewsletterBox() {
  const { t } = useTranslation("news");
  return (
    <section aria-labelledby="newsletter-title" className="mt-16 rounded-2xl bg-slate-900 px-6 py-8 text-white md:px-10">
      <h2 id="newsletter-title" className="text-2xl font-semibold">
        {t("newsletter.title")}
      </h2>
      <p className="mt-2 text-slate-300">{t("newsletter.text")}</p>
      <div className="mt-5 max-w-lg">
        <NewsletterForm tone="dark" />
      </div>
    </section>
  );
}
