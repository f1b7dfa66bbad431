import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/features/auth/session.server";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { readForm } from "~/features/forms/read-form.server";

/** Where a sign-out that Directus could not complete leads: the signed-in card says 'Failed to sign out.' */
const signOutFailedPath = "/login?notice=sign-out-failed";

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
  if (!revoked) throw redirect(signOutFailedPath);
  throw redirect(safeRedirectPath(form.get("redirectTo"), "/"), { headers: { "Clear-Site-Data": '"storage"' } });
}

export function loader() {
  return redirect("/login");
}
