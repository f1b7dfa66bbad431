import type { RouterContextProvider } from "react-router";
import { translationsFor, type TranslationNeeds } from "~/features/i18n/translations.server";
import { readThemeCookie } from "./theme.server";

/**
 * What every portal layout's loader answers: the portal's words (only after its middleware let the
 * person in) and the theme from the `theme` cookie, so the first HTML already has it.
 */
export function portalLayoutData(request: Request, context: Readonly<RouterContextProvider>, needs: TranslationNeeds) {
  return { translations: translationsFor(context, needs), theme: readThemeCookie(request.headers.get("Cookie")) };
}
