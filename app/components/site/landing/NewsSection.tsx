import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Await, Link } from "react-router";
import { buttonClass } from "~/components/ui/Section";
import { formatShortDate } from "~/features/landing/format";
import type { PostCard } from "~/features/posts/posts.server";

export interface LandingNews {
  posts: PostCard[];
  /** True when Directus failed and the built-in posts are shown (spec §4). */
  fallback: boolean;
}

const grid = "mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** Spec §2/§4: up to 6 posts, streamed: 6 skeleton cards first, then cards, empty or fallback. */
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
          <Link to="/news" className={`hidden md:inline-flex ${buttonClass.outline}`}>
            {t("news.goToNews")}
          </Link>
        </div>
        {"then" in news ? (
          <Suspense fallback={<NewsSkeleton />}>
            <Await resolve={news}>{(loaded: LandingNews) => <NewsList news={loaded} />}</Await>
          </Suspense>
        ) : (
          <NewsList news={news} />
        )}
        <Link to="/news" className={`mt-8 md:hidden ${buttonClass.outline}`}>
          {t("news.goToNews")}
        </Link>
      </div>
    </section>
  );
}

function NewsSkeleton() {
  const { t } = useTranslation("landing");
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("news.loading")}</span>
      <ul aria-hidden="true" className={grid}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="animate-pulse overflow-hidden rounded-2xl ring-1 ring-slate-200">
            <div className="aspect-[1200/630] bg-slate-200" />
            <div className="space-y-3 p-5">
              <div className="h-3 w-24 rounded bg-slate-200" />
              <div className="h-5 w-4/5 rounded bg-slate-200" />
              <div className="h-3 w-full rounded bg-slate-200" />
              <div className="h-3 w-2/3 rounded bg-slate-200" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function NewsList({ news }: { news: LandingNews }) {
  const { t, i18n } = useTranslation("landing");
  return (
    <>
      {news.fallback ? (
        <p role="status" className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
          {t("news.fallbackNotice")}
        </p>
      ) : null}
      {news.posts.length === 0 ? (
        <p className="mt-8 text-slate-700">{t("news.empty")}</p>
      ) : (
        <ul className={grid}>
          {news.posts.map((post) => {
            const date = formatShortDate(post.created_at, i18n.language);
            return (
              <li key={post.id}>
                <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
                  {post.cover_image_url ? (
                    <img
                      src={post.cover_image_url}
                      width="1200"
                      height="630"
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="aspect-[1200/630] h-auto w-full object-cover"
                    />
                  ) : (
                    <div role="img" aria-label={t("news.noCover")} className="aspect-[1200/630] bg-slate-200" />
                  )}
                  <div className="flex flex-1 flex-col p-5">
                    {date ? (
                      <time dateTime={post.created_at} className="text-sm text-slate-600">
                        {date}
                      </time>
                    ) : null}
                    <h3 className="mt-1 text-lg font-bold text-slate-900">
                      <Link to={`/post/${post.slug}`} className="hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary">
                        {post.title}
                      </Link>
                    </h3>
                    {/* The clamped paragraph is not itself a flex item: Chromium sizes a flex item by its unclamped text. */}
                    <div className="mt-2 flex-1">{post.excerpt ? <p className="line-clamp-3 text-slate-700">{post.excerpt}</p> : null}</div>
                    <Link
                      to={`/post/${post.slug}`}
                      aria-label={t("news.readMoreLabel", { title: post.title })}
                      className="mt-4 self-start rounded font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                    >
                      {t("news.readMore")} →
                    </Link>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
