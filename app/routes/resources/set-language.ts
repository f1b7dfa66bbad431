import { redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { userContext } from "~/features/auth/user-context";
import { directusContext } from "~/features/cms/directus.server";
import { saveCookieChoice } from "~/features/forms/cookie-choice.server";
import { serializeLanguageCookie } from "~/features/i18n/language-cookie.server";
import { isLanguage, type Language } from "~/features/i18n/locales";

/**
 * Sets the `lng` cookie and returns to the page the visitor was on (works without JavaScript). A
 * signed-in person's choice is also kept on their account (`language`, with their own token): their
 * notification mails are written in it (issue 47, item 3). The switch works even when that fails.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const choice: { language?: Language } = {};
  const response = await saveCookieChoice(request, {
    field: "lng",
    fallback: "/",
    accept: (value): value is Language => {
      if (!isLanguage(value)) return false;
      choice.language = value;
      return true;
    },
    cookie: serializeLanguageCookie,
  });
  if (choice.language && context.get(userContext)) {
    await context
      .get(directusContext)
      .request(() => ({
        path: "/users/me?fields=id",
        method: "PATCH",
        body: JSON.stringify({ language: choice.language }),
        headers: { "Content-Type": "application/json" },
      }))
      .catch((error: unknown) => console.error("Language: could not keep the choice on the account:", error));
  }
  return response;
}

export function loader() {
  return redirect("/");
}
