import { redirect } from "react-router";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { readForm } from "./read-form.server";

/**
 * A choice kept in a cookie (language, portal theme): reads the posted `field`, sets the cookie when
 * the value is one `accept` knows, and returns to the page the person was on (`redirectTo`, a safe
 * local path, else `fallback`). A plain form post: works without JavaScript.
 */
export async function saveCookieChoice<Value extends string>(
  request: Request,
  {
    field,
    fallback,
    accept,
    cookie,
  }: { field: string; fallback: string; accept: (value: unknown) => value is Value; cookie: (value: Value) => string },
) {
  const form = await readForm(request);
  const value = form.get(field);
  const back = safeRedirectPath(form.get("redirectTo"), fallback);
  if (!accept(value)) return redirect(back);
  return redirect(back, { headers: { "Set-Cookie": cookie(value) } });
}
