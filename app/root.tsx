// First: zod must not probe eval in the browser (CSP); see the module.
import "~/features/security/zod-no-eval";
import type { ResourceLanguage } from "i18next";
import { useTranslation } from "react-i18next";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { resources } from "~/features/i18n/resources.server";
import { useLanguageSync } from "~/features/i18n/use-language-sync";
import { useNonce } from "~/features/security/nonce";
import { getLocale, i18nextMiddleware } from "~/middleware/i18n.server";
import { pageCacheMiddleware } from "~/middleware/page-cache.server";
import { securityMiddleware } from "~/middleware/security.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { userContext } from "~/features/auth/user-context";
import { Forbidden } from "~/features/auth/forbidden";
import stylesheet from "./app.css?url";

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware, securityMiddleware, i18nextMiddleware, sessionMiddleware];

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  // Who is signed in, for views (never the tokens: they stay in the httpOnly cookie).
  const user = context.get(userContext);
  return data({ locale, translations: resources[locale] as ResourceLanguage, user });
}

/**
 * The root data (language, signed-in user, all translations) changes only after a form post
 * (sign-in, sign-out, language) or an explicit revalidation: a link that only changes the query
 * string (?page=2, ?redirectTo=…) keeps it instead of downloading the translations again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

/** Adds the active language's translations to the browser's i18next before anything renders. */
function useTranslationsFromLoader() {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const { i18n: wrapped } = useTranslation();
  // react-i18next hands out a per-render wrapper; changeLanguage on it would not reach the shared
  // instance, so a language switch without a reload would keep the old words.
  const i18n = (wrapped as typeof wrapped & { __original?: typeof wrapped }).__original ?? wrapped;
  if (typeof document !== "undefined" && rootData) {
    for (const [ns, bundle] of Object.entries(rootData.translations)) {
      if (!i18n.hasResourceBundle(rootData.locale, ns)) {
        i18n.addResourceBundle(rootData.locale, ns, bundle as object, true, true);
      }
    }
    if (i18n.language !== rootData.locale) void i18n.changeLanguage(rootData.locale);
  }
  return rootData?.locale ?? i18n.language ?? "en";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const locale = useTranslationsFromLoader();
  const nonce = useNonce();
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.locale);
  return <Outlet />;
}

/** Spec §8: "Unexpected Application Error!" with the status text or message. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden />;
  let detail = t("errors.unexpectedDetail");
  if (isRouteErrorResponse(error)) {
    detail = `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
  } else if (error instanceof Error && import.meta.env.DEV) {
    detail = error.message;
  }
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-bold">{t("errors.unexpected")}</h1>
      <p className="text-slate-700">{detail}</p>
      <a className="rounded-lg bg-teal-700 px-4 py-2 font-semibold text-white" href="/">
        {t("notFound.returnHome")}
      </a>
    </main>
  );
}
