import type { ReactNode, Ref } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { focusRing } from "~/components/ui/focus-ring";
import { Skeleton } from "~/components/ui/Skeleton";
import type { PostCard as PostCardData } from "../posts.server";
import { LocalDate } from "~/components/ui/LocalDate";
import { CoverImage } from "./cover-image";

/** The news grids (landing and /news): one column, two from md, three from lg, in max-w-6xl. */
export const postGridClass = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";
const coverSizes =
  "(min-width: 1184px) 368px, (min-width: 1024px) calc((100vw - 80px) / 3), (min-width: 768px) calc((100vw - 56px) / 2), calc(100vw - 32px)";

/**
 * A news card (spec 000 §2), on the landing page and /news: cover (grey if none, the fallback image if
 * it fails), short date (hidden if invalid), title, up to 3 lines of excerpt and a 'read more'
 * link labelled `readMore` (from the page's own namespace: the card is on pages with different
 * translations). `badge`: editors see the post's StatusBadge there. `ref` is the title link, which receives focus when
 * 'Load more' adds cards. `priority`: the first card's cover is the largest thing on a phone
 * screen, so it loads eagerly (Lighthouse LCP). `headingLevel`: 3 under a section's h2.
 */
export function PostCard({
  post,
  readMore,
  ref,
  badge,
  priority = false,
  headingLevel = 2,
}: {
  post: PostCardData;
  readMore: string;
  ref?: Ref<HTMLAnchorElement>;
  badge?: ReactNode;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const { i18n } = useTranslation();
  const href = `/post/${encodeURIComponent(post.slug)}`;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="post-card bg-white">
      <CoverImage url={post.cover_image_url} sizes={coverSizes} className="w-full" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <LocalDate value={post.created_at} locale={i18n.language} style="short" />
          {badge}
        </div>
        <Heading className="text-lg font-semibold leading-snug text-slate-900">
          <Link ref={ref} to={href} className={`rounded hover:text-primary ${focusRing}`}>
            {post.title}
          </Link>
        </Heading>
        {/* Wrapped: Chromium sizes a flex item by its unclamped text, so a clamped flex item shows a 4th line. */}
        {post.excerpt && (
          <div>
            <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>
          </div>
        )}
        <Link to={href} className={`read-more text-primary hover:text-primary-dark ${focusRing}`} aria-label={`${readMore}: ${post.title}`}>
          {readMore} →
        </Link>
      </div>
    </article>
  );
}

/** A card's shape while the posts load (the landing page streams them). */
export function PostCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <Skeleton className="aspect-[40/21]" />
      <div className="space-y-3 p-5">
        <Skeleton className="h-3 w-24 rounded" />
        <Skeleton className="h-5 w-4/5 rounded" />
        <Skeleton className="h-3 w-full rounded" />
        <Skeleton className="h-3 w-2/3 rounded" />
      </div>
    </div>
  );
}
