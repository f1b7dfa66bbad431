import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { data, Link } from "react-router";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/site/NewsletterForm";
import { newsletterSchema } from "~/features/newsletter/newsletter-schema";
import { limitNewsletterSignup, subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { retryAfterHeaders } from "~/features/security/rate-limit.server";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { getInstance, getLocale } from "~/middleware/i18n.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Seed Academy" }];

export function loader({ context }: Route.LoaderArgs) {
  return { title: `${getInstance(context).t("site:newsletter.title")} — Seed Academy` };
}

/**
 * The newsletter box's action, shared by every page's footer and /news. With JavaScript it answers
 * a fetcher; without, this route renders the result with a way back.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const back = safeRedirectPath(formData.get("redirectTo"), "/");
  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), status: "invalid" as const, back }, { status: 400 });
  }
  const limit = await limitNewsletterSignup(request, submission.value.email);
  if (!limit.allowed) {
    return data(
      { result: submission.reply({ formErrors: ["rateLimited"] }), status: "rateLimited" as const, back },
      { status: 429, headers: retryAfterHeaders(limit) },
    );
  }
  if (submission.value.website) return { result: submission.reply({ resetForm: true }), status: "subscribed" as const, back };
  try {
    await subscribeToNewsletter(submission.value.email, getLocale(context));
  } catch (error) {
    console.error("Newsletter: could not store the address:", error);
    return data({ result: submission.reply({ formErrors: ["failed"] }), status: "failed" as const, back }, { status: 503 });
  }
  return { result: submission.reply({ resetForm: true }), status: "subscribed" as const, back };
}

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation("site");
  return (
    <>
      <div className="mx-auto max-w-xl px-4 py-16">
        <h1 className="text-3xl font-bold text-slate-900">{t("newsletter.title")}</h1>
        <p className="mt-3 text-slate-700">{t("newsletter.text")}</p>
        <div className="mt-6 rounded-xl bg-slate-900 p-6">
          {/* Without JavaScript the result arrives here; with it, the fetcher shows it in place. */}
          <NewsletterForm serverResult={actionData} />
        </div>
        <Link to={actionData?.back ?? "/"} className="mt-8 inline-block font-semibold text-primary underline">
          {t("newsletter.back")}
        </Link>
      </div>
    </>
  );
}

