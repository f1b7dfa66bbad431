import type { Route } from "./+types/set-password";
import { acceptInvite } from "~/features/auth/password-reset.server";
import { TokenPasswordPage, tokenPasswordMeta } from "~/features/auth/token-password";
import { tokenPasswordAction, tokenPasswordLoader } from "~/features/auth/token-password.server";
import { routeHeaders } from "~/features/http/route-headers";

export const meta: Route.MetaFunction = ({ loaderData }) => tokenPasswordMeta(loaderData?.title ?? "Choose your password");

export const headers: Route.HeadersFunction = routeHeaders;

/**
 * An account made by staff (Directus' invitation) starts here: the invitation mail's link, which
 * the mail hook (cms/extensions/seed-mail-hook) points at this page, carries `?token=…`.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return tokenPasswordLoader(request, context, "setPassword");
}

/** Accepts the invitation with the chosen password (Directus users/invite/accept); the account is then active. */
export function action({ request }: Route.ActionArgs) {
  return tokenPasswordAction(request, { save: acceptInvite, redirectTo: "/login", notice: "login.noticePasswordSet" });
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return <TokenPasswordPage section="setPassword" loaderData={loaderData} actionData={actionData} />;
}
