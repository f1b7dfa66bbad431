import { data, isRouteErrorResponse, Outlet, useLocation, type MiddlewareFunction } from "react-router";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { SiteHeader } from "~/components/site/SiteHeader";
import { LinkButton } from "~/components/ui/LinkButton";
import { requireUser } from "~/features/auth/guards.server";
import { hasRole, roleGroups } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { StaffFrame } from "~/features/staff/staff-frame";

/**
 * The admin content page's gate (issue 29), before every loader and action, `.data` requests too:
 * signed out → sign in; any role but Administrator or seed-admin → 403 with the page's own words
 * (spec 001 §2: 'Not authorized', the roles it needs, a link to sign in).
 */
const requireAdmin: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const user = requireUser(request, context);
  if (!hasRole(user, roleGroups.admins)) {
    const translations = translationsFor(context, { staff: ["adminForbidden"] });
    throw data({ reason: "forbidden", roles: roleGroups.admins, translations }, { status: 403, statusText: "Forbidden" });
  }
  return next();
};
export const middleware: Route.MiddlewareFunction[] = [requireAdmin];

export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, ["staff"]) };
}

/** Nothing here may be kept by a browser or proxy (issue 29: private, no-store). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export default function AdminLayout() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

/** 'Not authorized' (spec 001 §2) for a refused person; any other error as in every area. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) return <NotAuthorized />;
  return <AreaErrorPage error={error} />;
}

function NotAuthorized() {
  const { t } = useTranslation("staff");
  const location = useLocation();
  const redirectTo = encodeURIComponent(`${location.pathname.replace(/\.data$/, "")}${location.search}`);
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-primary">403</p>
        <h1 className="text-2xl font-bold">{t("adminForbidden.title")}</h1>
        <p className="text-slate-700">{t("adminForbidden.body")}</p>
        <LinkButton to={`/login?redirectTo=${redirectTo}`} variant="outline">
          {t("adminForbidden.signIn")}
        </LinkButton>
      </main>
    </>
  );
}
