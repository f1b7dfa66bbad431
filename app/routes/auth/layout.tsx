import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { ErrorContent } from "~/components/site/ErrorContent";

/** The frame of every account screen: a header with the way home, the content centred. */
function AuthFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("auth");
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to="/" className="text-lg font-extrabold text-primary focus-visible:outline-2 focus-visible:outline-primary">
            Seed Academy
          </Link>
          <Link to="/" className="text-sm font-semibold text-slate-700 hover:text-primary">
            {t("common.backHome")}
          </Link>
        </div>
      </header>
      <main id="main" className="w-full flex-1 px-4 py-8 sm:py-12">
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
