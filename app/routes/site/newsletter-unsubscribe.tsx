import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { routeHeaders } from "~/features/http/route-headers";
import { LinkPageAsk, linkPageMeta, NewsletterLinkCard } from "~/features/newsletter/link-page";
import { linkPageAction, linkPageLoader, oneClickMiddleware, type LinkPage } from "~/features/newsletter/link-page.server";
import { subscriberFor, unsubscribe, type LinkOutcome } from "~/features/newsletter/newsletter.server";

export const meta: Route.MetaFunction = linkPageMeta("Newsletter");

export const headers: Route.HeadersFunction = routeHeaders;

const asCheck = (outcome: LinkOutcome) =>
  outcome.ok ? { ok: true as const, email: outcome.subscriber.email, done: outcome.subscriber.status === "unsubscribed" } : outcome;

/**
 * The unsubscribe link of every newsletter mail, also its List-Unsubscribe header: opening it asks,
 * its button unsubscribes; a mail program's RFC 8058 one-click post unsubscribes at once. No sign-in.
 */
const page: LinkPage = {
  words: "newsletter:unsubscribe",
  needs: { newsletter: ["unsubscribe", "unavailable"] },
  check: async (token) => asCheck(await subscriberFor("unsubscribe", token)),
  change: async (token) => asCheck(await unsubscribe(token)),
  what: "Newsletter unsubscribe link",
};

export const middleware: Route.MiddlewareFunction[] = [oneClickMiddleware(page)];
export const loader = ({ request, context }: Route.LoaderArgs) => linkPageLoader(request, context, page);
export const action = ({ request, context }: Route.ActionArgs) => linkPageAction(request, context, page);

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const { outcome, email, title, token } = actionData ?? loaderData;
  if (outcome === "ready" && token) {
    return <LinkPageAsk title={title} token={token} body={t("unsubscribe.readyBody", { email })} button={t("unsubscribe.readyButton")} />;
  }
  if (outcome !== "done") {
    return (
      <NewsletterLinkCard tone="failed" title={title} body={outcome === "unavailable" ? t("unavailable") : t("unsubscribe.invalidBody")}>
        <LinkButton to="/" className="mt-6">
          {t("unsubscribe.home")}
        </LinkButton>
      </NewsletterLinkCard>
    );
  }
  return (
    <NewsletterLinkCard tone="done" title={title} body={t("unsubscribe.successBody", { email })}>
      <LinkButton to="/" className="mt-6">
        {t("unsubscribe.home")}
      </LinkButton>
      {/* Signing up again is a new consent: the normal sign-up, with a new confirmation mail. */}
      <section aria-labelledby="resubscribe" className="mt-8 border-t border-slate-200 pt-6">
        <h2 id="resubscribe" className="text-lg font-semibold text-slate-900">
          {t("unsubscribe.changedMind")}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t("unsubscribe.subscribeAgainHint")}</p>
        <Form method="post" action="/newsletter" className="mt-4">
          <input type="hidden" name="email" value={email ?? ""} />
          <input type="hidden" name="redirectTo" value="/" />
          <Button type="submit" variant="outline">
            {t("unsubscribe.subscribeAgain")}
          </Button>
        </Form>
      </section>
    </NewsletterLinkCard>
  );
}
