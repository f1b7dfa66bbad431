import i18next from "i18next";

/**
 * The browser's i18next instance, owned here: entry.client.tsx initialises it and hands it to
 * React, and `useRouteTranslations` adds the bundles that loaders send (ADR 007). On the server
 * this module is empty (React Router's `.client` rule): each request renders with its own instance
 * from the i18n middleware, which holds every namespace.
 */
export const browserI18n = i18next.createInstance();
