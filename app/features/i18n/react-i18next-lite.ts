/**
 * The browser's stand-in for react-i18next (vite.config.ts swaps it in for the client build only,
 * with i18next-lite.ts for i18next): what our components use — `useTranslation`,
 * `I18nextProvider`, `initReactI18next` — on React's own useSyncExternalStore, ~2.5 kB gzip less
 * on every page. The server renders with the real react-i18next; both give the same `t`.
 */
import { createContext, createElement, type ReactNode, useContext, useMemo, useSyncExternalStore } from "react";
import type { I18nLite } from "./i18next-lite";

type Namespaces = string | readonly string[];
type Context = { i18n?: I18nLite; defaultNS?: Namespaces };

let globalInstance: I18nLite | undefined;

export const I18nContext = createContext<Context | undefined>(undefined);

export function setI18n(instance: I18nLite) {
  globalInstance = instance;
}
export function getI18n() {
  return globalInstance;
}

export const initReactI18next = {
  type: "3rdParty" as const,
  init(instance: I18nLite) {
    setI18n(instance);
  },
};

export function I18nextProvider({ i18n, defaultNS, children }: { i18n: I18nLite; defaultNS?: Namespaces; children?: ReactNode }) {
  const value = useMemo(() => ({ i18n, defaultNS }), [i18n, defaultNS]);
  return createElement(I18nContext.Provider, { value }, children);
}

export function useTranslation(ns?: Namespaces, options: { keyPrefix?: string; lng?: string; i18n?: I18nLite } = {}) {
  const context = useContext(I18nContext);
  const i18n = options.i18n ?? context?.i18n ?? globalInstance;
  if (!i18n) throw new Error("useTranslation: no i18next instance (initReactI18next or I18nextProvider)");
  const namespaces = ns ?? context?.defaultNS ?? i18n.options.defaultNS ?? "translation";
  const firstNs = typeof namespaces === "string" ? namespaces : namespaces[0];
  // Re-render when the language changes (react-i18next's default `bindI18n: "languageChanged"`).
  const lng = useSyncExternalStore(
    (onChange) => {
      i18n.on("languageChanged", onChange);
      return () => i18n.off("languageChanged", onChange);
    },
    () => options.lng ?? i18n.language,
    () => options.lng ?? i18n.language,
  );
  return useMemo(() => {
    const t = i18n.getFixedT(lng, firstNs, options.keyPrefix);
    const result = [t, i18n, true] as unknown as [typeof t, I18nLite, boolean] & { t: typeof t; i18n: I18nLite; ready: boolean };
    result.t = t;
    result.i18n = i18n;
    result.ready = true;
    return result;
  }, [i18n, lng, firstNs, options.keyPrefix]);
}
