import { redirect } from "react-router";
import type { Route } from "./+types/portal-theme";
import { readForm } from "~/features/forms/read-form.server";
import { isTheme } from "~/features/portals/shared/theme";
import { serializeThemeCookie } from "~/features/portals/shared/theme.server";
import { safeRedirectPath } from "~/features/security/safe-redirect";

/** Sets the portals' `theme` cookie and returns to the page the person was on (works without JavaScript). */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme");
  const back = safeRedirectPath(form.get("redirectTo"), "/portal");
  if (!isTheme(theme)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": serializeThemeCookie(theme) } });
}

export function loader() {
  return redirect("/portal");
}
