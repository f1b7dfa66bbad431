import { redirect } from "react-router";
import type { Route } from "./+types/set-language";
import { serializeLanguageCookie } from "~/features/i18n/language-cookie.server";
import { isLanguage } from "~/features/i18n/locales";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { readForm } from "~/features/forms/read-form.server";

/** Sets the `lng` cookie and returns to the page the visitor was on (works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const lng = form.get("lng");
  const back = safeRedirectPath(form.get("redirectTo"), "/");
  if (!isLanguage(lng)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": serializeLanguageCookie(lng) } });
}

export function loader() {
  return redirect("/");
}
