import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { useOptionalUser } from "./use-user";

/**
 * The 403 page (a signed-in user without the role). Rendered by the root ErrorBoundary for a
 * `requireRole` refusal; a route's own ErrorBoundary can render it too.
 */
export function Forbidden() {
  const { t } = useTranslation("auth");
  const user = useOptionalUser();
  const location = useLocation();
  const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <div className="mx-auto flex max-w-xl py-20 flex-col items-center justify-center gap-5 p-8 text-center">
      <p className="text-6xl font-extrabold text-primary">403</p>
      <h1 className="text-2xl font-bold">{t("forbidden.title")}</h1>
      <p className="text-slate-700">{user ? t("forbidden.signedInAs", { email: user.email }) : t("forbidden.body")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2">
          {t("forbidden.home")}
        </Link>
        <Link
          to={`/login?redirectTo=${redirectTo}`}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          {t("forbidden.signInOther")}
        </Link>
      </div>
    </div>
  );
}
