import { data, type RouterContextProvider } from "react-router";
import { userContext } from "~/features/auth/user-context";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { getInstance } from "~/features/i18n/middleware.server";

/** The loader data of /privacy and /terms: the page's title and its words from the `legal` namespace. */
export function legalPageData(context: Readonly<RouterContextProvider>, page: "privacy" | "terms") {
  return data(
    {
      title: `${getInstance(context).t(`legal:${page}.title`)} — Seed Academy`,
      translations: translationsFor(context, { legal: ["updated", page] }),
    },
    { headers: pageCacheHeaders(context.get(userContext), { keepForReader: true }) },
  );
}
