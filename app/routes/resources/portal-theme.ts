import { redirect } from "react-router";
import type { Route } from "./+types/portal-theme";
import { saveCookieChoice } from "~/features/forms/cookie-choice.server";
import { isTheme } from "~/features/portals/shared/theme";
import { serializeThemeCookie } from "~/features/portals/shared/theme.server";

/** Sets the portals' `theme` cookie and returns to the page the person was on (works without JavaScript). */
export function action({ request }: Route.ActionArgs) {
  return saveCookieChoice(request, { field: "theme", fallback: "/portal", accept: isTheme, cookie: serializeThemeCookie });
}

export function loader() {
  return redirect("/portal");
}
