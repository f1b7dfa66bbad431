import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import type { Route } from "./+types/newsletter-unsubscribe";
import { Button } from "~/components/ui/Button";
import { LinkButton } from "~/components/ui/LinkButton";
import { readForm } from "~/features/forms/read-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import { NewsletterLinkCard } from "~/features/newsletter/link-page";
import { linkPageData } from "~/features/newsletter/link-page.server";
import { unsubscribe } from "~/features/newsletter/newsletter.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Newsletter"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = routeHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * RFC 8058 one-click unsubscribe: a mail program posts `List-Unsubscribe=One-Click` to the URL of
 * the List-Unsubscribe header (this page's). It gets a bare answer, no page; any other post goes on
 * to React Router (this route has no action: 405).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "POST") return next();
    const form = await readForm(request.clone()).catch(() => null);
    if (form?.get("List-Unsubscribe") !== "One-Click") return next();
    const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    try {
      const result = await unsubscribe(tokenOf(request));
      return new Response(result.ok ? "Unsubscribed" : "Invalid unsubscribe link", { status: result.ok ? 200 : 400, headers: plain });
    } catch (error) {
      console.error("Newsletter one-click unsubscribe:", error);
      return new Response("Unavailable, please try again later", { status: 503, headers: { ...plain, "Retry-After": "300" } });
    }
  },
];

/** The unsubscribe link of every newsletter mail: one visit unsubscribes, no sign-in, no JavaScript. */
export function loader({ request, context }: Route.LoaderArgs) {
  return linkPageData(context, "unsubscribe", () => unsubscribe(tokenOf(request)));
}

/** Opening the link is the action: the footer's form, say, must not repeat it after a sign-up. */
export const shouldRevalidate = () => false;

export default function NewsletterUnsubscribe({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const { outcome, email, title } = loaderData;
  if (outcome !== "done") {
    return (
      <NewsletterLinkCard ok={false} title={title} body={outcome === "unavailable" ? t("unavailable") : t("unsubscribe.invalidBody")}>
        <LinkButton to="/" className="mt-6">
          {t("unsubscribe.home")}
        </LinkButton>
      </NewsletterLinkCard>
    );
  }
  return (
    <NewsletterLinkCard ok title={title} body={t("unsubscribe.successBody", { email })}>
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
