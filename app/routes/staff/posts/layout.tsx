import { useTranslation } from "react-i18next";
import { data, isRouteErrorResponse, Outlet, type MiddlewareFunction } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { SiteHeader } from "~/components/site/SiteHeader";
import { LinkButton } from "~/components/ui/LinkButton";
import { requireUser } from "~/features/auth/guards.server";
import { hasRole, roleGroups } from "~/features/auth/user-context";
import { useErrorTranslations } from "~/features/i18n/translations";
import { translationsFor } from "~/features/i18n/translations.server";
import { StaffFrame } from "~/features/staff/staff-frame";

/**
 * The post editor's door (issue 27): Administrator or seed-edit-post, for every loader and action
 * (`.data` too), before any post is read. Signed out → sign in; anyone else → 403 with the editor's
 * own words (spec 001 §2: 'Bạn không có quyền truy cập').
 */
const requireEditorMiddleware: MiddlewareFunction<Response> = ({ request, context }, next) => {
  const user = requireUser(request, context);
  if (!hasRole(user, roleGroups.editors)) {
    const translations = translationsFor(context, { editor: ["denied"] });
    throw data({ reason: "editor-denied", translations }, { status: 403, statusText: "Forbidden" });
  }
  return next();
};

export const middleware: Route.MiddlewareFunction[] = [requireEditorMiddleware];

export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, { staff: true, editor: true, post: ["status", "statusLabel"] }) };
}

export default function EditorLayout() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

/** Spec 001 §2's denied screen: who may edit, and the way home. */
function EditorDenied() {
  const { t } = useTranslation("editor");
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex max-w-xl flex-col items-center gap-5 px-4 py-20 text-center">
        <p className="text-6xl font-extrabold text-primary">403</p>
        <h1 className="text-2xl font-bold">{t("denied.title")}</h1>
        <p className="text-slate-700">{t("denied.body")}</p>
        <LinkButton to="/">{t("denied.home")}</LinkButton>
      </main>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useErrorTranslations(error);
  if (isRouteErrorResponse(error) && error.status === 403) return <EditorDenied />;
  return <AreaErrorPage error={error} />;
}
