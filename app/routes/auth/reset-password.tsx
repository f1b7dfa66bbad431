import type { Route } from "./+types/reset-password";
import { resetPassword, resetTokenEmail } from "~/features/auth/password-reset.server";
import { loginLimiter } from "~/features/auth/rate-limits.server";
import { TokenPasswordPage, tokenPasswordMeta } from "~/features/auth/token-password";
import { tokenPasswordAction, tokenPasswordLoader } from "~/features/auth/token-password.server";
import { routeHeaders } from "~/features/http/route-headers";

export const meta: Route.MetaFunction = ({ loaderData }) => tokenPasswordMeta(loaderData?.title ?? "Reset password");

export const headers: Route.HeadersFunction = routeHeaders;

/** The link in the reset mail lands here with `?token=…` (Directus auth/password/request). */
export function loader({ request, context }: Route.LoaderArgs) {
  return tokenPasswordLoader(request, context, "reset");
}

/** Sets the new password with Directus' reset token. */
export function action({ request }: Route.ActionArgs) {
  return tokenPasswordAction(request, {
    save: resetPassword,
    // The owner read the account's mail: lift a sign-in lock that others' guesses caused (ADR 009).
    afterSave: async (token) => {
      const email = resetTokenEmail(token);
      if (email) await loginLimiter.unlock(email);
    },
    redirectTo: "/login",
    notice: "login.noticeReset",
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenPasswordPage section="reset" loaderData={loaderData} actionData={actionData} />;
}
