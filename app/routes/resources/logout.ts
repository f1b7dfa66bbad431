import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/features/auth/session.server";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { setFlash } from "~/features/forms/flash.server";
import { readForm } from "~/features/forms/read-form.server";

/**
 * Sign-out is a POST (a link or an image tag on another site must not sign anyone out): it
 * revokes the refresh token at Directus and clears the cookie, then goes home. If Directus cannot
 * revoke it, the person stays signed in and is told so (spec 000 §8), with or without JavaScript.
 * Signed out, the browser forgets what the site kept in it (issue 51: an editor's unsaved drafts
 * in localStorage), without needing JavaScript; the language stays, it is a cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const { revoked } = await endSession(context);
  // Directus could not complete it: the sign-in page's signed-in card says 'Failed to sign out.' (the flash).
  if (!revoked)
    throw redirect("/login", { headers: { "Set-Cookie": await setFlash({ tone: "error", ns: "auth", key: "errors.signOutFailed" }) } });
  throw redirect(safeRedirectPath(form.get("redirectTo"), "/"), { headers: { "Clear-Site-Data": '"storage"' } });
}

export function loader() {
  return redirect("/login");
}
