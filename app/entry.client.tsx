import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { keepWhatIsTypedWhileStarting } from "~/features/forms/typed-while-starting";
import { browserI18n } from "~/features/i18n/browser-i18n.client";
import { fallbackLanguage } from "~/features/i18n/locales";

// Translations arrive with the loaders' data (the active language, only what the page needs) and
// are added by the root Layout before anything renders; no extra request, no flash (ADR 007).
void browserI18n.init({
  lng: document.documentElement.lang || fallbackLanguage,
  fallbackLng: fallbackLanguage,
  defaultNS: "common",
  resources: {},
  interpolation: { escapeValue: false },
  initAsync: false,
});

// What was typed before the scripts ran is the person's input: hydration must not write over it (ADR 037).
keepWhatIsTypedWhileStarting();

startTransition(() => {
  hydrateRoot(
    document,
    <I18nextProvider i18n={browserI18n}>
      <StrictMode>
        <HydratedRouter />
      </StrictMode>
    </I18nextProvider>,
  );
});
