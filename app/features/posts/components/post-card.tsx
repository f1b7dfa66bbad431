import { forwardRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { PostCard as PostCardData } from "../posts.server";
import { formatPostDate } from "../dates";
import { CoverImage } from "./cover-image";
import { StatusBadge } from "./status-badge";

/**
 * A news card (spec §2): cover, short date (hidden if invalid), title, up to 3 lines of excerpt
 * and a 'read more' link. Editors also see the status badge. The ref is the title link, which
 * receives focus when 'Load more' adds cards. `priority`: the first card's cover is the largest
 * thing on a phone screen, so it loads eagerly (Lighthouse LCP).
 */
export const PostCard = forwardRef<HTMLAnchorElement, { post: PostCardData; showStatus: boolean; priority?: boolean }>(function PostCard(
  { post, showStatus, priority = false },
  ref,
) {
  const { t, i18n } = useTranslation("news");
  const date = formatPostDate(post.created_at, i18n.language, "short");
  const href = `/post/${encodeURIComponent(post.slug)}`;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md">
      <CoverImage url={post.cover_image_url} width={640} height={336} className="aspect-[40/21] w-full" priority={priority} />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          {date && <time dateTime={post.created_at}>{date}</time>}
          {showStatus && <StatusBadge status={post.status} />}
        </div>
        <h2 className="text-lg font-semibold leading-snug text-slate-900">
          <Link ref={ref} to={href} className="rounded hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {post.title}
          </Link>
        </h2>
        {/* Wrapped: Chromium sizes a flex item by its unclamped text, so a clamped flex item shows a 4th line. */}
        {post.excerpt && (
          <div>
            <p className="line-clamp-3 text-slate-700">{post.excerpt}</p>
          </div>
        )}
        <Link
          to={href}
          className="mt-auto self-start rounded pt-2 text-sm font-semibold text-primary hover:text-primary-dark hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          aria-label={`${t("readMore")}: ${post.title}`}
        >
          {t("readMore")} →
        </Link>
      </div>
    </article>
  );
});
