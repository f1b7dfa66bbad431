import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await } from "react-router";
import { LinkButton } from "~/components/ui/LinkButton";
import { Notice } from "~/components/ui/Notice";
import { PostCard, PostCardSkeleton, postGridClass } from "~/features/posts/components/post-card";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import type { PostCard as PostCardData } from "~/features/posts/posts.server";

export interface LandingNews {
  posts: PostCardData[];
  /** True when Directus failed and the built-in posts are shown (spec 000 §4). */
  fallback: boolean;
  /** The fallback notice, or the line shown instead of no posts, in the visitor's language; else null. */
  note: string | null;
}

/** Spec 000 §2/§4: up to 6 posts, streamed: 6 skeleton cards first, then cards, empty or fallback. */
export function NewsSection({ news }: { news: LandingNews | Promise<LandingNews> }) {
  const { t } = useTranslation("landing");
  return (
    <section id="news" aria-labelledby="news-title" className="px-4 py-16 md:py-20">
      <div className="mx-auto max-w-6xl">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="news-title" className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">
              {t("news.title")}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{t("news.text")}</p>
          </div>
          <GoToNews className="hidden md:block" />
        </div>
        {"then" in news ? (
          <Suspense fallback={<NewsSkeleton />}>
            <Await resolve={news}>{(loaded: LandingNews) => <KeptNewsList news={loaded} />}</Await>
          </Suspense>
        ) : (
          <KeptNewsList news={news} />
        )}
        <GoToNews className="mt-8 md:hidden" />
      </div>
    </section>
  );
}

/** The link to /news: beside the heading on wide screens, below the posts on narrow ones. */
function GoToNews({ className }: { className: string }) {
  const { t } = useTranslation("landing");
  return (
    <div className={className}>
      <LinkButton to="/news" variant="outline">
        {t("news.goToNews")}
      </LinkButton>
    </div>
  );
}

function NewsSkeleton() {
  const { t } = useTranslation("landing");
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("news.loading")}</span>
      <ul aria-hidden="true" className={`mt-8 ${postGridClass}`}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <PostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The cards are the same for every reader of a language who gets these posts: rendered once per list (ADR 023). */
function KeptNewsList({ news }: { news: LandingNews }) {
  return (
    <SameForEveryReader id="landing-news" inputs={news}>
      <NewsList news={news} />
    </SameForEveryReader>
  );
}

function NewsList({ news }: { news: LandingNews }) {
  const { t } = useTranslation("landing");
  return (
    <>
      <Notice tone="warning" className="mt-6">
        {news.fallback ? news.note : null}
      </Notice>
      {news.posts.length === 0 ? (
        <p className="mt-8 text-slate-700">{news.note}</p>
      ) : (
        <ul className={`mt-8 ${postGridClass}`}>
          {news.posts.map((post) => (
            <li key={post.id}>
              <PostCard post={post} readMore={t("news.readMore")} headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
