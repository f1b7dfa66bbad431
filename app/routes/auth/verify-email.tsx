import { useTranslation } from "react-i18next";
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/verify-email";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { setFlash } from "~/features/forms/flash.server";
import { AccountCard } from "~/features/auth/account-form";
import { routeHeaders } from "~/features/http/route-headers";
import { verifyEmail } from "~/features/auth/directus-auth.server";
import { isNewestVerificationLink } from "~/features/auth/register.server";

import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";

type Outcome = "verified" | "invalid" | "missing" | "unavailable";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Verify email"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = routeHeaders;

/** The link in the verification mail lands here: Directus checks the token (spec 000 §2, issue 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  let outcome: Outcome = "missing";
  if (token) {
    // A link mailed before a newer registration of the address is retired (#31).
    const newest = await isNewestVerificationLink(token, url.searchParams.get("link")).catch((error: unknown) => {
      console.error("Verification: could not check the link:", error);
      return null;
    });
    if (newest === null) outcome = "unavailable";
    else if (!newest) outcome = "invalid";
    else {
      const result = await verifyEmail(token);
      outcome = result.ok ? "verified" : result.status === 0 || result.status >= 500 ? "unavailable" : "invalid";
    }
  }
  const status = { verified: 200, invalid: 400, missing: 400, unavailable: 503 }[outcome];
  return data(
    {
      outcome,
      title: t(outcome === "verified" ? "auth:verify.successTitle" : "auth:verify.failedTitle"),
      translations: translationsFor(context, { auth: ["verify"] }),
    },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * "Sign in" after a verified address: a small post that leaves its words for the sign-in page as the
 * flash (issue 46, item 4: no notice in the query; a link cannot set a cookie).
 */
export async function action() {
  return redirect("/login", {
    status: 303,
    headers: { "Set-Cookie": await setFlash({ tone: "success", ns: "auth", key: "login.noticeVerified" }) },
  });
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { outcome } = loaderData;
  const verified = outcome === "verified";
  return (
    <AccountCard centered>
      <p
        aria-hidden="true"
        className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${verified ? "bg-emerald-100 text-emerald-700" : "bg-amber-100 text-amber-800"}`}
      >
        {verified ? "✓" : "!"}
      </p>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{verified ? t("verify.successTitle") : t("verify.failedTitle")}</h1>
      <p className="mt-2 text-slate-700">
        {verified
          ? t("verify.successBody")
          : outcome === "unavailable"
            ? t("verify.unavailable")
            : outcome === "missing"
              ? t("verify.missingBody")
              : t("verify.failedBody")}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {verified ? (
          <Form method="post">
            <Button type="submit">{t("verify.signIn")}</Button>
          </Form>
        ) : (
          <>
            <LinkButton to="/register">{t("verify.registerAgain")}</LinkButton>
            <LinkButton to="/login" variant="outline">
              {t("verify.signIn")}
            </LinkButton>
          </>
        )}
      </div>
    </AccountCard>
  );
}
