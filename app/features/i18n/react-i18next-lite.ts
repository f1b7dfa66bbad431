/**
 * The stand-in for react-i18next (vite.config.ts swaps it in for the client build, with
 * i18next-lite.ts for i18next, and for the server build over the real i18next; ADR 007, issue 23):
 * exactly what our components use, `I18nextProvider` and `useTranslation(ns)` giving `{ t, i18n }`,
 * on React's own useSyncExternalStore (on the server only its snapshot is read, so the real
 * i18next's missing `onLanguageChanged` is never called). `react-i18next-lite.test.ts` checks it
 * renders what the real react-i18next renders.
 */
import { createContext, createElement, type ReactNode, useCallback, useContext, useMemo, useSyncExternalStore } from "react";
import type { I18nLite } from "./i18next-lite";

/**
 * The server's i18next takes react-i18next's plugin (app/features/i18n/middleware.server.ts); it only
 * makes the instance the default for hooks without a provider, and every render here has one.
 */
export const initReactI18next = { type: "3rdParty" as const, init() {} };

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
  return useMemo(() => ({ t: serverMemo(i18n.getFixedT(lng, namespace), lng, namespace), i18n }), [i18n, lng, namespace]);
}

type FixedT = ReturnType<I18nLite["getFixedT"]>;

/**
 * On the server every request has its own i18next instance over the same, never-changing strings:
 * a key asked for without variables gives the same text in every render, so it is looked up once
 * per language and namespace for the life of the process (i18next's lookup was ~8% of a rendered
 * page, issue 23). In the browser, strings arrive page by page: nothing is remembered there.
 */
const remembered = new Map<string, string>();
function serverMemo(t: FixedT, lng: string, namespace: string | undefined): FixedT {
  if (typeof document !== "undefined") return t;
  return (key, vars) => {
    if (vars !== undefined) return t(key, vars);
    const id = `${lng}\u0000${namespace ?? ""}\u0000${key}`;
    let text = remembered.get(id);
    if (text === undefined) {
      // Keys built from data (a status, an error code) are few, but never let them grow without end.
      if (remembered.size >= 20_000) remembered.clear();
      remembered.set(id, (text = t(key)));
    }
    return text;
  };
}
