import { useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button, buttonClass } from "~/components/ui/Button";
import { focusRing } from "~/components/ui/focus-ring";
import { LinkButton } from "~/components/ui/LinkButton";
import { SkipLink } from "~/components/ui/SkipLink";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import { LanguageToggle } from "./LanguageToggle";
import { MenuIcon } from "~/components/ui/MenuIcon";

/** Anchors point at the landing page (`/#about`), so they work from every page. */
export const sectionLinks = ["about", "programs", "methodology", "news", "contact"] as const;

const linkClass = `nav-link ${focusRing}`;

/**
 * The public site's top bar. The mobile menu is a <details> element: it opens without JavaScript;
 * with JavaScript it also closes once a link is chosen (spec 000 §4). A signed-in reader (`signedIn`,
 * from the frame that knows) gets a link to their portal where visitors get 'Register Now', and a
 * way to sign out. `bell`: the staff pages' notification bell (issue 47), shown at every width.
 */
export function SiteHeader({ signedIn = false, bell }: { signedIn?: boolean; bell?: ReactNode }) {
  const { t } = useTranslation("site");
  const menu = useRef<HTMLDetailsElement>(null);
  const closeMenu = () => menu.current?.removeAttribute("open");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <SkipLink>{t("nav.skip")}</SkipLink>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4">
        <Link to="/" className={`flex items-center gap-2 rounded-md ${focusRing}`} aria-label={t("nav.home")}>
          <img src="/images/logo.svg" width="36" height="36" alt="" />
          <span className="text-lg font-bold whitespace-nowrap text-slate-900">Seed Academy</span>
        </Link>

        {/* The links are the same for every reader of a language: rendered once (ADR 023, seventh pass). */}
        <SameForEveryReader id="site-nav">
          <SectionNav
            label={t("nav.label")}
            className={signedIn ? "hidden lg:block" : "hidden md:block"}
            listClassName="flex items-center gap-3 lg:gap-5"
            linkClassName={linkClass}
          />
        </SameForEveryReader>
        <LanguageAndRegister
          className={`hidden items-center gap-3 whitespace-nowrap ${signedIn ? "lg:flex" : "md:flex"}`}
          signedIn={signedIn}
        />

        {bell}

        {/* Signed in, the bar holds one button more ("Sign out"): the menu stays up to the next width. */}
        <details ref={menu} className={`group relative ${signedIn ? "lg:hidden" : "md:hidden"}`}>
          <summary
            className={buttonClass({ variant: "outline", size: "sm" }, "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}
          >
            <MenuIcon />
            {t("nav.menu")}
          </summary>
          <div className="absolute right-0 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-3 shadow-lg">
            <SameForEveryReader id="site-nav-mobile">
              <SectionNav
                label={t("nav.mobileLabel")}
                listClassName="flex flex-col"
                linkClassName={`block ${linkClass}`}
                onChoose={closeMenu}
              />
            </SameForEveryReader>
            <LanguageAndRegister
              className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3 whitespace-nowrap"
              onChoose={closeMenu}
              signedIn={signedIn}
            />
          </div>
        </details>
      </div>
    </header>
  );
}

/** The landing page's sections as a list of links; `onChoose` runs when one is chosen. */
function SectionNav({
  label,
  className,
  listClassName,
  linkClassName,
  onChoose,
}: {
  label: string;
  className?: string;
  listClassName: string;
  linkClassName: string;
  onChoose?: () => void;
}) {
  const { t } = useTranslation("site");
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {sectionLinks.map((id) => (
          <li key={id}>
            <Link to={`/#${id}`} onClick={onChoose} className={linkClassName}>
              {t(`nav.${id}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The language switch and the Register button; signed in, the portal's button and "Sign out" (a
 * form post, so it works without JavaScript: issue 47), side by side.
 */
function LanguageAndRegister({ className, onChoose, signedIn }: { className: string; onChoose?: () => void; signedIn: boolean }) {
  const { t } = useTranslation("site");
  return (
    <div className={className}>
      <LanguageToggle />
      <LinkButton to={signedIn ? "/portal" : "/register"} onClick={onChoose} size="sm">
        {signedIn ? t("nav.portal") : t("nav.register")}
      </LinkButton>
      {signedIn ? (
        <Form method="post" action="/logout">
          <Button type="submit" variant="outline" size="sm">
            {t("nav.signOut")}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
