import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Pager } from "~/components/ui/Pager";

/**
 * This list's URL with some of its parameters changed (`null` drops one); the page starts again at
 * 1 unless the change names one, and page 1 is not written.
 */
export function useListHref(current: Record<string, string | null>) {
  const { pathname } = useLocation();
  return (change: Record<string, string | number | null>) => {
    const params = new URLSearchParams();
    const next = { ...current, page: null, ...change };
    for (const [key, value] of Object.entries(next)) if (value !== null && value !== 1) params.set(key, String(value));
    return params.size ? `${pathname}?${params}` : pathname;
  };
}

/** A paged staff list's footer, worded from the list's own keys (`tickets.total`, `tickets.pages` …). */
export function ListPager({
  list,
  total,
  page,
  pages,
  href,
}: {
  list: "activity" | "tickets";
  total: number;
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const { t } = useTranslation("staff");
  return (
    <Pager
      total={t(`${list}.total`, { count: total })}
      page={page}
      pages={pages}
      href={href}
      words={{
        pages: t(`${list}.pages`),
        previous: t(`${list}.previous`),
        next: t(`${list}.next`),
        pageOf: t(`${list}.pageOf`, { page, pages }),
      }}
    />
  );
}
