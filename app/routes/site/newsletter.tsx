import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import type { Route } from "./+types/newsletter";
import { NewsletterForm } from "~/components/site/NewsletterForm";
import { TextLink } from "~/components/ui/TextLink";
import { isBot } from "~/features/forms/honeypot.server";
import { firstErrorKey, formReply, formSuccess, rateLimitedReply, type FormAnswer } from "~/features/forms/reply.server";
import { routeHeaders } from "~/features/http/route-headers";
import { newsletterSchema, type NewsletterReply } from "~/features/newsletter/newsletter-schema";
import { newsletterLimiter, subscribeToNewsletter } from "~/features/newsletter/newsletter.server";
import { safeRedirectPath } from "~/features/security/safe-redirect";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance, getLocale } from "~/features/i18n/middleware.server";
import { fallbackLanguage, isLanguage } from "~/features/i18n/locales";
import { readForm } from "~/features/forms/read-form.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title ?? "Seed Academy" }];

export const headers: Route.HeadersFunction = routeHeaders;

export function loader({ context }: Route.LoaderArgs) {
  return {
    title: `${getInstance(context).t("site:newsletter.title")} — Seed Academy`,
    translations: translationsFor(context, { site: ["newsletterPage"] }),
  };
}

/**
 * The newsletter box's action, shared by every page's footer and /news (ADR 008: honeypot → parse →
 * limit → work → reply; server validation only). With JavaScript it answers a fetcher; without,
 * this route renders the result with a way back.
 */
export async function action({ request, context }: Route.ActionArgs): Promise<FormAnswer<NewsletterReply>> {
  // The answer's words are read here and sent as text: pages do not carry them (ADR 012).
  const say = (key: string) => getInstance(context).t(`site:replies.newsletter.${key}`);
  const formData = await readForm(request);
  const back = safeRedirectPath(formData.get("redirectTo"), "/");
  const subscribed = { subscribed: true, back, message: say("success"), note: say("checkInbox") };
  if (isBot(formData)) return formSuccess(subscribed);

  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success")
    return formReply(submission, {}, { subscribed: false, back, message: say(firstErrorKey(submission, "invalid")) });
  const { email } = submission.value;

  const limit = await newsletterLimiter.limit(request, email);
  if (!limit.allowed) return rateLimitedReply(submission, limit, {}, { subscribed: false, back, message: say("rateLimited") });

  try {
    const locale = getLocale(context);
    await subscribeToNewsletter(request, email, isLanguage(locale) ? locale : fallbackLanguage);
  } catch (error) {
    console.error("Newsletter: could not store the address:", error);
    return formReply(submission, { formError: { key: "failed" }, status: 503 }, { subscribed: false, back, message: say("failed") });
  }
  return formSuccess(subscribed);
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
        <TextLink to={actionData?.back ?? "/"} underline className="mt-8 inline-block">
          {t("newsletterPage.back")}
        </TextLink>
      </div>
    </>
  );
}
