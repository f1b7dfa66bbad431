import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { readLanguageCookie } from "~/features/i18n/language-cookie.server";
import { fallbackLanguage, type Language, languageFromAcceptLanguage } from "~/features/i18n/locales";
import { namespaces, resources } from "~/features/i18n/resources.server";

/** Detection (public-site issue): `lng` cookie → Accept-Language (tl/fil → fil) → en. */
export function languageOf(cookieHeader: string | null, acceptLanguage: string | null): Language {
  return readLanguageCookie(cookieHeader) ?? languageFromAcceptLanguage(acceptLanguage) ?? fallbackLanguage;
}

export async function detectLanguage(request: Request) {
  return languageOf(request.headers.get("Cookie"), request.headers.get("Accept-Language"));
}

/**
 * One i18next instance per language, made on its first request and shared by every request after it
 * (issue 23's profile). The translations are fixed at build time and nothing on the server changes
 * an instance's language or resources, so a request needs no instance of its own: remix-i18next's
 * middleware made and initialised one per request, and with it new plural rules and formatters.
 */
const instances = new Map<Language, Promise<i18n>>();

function instanceFor(lng: Language): Promise<i18n> {
  let ready = instances.get(lng);
  if (!ready) {
    const instance = createInstance({
      resources,
      ns: namespaces,
      defaultNS: "common",
      fallbackLng: fallbackLanguage,
      interpolation: { escapeValue: false },
    }).use(initReactI18next);
    ready = instance.init({ lng }).then(() => instance);
    instances.set(lng, ready);
  }
  return ready;
}

const localeContext = createContext<Language>();
const instanceContext = createContext<i18n>();

/** The reader's language and its i18next instance, for loaders, actions and the render. */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lng = await detectLanguage(request);
  context.set(localeContext, lng);
  context.set(instanceContext, await instanceFor(lng));
  return next();
};

export const getLocale = (context: Readonly<RouterContextProvider>): Language => context.get(localeContext);
export const getInstance = (context: Readonly<RouterContextProvider>): i18n => context.get(instanceContext);
