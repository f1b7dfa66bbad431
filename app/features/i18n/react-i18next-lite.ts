/**
 * The browser's stand-in for react-i18next (vite.config.ts swaps it in for the client build only,
 * with i18next-lite.ts for i18next; ADR 007): exactly what our components use, `I18nextProvider`
 * and `useTranslation(ns)` giving `{ t, i18n }`, on React's own useSyncExternalStore. The server
 * renders with the real react-i18next; `react-i18next-lite.test.ts` checks both render the same.
 */
import { createContext, createElement, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import type { I18nLite } from "./i18next-lite";

const I18nContext = createContext<I18nLite | undefined>(undefined);

export function I18nextProvider({ i18n, children }: { i18n: I18nLite; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/**
 * `t` looks keys up in `ns` (the first of a list; none: the default namespace) unless a key names
 * its own (`"common:…"`), in the language of the moment.
 */
export function useTranslation(ns?: string | readonly string[]) {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useTranslation: no I18nextProvider above this component");
  const namespace = typeof ns === "string" ? ns : ns?.[0];
  const subscribe = useCallback((onChange: () => void) => i18n.onLanguageChanged(onChange), [i18n]);
  const language = () => i18n.language;
  const lng = useSyncExternalStore(subscribe, language, language);
  return useMemo(() => ({ t: i18n.getFixedT(lng, namespace), i18n }), [i18n, lng, namespace]);
}
