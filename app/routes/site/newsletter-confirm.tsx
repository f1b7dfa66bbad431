import { useTranslation } from "react-i18next";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/components/site/NewsletterForm";
import { LinkButton } from "~/components/ui/LinkButton";
import { routeHeaders } from "~/features/http/route-headers";
import { LinkPageAsk, linkPageMeta, NewsletterLinkCard } from "~/features/newsletter/link-page";
import { linkPageAction, linkPageLoader, type LinkPage } from "~/features/newsletter/link-page.server";
import { confirmSubscription, subscriberFor, type LinkOutcome } from "~/features/newsletter/newsletter.server";

export const meta: Route.MetaFunction = linkPageMeta("Newsletter");

export const headers: Route.HeadersFunction = routeHeaders;

const asCheck = (outcome: LinkOutcome) =>
  outcome.ok ? { ok: true as const, email: outcome.subscriber.email, done: outcome.subscriber.status === "confirmed" } : outcome;

/**
 * The link in the confirmation mail (issue 17, double opt-in): opening it asks, its button confirms
 * (pending → confirmed, once). A mail scanner that opens the link confirms nothing.
 */
const page = (request: Request): LinkPage => ({
  words: "newsletter:confirm",
  needs: { newsletter: ["confirm", "unavailable"] },
  check: async (token) => asCheck(await subscriberFor("confirm", token)),
  change: async (token) => asCheck(await confirmSubscription(request, token)),
  what: "Newsletter confirm link",
});

export const loader = ({ request, context }: Route.LoaderArgs) => linkPageLoader(request, context, page(request));
export const action = ({ request, context }: Route.ActionArgs) => linkPageAction(request, context, page(request));

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const { outcome, email, title, token } = actionData ?? loaderData;
  if (outcome === "ready" && token) {
    return <LinkPageAsk title={title} token={token} body={t("confirm.readyBody", { email })} button={t("confirm.readyButton")} />;
  }
  if (outcome === "done") {
    return (
      <NewsletterLinkCard tone="done" title={title} body={t("confirm.successBody", { email })}>
        <LinkButton to="/" className="mt-6">
          {t("confirm.home")}
        </LinkButton>
      </NewsletterLinkCard>
    );
  }
  return (
    <NewsletterLinkCard
      tone="failed"
      title={title}
      body={outcome === "unavailable" ? t("unavailable") : outcome === "expired" ? t("confirm.expiredBody") : t("confirm.invalidBody")}
    >
      <div className="mt-6 text-left">
        <NewsletterForm tone="light" />
      </div>
      <LinkButton to="/" variant="outline" className="mt-4">
        {t("confirm.home")}
      </LinkButton>
    </NewsletterLinkCard>
  );
}
