import { useTranslation } from "react-i18next";
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import { buttonClass } from "~/components/ui/Button";
import { adminListHref } from "~/features/staff/admin/admin-path";

/** A table's links to its neighbouring pages, keeping the other table's filter and page. */
export function Pager({ param, page, pages, label }: { param: "page" | "upage"; page: number; pages: number; label: string }) {
  const { t } = useTranslation("staff");
  const location = useLocation();
  if (pages <= 1) return null;
  const href = (to: number) => {
    const list = new URL(adminListHref(location.search), "http://list");
    list.searchParams.set(param, String(to));
    return `${list.pathname}?${list.searchParams}`;
  };
  return (
    <nav aria-label={label} className="flex items-center gap-3 text-sm">
      {page > 1 ? (
        <Link to={href(page - 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("admin.previous")}
        </Link>
      ) : null}
      <span>{t("admin.pageOf", { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={buttonClass({ variant: "outline", size: "sm" })}>
          {t("admin.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * A table's `shouldRevalidate`: true when a plain navigation (a dialog opened or closed, the other
 * table filtered or paged) left this table's parameters as they were, so its rows need no new read.
 * After a form's post everything is read again.
 */
export function sameListParams({ currentUrl, nextUrl, formMethod }: ShouldRevalidateFunctionArgs, params: readonly string[]) {
  if (formMethod && formMethod.toUpperCase() !== "GET") return false;
  return params.every((param) => currentUrl.searchParams.get(param) === nextUrl.searchParams.get(param));
}
