import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { fallbackLanguage } from "~/features/i18n/locales";

// Translations arrive with the root loader's data (the active language only) and are
// added by the root Layout before anything renders; no extra request, no flash.
void i18next.use(initReactI18next).init({
  lng: document.documentElement.lang || fallbackLanguage,
  fallbackLng: fallbackLanguage,
  defaultNS: "common",
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={i18next}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
