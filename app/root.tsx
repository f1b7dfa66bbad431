import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useRouteTranslations } from "~/features/i18n/translations";
import { translationsFor } from "~/features/i18n/translations.server";
import { useLanguageSync } from "~/features/i18n/use-language-sync";
import { useNonce } from "~/features/security/nonce";
import { getLocale, i18nextMiddleware } from "~/features/i18n/middleware.server";
import { pageCacheMiddleware } from "~/middleware/page-cache.server";
import { securityMiddleware } from "~/middleware/security.server";
import { sessionMiddleware } from "~/middleware/session.server";
import { userContext } from "~/features/auth/user-context";
import { ErrorContent } from "~/components/site/ErrorContent";
import { toggleTarget } from "~/features/i18n/locales";
import { InlineStylesheet } from "~/features/http/inline-stylesheet";
import { ScriptsAfterPaint } from "~/features/http/scripts-after-paint";
import { stopKeepingWhatIsTyped } from "~/features/forms/typed-while-starting";
import { pageFlash } from "~/features/forms/flash.server";
import { FlashArrival } from "~/features/forms/flash-toast";

export const middleware: Route.MiddlewareFunction[] = [pageCacheMiddleware, securityMiddleware, i18nextMiddleware, sessionMiddleware];

// The stylesheet is InlineStylesheet: in the page on a first visit, a link to the kept file after (ADR 016, ADR 023).
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  // Who is signed in, for views (never the tokens: they stay in the httpOnly cookie).
  const user = context.get(userContext);
  // Every page's words: the error pages and the header (the one label of the language toggle it
  // shows). Only a signed-in person can be refused a page (403): the Forbidden page's words come with
  // the session. Areas and pages add their own from their loaders (ADR 007): the public site's
  // layout its footer and newsletter, the 404 page its title, /newsletter its link back.
  const frame = {
    common: ["errors", "notFound.returnHome", "dismiss"],
    site: ["nav", `switchTo.${toggleTarget(locale)}`],
  } as const;
  const translations = translationsFor(context, user ? { ...frame, auth: ["forbidden"] } : frame);
  // The message an action left for this page (issue 46: read here only; the areas' frames show it).
  const { flash, headers } = await pageFlash(request, context);
  return data({ locale, translations, user, flash }, { headers });
}

/**
 * The root data (language, signed-in user, the frame's words, a flash message) changes only after a
 * form post (sign-in, sign-out, language, any action's redirect) or an explicit revalidation: a link that only changes the query
 * string (?page=2, ?redirectTo=…) keeps it instead of downloading the translations again.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) return false;
  return defaultShouldRevalidate;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { i18n } = useTranslation();
  // Every matched route's translations go into the browser's i18next before anything renders.
  const locale = useRouteTranslations(useRouteLoaderData<typeof loader>("root")?.locale) ?? i18n.language;
  const nonce = useNonce();
  // Marks the page as hydrated (its scripts start after the first paint, ADR 016): what the
  // browser tests wait for before they use what only JavaScript adds. Here, not in App, so that an
  // error page (a 403 or 404 the root's ErrorBoundary shows) is marked too.
  // What was typed while the page started is kept until then (ADR 037).
  useEffect(() => {
    stopKeepingWhatIsTyped();
    document.documentElement.dataset.hydrated = "";
  }, []);
  // Marks which page is on the screen once React has drawn it: a browser test that moves without a
  // reload (issue 56's phone walk) waits for its URL here before it measures.
  const { pathname, search } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.shown = pathname + search;
  }, [pathname, search]);
  return (
    <html lang={locale} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <InlineStylesheet />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        <ScriptsAfterPaint nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  useLanguageSync(loaderData.locale);
  return (
    <FlashArrival flash={loaderData.flash}>
      <Outlet />
    </FlashArrival>
  );
}

/** Spec 000 §8, for an error above every area's frame: the areas' error page (ErrorContent) on its own. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" className="flex min-h-screen flex-col justify-center">
      <ErrorContent error={error} />
    </main>
  );
}
