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
import { FlashToast } from "~/features/forms/flash-toast";
import { MenuIcon } from "~/components/ui/MenuIcon";

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
 * buttons), the notification bell (a link), the theme and language toggles and sign-out (real forms:
 * they work without JavaScript). On a phone (below md, issue 56) the bar is one row: the name, the
 * bell and a 'Menu' drawer (a <details> disclosure) holding `menu` (the portal's sections), the
 * actions, the toggles and sign-out. `actions` is asked for twice, for the bar and for the drawer
 * (`inDrawer`), so a portal can leave a keyboard shortcut to one of them.
 */
export function PortalHeader({
  title,
  theme,
  actions,
  menu,
}: {
  title: string;
  theme: Theme;
  actions?: (inDrawer: boolean) => ReactNode;
  menu?: ReactNode;
}) {
  const { t } = useTranslation("portal");
  const user = useOptionalUser();
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(" ") || user?.email;
  const signedInAs = name ? <p className="text-sm text-slate-700">{t("frame.signedInAs", { name })}</p> : null;
  const signOut = (
    <Form method="post" action="/logout">
      <Button type="submit" variant="outline" size="sm">
        {t("frame.signOut")}
      </Button>
    </Form>
  );
  return (
    <header className="relative border-b border-slate-200 bg-white">
      <SkipLink>{t("frame.skip")}</SkipLink>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 md:flex-wrap">
        <div className="flex min-w-0 items-center gap-3">
          <Link to="/" className={`flex shrink-0 items-center gap-2 rounded-md ${focusRing}`} aria-label={t("frame.home")}>
            <img src="/images/logo.svg" width="32" height="32" alt="" />
          </Link>
          <p className="line-clamp-2 text-base leading-5 font-bold text-slate-900 md:line-clamp-none md:text-lg md:leading-7">{title}</p>
        </div>
        <div className="hidden flex-wrap items-center gap-3 md:flex">
          {signedInAs}
          {actions?.(false)}
          <NotificationBell />
          <ThemeToggle theme={theme} />
          <LanguageToggle />
          {signOut}
        </div>
        <div className="flex shrink-0 items-center gap-2 md:hidden">
          <NotificationBell />
          <PortalDrawer>
            {menu}
            <div className="mt-2 flex flex-col items-start gap-3 border-t border-slate-200 px-1 pt-3">
              {signedInAs}
              {actions ? <div className="flex flex-wrap gap-2">{actions(true)}</div> : null}
              <ThemeToggle theme={theme} />
              <div className="flex flex-wrap gap-2">
                <LanguageToggle />
                {signOut}
              </div>
            </div>
          </PortalDrawer>
        </div>
      </div>
    </header>
  );
}

/**
 * The phone's drawer: a <details> disclosure, so it opens without JavaScript; with it, Escape, a
 * click outside and following a link close it too.
 */
function PortalDrawer({ children }: { children: ReactNode }) {
  const { t } = useTranslation("portal");
  const drawer = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
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
    <details ref={drawer} className="group">
      <summary
        className={`inline-flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 font-semibold text-slate-900 ring-1 ring-slate-300 [&::-webkit-details-marker]:hidden ${focusRing}`}
      >
        <MenuIcon />
        {t("frame.menu")}
      </summary>
      <div className="absolute inset-x-2 z-30 mt-3 max-h-[calc(100dvh-5rem)] overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
        {children}
      </div>
    </details>
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
 * A portal's section navigation (`children`, its links, named `label`): a sidebar from the md
 * breakpoint; below it the same links are in the header's drawer (`PortalHeader`'s `menu`).
 */
function PortalNavLinks({ portal, children }: { portal: string; children: ReactNode }) {
  const { pathname } = useLocation();
  // The links of a portal (`portal`: its path) are the same for every reader of a page in a language:
  // where they are is all they show of the request, so they are rendered once per page (ADR 023).
  return (
    <SameForEveryReader id={`portal-nav:${portal}`} inputs={pathname}>
      {children}
    </SameForEveryReader>
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
  actions?: (inDrawer: boolean) => ReactNode;
  navLabel: string;
  nav: ReactNode;
  path: string;
  above?: ReactNode;
}) {
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname.startsWith(path);
  return (
    <PortalTheme theme={theme}>
      <PortalHeader
        title={title}
        theme={theme}
        actions={actions}
        menu={
          <nav aria-label={navLabel}>
            <PortalNavLinks portal={path}>{nav}</PortalNavLinks>
          </nav>
        }
      />
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 pt-3 pb-5 md:flex-row md:py-8">
        <nav aria-label={navLabel} className="hidden md:block md:w-56 md:shrink-0">
          <PortalNavLinks portal={path}>{nav}</PortalNavLinks>
        </nav>
        <main id="main" className="min-w-0 flex-1" aria-busy={pending || undefined}>
          <FlashToast className="mb-4" />
          {above}
          {pending ? <PortalPending /> : <Outlet />}
        </main>
      </div>
    </PortalTheme>
  );
}
