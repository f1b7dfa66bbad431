import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClass } from "./Button";

/**
 * A list's footer: how many rows in all, and Previous / "page of" / Next links when there is more
 * than one page (plain links: the page is in the URL, so it works without JavaScript).
 */
export function Pager({
  total,
  page,
  pages,
  href,
  words,
}: {
  /** "12 changes" and the like. */
  total: ReactNode;
  page: number;
  pages: number;
  /** The list at another page. */
  href: (page: number) => string;
  words: { pages: string; previous: ReactNode; next: ReactNode; pageOf: ReactNode };
}) {
  const link = buttonClass({ variant: "outline", size: "sm" });
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-700">
      <p>{total}</p>
      {pages > 1 ? (
        <nav aria-label={words.pages} className="flex items-center gap-3">
          {page > 1 ? (
            <Link to={href(page - 1)} className={link}>
              {words.previous}
            </Link>
          ) : null}
          <span>{words.pageOf}</span>
          {page < pages ? (
            <Link to={href(page + 1)} className={link}>
              {words.next}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
