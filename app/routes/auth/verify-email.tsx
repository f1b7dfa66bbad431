import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/verify-email";
import { verifyEmail } from "~/features/auth/directus-auth.server";

import { getInstance } from "~/middleware/i18n.server";

type Outcome = "verified" | "invalid" | "missing" | "unavailable";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Verify email"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The link in the verification mail lands here: Directus checks the token (spec §2, issue 4). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { t } = getInstance(context);
  const token = new URL(request.url).searchParams.get("token");
  let outcome: Outcome = "missing";
  if (token) {
    const result = await verifyEmail(token);
    outcome = result.ok ? "verified" : result.status === 0 || result.status >= 500 ? "unavailable" : "invalid";
  }
  const status = { verified: 200, invalid: 400, missing: 400, unavailable: 503 }[outcome];
  return data({ outcome, title: t(outcome === "verified" ? "auth:verify.successTitle" : "auth:verify.failedTitle") }, { status, headers: { "Cache-Control": "no-store" } });
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { outcome } = loaderData;
  const verified = outcome === "verified";
  return (
    <div className="mx-auto max-w-md">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <p aria-hidden="true" className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${verified ? "bg-emerald-100 text-emerald-700" : "bg-amber-100 text-amber-800"}`}>
          {verified ? "✓" : "!"}
        </p>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{verified ? t("verify.successTitle") : t("verify.failedTitle")}</h1>
        <p className="mt-2 text-slate-700">
          {verified ? t("verify.successBody") : outcome === "unavailable" ? t("verify.unavailable") : outcome === "missing" ? t("verify.missingBody") : t("verify.failedBody")}
        </p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {verified ? (
            <Link to="/login?notice=verified" className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
              {t("verify.signIn")}
            </Link>
          ) : (
            <>
              <Link to="/register" className="rounded-lg bg-primary px-5 py-2.5 font-semibold text-white hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                {t("verify.registerAgain")}
              </Link>
              <Link to="/login" className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
                {t("verify.signIn")}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
