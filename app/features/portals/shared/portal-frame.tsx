import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, Outlet, useLocation, useNavigation } from "react-router";
import { keepHash, LanguageToggle, useReturnPath } from "~/components/site/LanguageToggle";
import { Button } from "~/components/ui/Button";
import { focusRing } from "~/components/ui/focus-ring";
import { Skeleton } from "~/components/ui/Skeleton";
import { SkipLink } from "~/components/ui/SkipLink";
import { useOptionalUser } from "~/features/auth/use-user";
import { NotificationBell } from "~/features/notifications/notification-list";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import { themeActionPath, themes, type Theme } from "./theme";

/**
 * A portal page's frame: the theme (app.css, "Portal theme") around the header and the page. The
 * theme comes from the layout's loader (the `theme` cookie), so the first HTML already has it.
 */
export function PortalTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <div data-theme={theme} className="portal-theme min-h-screen bg-white text-slate-900">
      {children}
    </div>
  );
}

/**
 * A portal's top bar: the way home, the portal's name, who is signed in, `actions` (a portal's own
 * buttons), the notification bell (a link), the theme and language toggles and sign-out (real forms: they work without JavaScript).
 */
export function PortalHeader({ title, theme, actions }: { title: string; theme: Theme; actions?: ReactNode }) {
  const { t } = useTranslation("portal");
  const user = useOptionalUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email;
  return (
    <header className="border-b border-slate-200 bg-white">
      <SkipLink>{t("frame.skip")}</SkipLink>
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <div className="flex items-center gap-3">
          <Link to="/" className={`flex items-center gap-2 rounded-md ${focusRing}`} aria-label={t("frame.home")}>
            <img src="/images/logo.svg" width="32" height="32" alt="" />
          </Link>
          <p className="text-lg font-bold text-slate-900">{title}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {name ? <p className="text-sm text-slate-700">{t("frame.signedInAs", { name })}</p> : null}
          {actions}
          <NotificationBell />
          <ThemeToggle theme={theme} />
          <LanguageToggle />
          <Form method="post" action="/logout">
            <Button type="submit" variant="outline" size="sm">
              {t("frame.signOut")}
            </Button>
          </Form>
        </div>
      </div>
    </header>
  );
}

/** Light, dark or the device's choice: three buttons of one form, the chosen one pressed. */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const { t } = useTranslation("portal");
  const returnPath = useReturnPath();
  return (
    <Form method="post" action={themeActionPath} preventScrollReset onSubmit={keepHash}>
      <input type="hidden" name="redirectTo" value={returnPath} />
      <fieldset className="flex rounded-lg ring-1 ring-slate-300">
        <legend className="sr-only">{t("frame.theme.label")}</legend>
        {themes.map((option) => (
          <button key={option} type="submit" name="theme" value={option} aria-pressed={option === theme} className={`segment ${focusRing}`}>
            {t(`frame.theme.${option}`)}
          </button>
        ))}
      </fieldset>
    </Form>
  );
}

/**
 * A portal's section navigation: a sidebar from the md breakpoint; below it a drawer behind a
 * 'Menu' button. Without JavaScript the drawer is a <details> disclosure; with it, Escape, a click
 * outside and following a link close it too.
 */
export function PortalNav({ label, portal, children }: { label: string; portal: string; children: ReactNode }) {
  const { t } = useTranslation("portal");
  const drawer = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // The links of a portal (`portal`: its path) are the same for every reader of a page in a language:
  // where they are is all they show of the request, so they are rendered once per page (ADR 023).
  const links = (
    <SameForEveryReader id={`portal-nav:${portal}`} inputs={pathname}>
      {children}
    </SameForEveryReader>
  );
  useEffect(() => {
    if (drawer.current?.open) drawer.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !drawer.current?.open) return;
      drawer.current.open = false;
      drawer.current.querySelector("summary")?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (drawer.current?.open && !drawer.current.contains(event.target as Node)) drawer.current.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, []);
  return (
    <div className="md:w-56 md:shrink-0">
      <details ref={drawer} className="relative md:hidden">
        <summary
          className={`inline-flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 font-semibold text-slate-900 ring-1 ring-slate-300 ${focusRing}`}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 6h16M4 12h16M4 18h16" />
          </svg>
          {t("frame.menu")}
        </summary>
        <div className="absolute left-0 z-20 mt-2 w-64 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <nav aria-label={label}>{links}</nav>
        </div>
      </details>
      <nav aria-label={label} className="hidden md:block">
        {links}
      </nav>
    </div>
  );
}

/** What a portal shows in place of the page while the next one loads. */
export function PortalPending() {
  const { t } = useTranslation("portal");
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t("frame.loading")}</span>
      <Skeleton className="h-9 w-2/3 rounded" />
      <Skeleton className="mt-4 h-4 w-1/2 rounded" />
      <Skeleton className="mt-8 h-40 w-full rounded-2xl" />
    </div>
  );
}

/**
 * A portal layout's page: the theme, the header, the section navigation (`nav`, named `navLabel`)
 * and the main region with the page, or a skeleton while another page under `path` loads (spec 001:
 * skeletons). `above` comes before the page in the main region (a trail).
 */
export function PortalLayout({
  theme,
  title,
  actions,
  navLabel,
  nav,
  path,
  above,
}: {
  theme: Theme;
  title: string;
  actions?: ReactNode;
  navLabel: string;
  nav: ReactNode;
  path: string;
  above?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname.startsWith(path);
  return (
    <PortalTheme theme={theme}>
      <PortalHeader title={title} theme={theme} actions={actions} />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 md:flex-row">
        <PortalNav label={navLabel} portal={path}>
          {nav}
        </PortalNav>
        <main id="main" className="min-w-0 flex-1" aria-busy={pending || undefined}>
          {above}
          {pending ? <PortalPending /> : <Outlet />}
        </main>
      </div>
    </PortalTheme>
  );
}
