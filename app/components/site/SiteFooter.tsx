import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/Button";
import { focusRingOnDark } from "~/components/ui/focus-ring";
import { Select } from "~/components/ui/Select";
import { languageNames, supportedLanguages } from "~/features/i18n/locales";
import { keepHash, useReturnPath } from "./LanguageToggle";
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
                {supportedLanguages.map((lng) => (
                  <option key={lng} value={lng} lang={lng}>
                    {languageNames[lng]}
                  </option>
                ))}
              </Select>
            </div>
            <input type="hidden" name="redirectTo" value={returnPath} />
            <Button type="submit" variant="outline" onDark>
              {t("footer.languageSubmit")}
            </Button>
          </Form>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-white">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm">
            {quickLinks.map((id) => (
              <li key={id}>
                <Link to={`/#${id}`} className={footerLink}>
                  {t(`footer.links.${id}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/partner" className={footerLink}>
                {t("footer.links.partner")}
              </Link>
            </li>
            <li>
              <Link to="/login" className={footerLink}>
                {t("footer.login")}
              </Link>
            </li>
          </ul>
        </nav>

        <div>
          <h2 className="font-semibold text-white">{t("footer.programs")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {programmeNames.map((id) => (
              <li key={id}>
                <Link to="/#programs" className={footerLink}>
                  {t(`footer.programmeNames.${id}`)}
                </Link>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 font-semibold text-white">{t("footer.legal")}</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link to="/privacy" className={footerLink}>
                {t("footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to="/terms" className={footerLink}>
                {t("footer.terms")}
              </Link>
            </li>
          </ul>
        </div>

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
