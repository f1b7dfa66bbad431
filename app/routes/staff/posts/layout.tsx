import { useTranslation } from "react-i18next";
import { data, useNavigation, type MiddlewareFunction } from "react-router";
import type { Route } from "./+types/layout";
import { AreaErrorPage } from "~/components/site/AreaErrorPage";
import { requireUser } from "~/features/auth/guards.server";
import { hasRole, roleGroups } from "~/features/auth/user-context";
import { useErrorTranslations } from "~/features/i18n/translations";
import { translationsFor } from "~/features/i18n/translations.server";
import { readBell, withBellWords } from "~/features/notifications/notifications.server";
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

export async function loader({ context }: Route.LoaderArgs) {
  return {
    translations: translationsFor(
      context,
      withBellWords({
        staff: ["nav"],
        // The history page's words travel with that page; the editor sends the few it shows (ADR 007).
        editor: { except: ["history"] },
        // The delete confirmation and its error card are the post page's words (ADR 039).
        post: ["status", "statusLabel", "deleteConfirm", "deleteConfirmButton", "deleting", "cancel", "deleteFailed"],
        media: ["gallery", "picker", "upload"],
      }),
    ),
    // The header's bell (issue 47).
    bell: await readBell(context),
  };
}

/** Spec 001 §2 (issue 27): 'Loading…' while a page of the editor loads after a click in it (the history, another post). */
function EditorPending() {
  const { t } = useTranslation("editor");
  const navigation = useNavigation();
  const path = navigation.location?.pathname ?? "";
  const loading =
    navigation.state === "loading" && !navigation.formMethod && (path.startsWith("/edit-post") || path.startsWith("/staff/posts/"));
  return (
    <p role="status" className={loading ? "mb-4 rounded-lg bg-slate-50 px-4 py-2 text-sm text-slate-700" : "sr-only"}>
      {loading ? t("loading") : ""}
    </p>
  );
}

export default function EditorLayout() {
  return <StaffFrame status={<EditorPending />} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useErrorTranslations(error);
  // A 403 is the editor's denied screen (AreaErrorPage → ErrorContent → EditorDenied).
  return <AreaErrorPage error={error} />;
}
