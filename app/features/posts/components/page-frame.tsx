import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The frame of the news and post pages until the site header and footer are shared. */
export function PageFrame({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation("news");
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
          <Link to="/" className="rounded text-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-primary">
            Seed Academy
          </Link>
          <nav aria-label={t("heading")}>
            <Link to="/news" className="rounded px-2 py-2 text-sm font-medium text-slate-700 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary">
              {t("heading")}
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
    </>
  );
}
