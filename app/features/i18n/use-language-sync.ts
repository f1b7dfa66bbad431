import { useEffect } from "react";
import { useRevalidator } from "react-router";

const storageKey = "app:language";

/**
 * Spec 000 §9 + README: mirror the server's choice to local storage `app:language`, and follow a
 * change made in another tab (the `lng` cookie is shared, so a revalidation picks it up).
 */
export function useLanguageSync(locale: string) {
  const revalidator = useRevalidator();
  useEffect(() => {
    try {
      window.localStorage.setItem(storageKey, locale);
    } catch {
      // storage may be disabled (private mode); the cookie still carries the choice
    }
  }, [locale]);
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === storageKey && event.newValue && event.newValue !== locale) void revalidator.revalidate();
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [locale, revalidator]);
}
