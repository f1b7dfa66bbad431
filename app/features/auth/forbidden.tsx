import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { LinkButton } from "~/components/ui/LinkButton";
import { useOptionalUser } from "./use-user";

/**
 * The 403 page (a signed-in user without the role). Rendered by the root ErrorBoundary for a
 * `requireRole` refusal; a route's own ErrorBoundary can render it too. `withTitle`: the page's
 * <title> too, for a boundary whose routes have no meta of their own (React puts it in <head>).
 */
export function Forbidden({ withTitle = false }: { withTitle?: boolean }) {
  const { t } = useTranslation("auth");
  const user = useOptionalUser();
  const location = useLocation();
  const redirectTo = encodeURIComponent(`${location.pathname}${location.search}`);
  // An area may send its own words with its 403 (`words`: a namespace and key prefix with title,
  // body and signIn), e.g. the admin page's 'Not authorized' (issue 29).
  const error = useRouteError();
  const words = isRouteErrorResponse(error) ? (error.data as { words?: string } | undefined)?.words : undefined;
  const heading = words ? t(`${words}.title`) : t("forbidden.title");
  const title = withTitle ? <title>{`${heading} · Seed Academy`}</title> : null;
  if (words) {
    return (
      <div className="mx-auto flex max-w-xl py-20 flex-col items-center justify-center gap-5 p-8 text-center">
        {title}
        <p className="text-6xl font-extrabold text-primary">403</p>
        <h1 className="text-2xl font-bold">{heading}</h1>
        <p className="text-slate-700">{t(`${words}.body`)}</p>
        <LinkButton to={`/login?redirectTo=${redirectTo}`} variant="outline">
          {t(`${words}.signIn`)}
        </LinkButton>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-xl py-20 flex-col items-center justify-center gap-5 p-8 text-center">
      {title}
      <p className="text-6xl font-extrabold text-primary">403</p>
      <h1 className="text-2xl font-bold">{heading}</h1>
      <p className="text-slate-700">{user ? t("forbidden.signedInAs", { email: user.email }) : t("forbidden.body")}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <LinkButton to="/">{t("forbidden.home")}</LinkButton>
        <LinkButton to={`/login?redirectTo=${redirectTo}`} variant="outline">
          {t("forbidden.signInOther")}
        </LinkButton>
      </div>
    </div>
  );
}
