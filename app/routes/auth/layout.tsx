import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorContent } from "~/components/site/ErrorContent";
import { focusRing } from "~/components/ui/focus-ring";
import { translationsFor } from "~/features/i18n/translations.server";
import { FlashToast } from "~/features/forms/flash-toast";

/** The account screens' shared words (frame, fields, validation, form errors); each page adds its own. */
export function loader({ context }: Route.LoaderArgs) {
  return { translations: translationsFor(context, { auth: ["common", "fields", "validation", "errors"] }) };
}

/** The frame of every account screen: a header with the way home, the content centred. */
function AuthFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/" className={`rounded text-lg font-extrabold text-primary ${focusRing}`}>
            Seed Academy
          </Link>
          <Link to="/" className={`rounded text-sm font-semibold text-slate-700 hover:text-primary ${focusRing}`}>
            {t("common.backHome")}
          </Link>
        </div>
      </header>
      <main id="main" className="w-full flex-1 px-4 py-8 sm:py-12">
        <FlashToast className="mx-auto mb-6 max-w-md" />
        {children}
      </main>
    </div>
  );
}

export default function AuthLayout() {
  return (
    <AuthFrame>
      <Outlet />
    </AuthFrame>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AuthFrame>
      <ErrorContent error={error} />
    </AuthFrame>
  );
}
