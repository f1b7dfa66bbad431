import { useTranslation } from "react-i18next";
import type { Route } from "./+types/newsletter-confirm";
import { NewsletterForm } from "~/components/site/NewsletterForm";
import { LinkButton } from "~/components/ui/LinkButton";
import { routeHeaders } from "~/features/http/route-headers";
import { NewsletterLinkCard } from "~/features/newsletter/link-page";
import { linkPageData } from "~/features/newsletter/link-page.server";
import { confirmSubscription } from "~/features/newsletter/newsletter.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Newsletter"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = routeHeaders;

/** The link in the confirmation mail (issue 17, double opt-in): pending → confirmed, once. */
export function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  return linkPageData(context, "confirm", () => confirmSubscription(request, token));
}

/** Opening the link is the action: a form elsewhere on the page (the footer's) must not repeat it. */
export const shouldRevalidate = () => false;

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("newsletter");
  const { outcome, email, title } = loaderData;
  if (outcome === "done") {
    return (
      <NewsletterLinkCard ok title={title} body={t("confirm.successBody", { email })}>
        <LinkButton to="/" className="mt-6">
          {t("confirm.home")}
        </LinkButton>
      </NewsletterLinkCard>
    );
  }
  return (
    <NewsletterLinkCard
      ok={false}
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
