import { redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { saveCookieChoice } from "~/features/forms/cookie-choice.server";
import { serializeLanguageCookie } from "~/features/i18n/language-cookie.server";
import { isLanguage } from "~/features/i18n/locales";

/** Sets the `lng` cookie and returns to the page the visitor was on (works without JavaScript). */
export function action({ request }: Route.ActionArgs) {
  return saveCookieChoice(request, { field: "lng", fallback: "/", accept: isLanguage, cookie: serializeLanguageCookie });
}

export function loader() {
  return redirect("/");
}
