import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/Button";
import { focusRingOnDark } from "~/components/ui/focus-ring";
import { Select } from "~/components/ui/Select";
import { SameForEveryReader } from "~/features/render/same-for-every-reader";
import { keepHash, LanguageOptions, useReturnPath } from "./LanguageToggle";
import { NewsletterForm } from "./NewsletterForm";

const quickLinks = ["about", "programs", "methodology", "team", "contact"] as const;
const programmeNames = ["ecommerce", "digital-marketing", "martech", "platform"] as const;
const footerLink = `rounded text-slate-300 hover:text-white hover:underline ${focusRingOnDark}`;

/** The public site's footer (spec 000 §2): quick links, programmes, legal pages, Login, languages, newsletter. */
export function SiteFooter() {
  const { t, i18n } = useTranslation("site");
  const returnPath = useReturnPath();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <Link to="/" className={`flex items-center gap-2 rounded ${focusRingOnDark}`}>
            <img src="/images/logo.svg" width="32" height="32" alt="" loading="lazy" />
            <span className="text-lg font-bold text-white">Seed Academy</span>
          </Link>
          <p className="mt-3 text-sm text-slate-300">{t("footer.tagline")}</p>
          <Form method="post" action="/set-language" onSubmit={keepHash} className="mt-6 flex items-end gap-2">
            <div className="flex flex-col gap-1">
              <label htmlFor="footer-language" className="text-sm font-medium text-slate-200">
                {t("footer.language")}
              </label>
              <Select
                id="footer-language"
                name="lng"
                defaultValue={i18n.language}
                key={i18n.language}
                onChange={(event) => event.currentTarget.form?.requestSubmit()}
                onDark
              >
                <LanguageOptions />
              </Select>
            </div>
            <input type="hidden" name="redirectTo" value={returnPath} />
            <Button type="submit" variant="outline" onDark>
              {t("footer.languageSubmit")}
            </Button>
          </Form>
        </div>

        {/* The links are the same for every reader of a language: rendered once (ADR 023, seventh pass). */}
        <SameForEveryReader id="site-footer-links">
          <FooterLinkColumns />
        </SameForEveryReader>

        <div id="newsletter">
          <h2 className="font-semibold text-white">{t("newsletter.title")}</h2>
          <p className="mt-2 mb-3 text-sm text-slate-300">{t("newsletter.text")}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="border-t border-slate-700">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm text-slate-300">{t("footer.copyright")}</p>
      </div>
    </footer>
  );
}

/** Quick links, programmes and legal pages. */
function FooterLinkColumns() {
  const { t } = useTranslation("site");
  return (
    <>
      <nav aria-labelledby="footer-quick-links">
        <h2 id="footer-quick-links" className="font-semibold text-white">
          {t("footer.quickLinks")}
        </h2>
        <FooterLinks
          links={[
            ...quickLinks.map((id) => ({ to: `/#${id}`, label: t(`footer.links.${id}`) })),
            { to: "/partner", label: t("footer.links.partner") },
            { to: "/login", label: t("footer.login") },
          ]}
        />
      </nav>

      <div>
        <h2 className="font-semibold text-white">{t("footer.programs")}</h2>
        <FooterLinks links={programmeNames.map((id) => ({ to: "/#programs", label: t(`footer.programmeNames.${id}`) }))} />
        <h2 className="mt-6 font-semibold text-white">{t("footer.legal")}</h2>
        <FooterLinks
          links={[
            { to: "/privacy", label: t("footer.privacy") },
            { to: "/terms", label: t("footer.terms") },
          ]}
        />
      </div>
    </>
  );
}

/** A footer column's links. */
function FooterLinks({ links }: { links: { to: string; label: string }[] }) {
  return (
    <ul className="mt-3 space-y-2 text-sm">
      {links.map(({ to, label }) => (
        <li key={label}>
          <Link to={to} className={footerLink}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
