import type { RouterContextProvider } from "react-router";
import { translationsFor, type TranslationNeeds } from "~/features/i18n/translations.server";
import { readBell, withBellWords } from "~/features/notifications/notifications.server";
import { readThemeCookie } from "./theme.server";

/**
 * What every portal layout's loader answers: the portal's words (only after its middleware let the
 * person in), the theme from the `theme` cookie, so the first HTML already has it, and the header's
 * notification bell (issue 47: the person's unread count, read with their own token).
 */
export async function portalLayoutData(request: Request, context: Readonly<RouterContextProvider>, needs: TranslationNeeds) {
  return {
    translations: translationsFor(context, withBellWords(needs)),
    theme: readThemeCookie(request.headers.get("Cookie")),
    bell: await readBell(context),
  };
}
