import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { endSession } from "~/features/auth/session.server";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { readForm } from "~/features/forms/read-form.server";

/**
 * Sign-out is a POST (a link or an image tag on another site must not sign anyone out): it
 * revokes the refresh token at Directus and clears the cookie, then goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  await endSession(context);
  throw redirect(safeRedirectPath(form.get("redirectTo"), "/"));
}

export function loader() {
  return redirect("/login");
}
