import { useTranslation } from "react-i18next";
import { Form, useLocation } from "react-router";
import { Button } from "~/components/ui/Button";
import { languageNames, supportedLanguages, toggleTarget } from "~/features/i18n/locales";

/** A language picker's options: every supported language, in its own name (and marked as that language). */
export function LanguageOptions() {
  return supportedLanguages.map((language) => (
    <option key={language} value={language} lang={language}>
      {languageNames[language]}
    </option>
  ));
}

/** Where to come back to after a language change: the same page, and with JS the same anchor. */
export function useReturnPath() {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}

/** Adds the current #anchor before the form is sent (the server never sees the hash). */
export function keepHash(event: React.FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.elements.namedItem("redirectTo");
  if (input instanceof HTMLInputElement && window.location.hash && !input.value.includes("#")) {
    input.value += window.location.hash;
  }
}

/**
 * Spec 000 §2: the navigation toggle switches only between vi and en. A real form posting to
 * /set-language, so it works without JavaScript and returns to the same page.
 *
 * Its name is its content, "EN – Chuyển sang tiếng Anh" (issue 55): it starts with the code it shows,
 * so a person using speech input who says "EN" presses it (WCAG 2.5.3 Label in Name), and only the
 * code is marked as the other language: the rest is read in the page's own (3.1.2 Language of Parts).
 */
export function LanguageToggle({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation("site");
  const target = toggleTarget(i18n.language);
  const returnPath = useReturnPath();
  return (
    <Form method="post" action="/set-language" preventScrollReset onSubmit={keepHash} className={className}>
      <input type="hidden" name="lng" value={target} />
      <input type="hidden" name="redirectTo" value={returnPath} />
      <Button type="submit" variant="outline" size="sm">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
        </svg>
        <span lang={target}>{target.toUpperCase()}</span>
        <span className="sr-only">{` – ${t(`switchTo.${target}`)}`}</span>
      </Button>
    </Form>
  );
}
