import { initReactI18next } from "react-i18next";
import { createI18nextMiddleware } from "remix-i18next";
import { readLanguageCookie } from "~/features/i18n/language-cookie.server";
import { fallbackLanguage, languageFromAcceptLanguage, supportedLanguages } from "~/features/i18n/locales";
import { namespaces, resources } from "~/features/i18n/resources.server";

/** Detection (public-site issue): `lng` cookie → Accept-Language (tl/fil → fil) → en. */
export function languageOf(cookieHeader: string | null, acceptLanguage: string | null) {
  return readLanguageCookie(cookieHeader) ?? languageFromAcceptLanguage(acceptLanguage) ?? fallbackLanguage;
}

export async function detectLanguage(request: Request) {
  return languageOf(request.headers.get("Cookie"), request.headers.get("Accept-Language"));
}

export const [i18nextMiddleware, getLocale, getInstance] = createI18nextMiddleware({
  detection: {
    supportedLanguages: [...supportedLanguages],
    fallbackLanguage,
    order: ["custom"],
    findLocale: ({ request }) => detectLanguage(request),
  },
  i18next: {
    resources,
    ns: namespaces,
    defaultNS: "common",
    fallbackLng: fallbackLanguage,
    interpolation: { escapeValue: false },
  },
  plugins: [initReactI18next],
});
