import { useTranslation } from "react-i18next";
import type { Route } from "./+types/notification-mail-off";
import { LinkButton } from "~/components/ui/LinkButton";
import { routeHeaders } from "~/features/http/route-headers";
import { LinkPageAsk, linkPageMeta, NewsletterLinkCard } from "~/features/newsletter/link-page";
import { linkPageAction, linkPageLoader, oneClickMiddleware, type LinkCheck, type LinkPage } from "~/features/newsletter/link-page.server";
import { mailOffRecipient, turnNotificationMailOff, type MailOffOutcome } from "~/features/notifications/notification-mail.server";

export const meta: Route.MetaFunction = linkPageMeta("Notifications");

export const headers: Route.HeadersFunction = routeHeaders;

const asCheck = (outcome: MailOffOutcome): LinkCheck => (outcome.ok ? { ok: true, email: outcome.email, done: outcome.off } : outcome);

/**
 * The link at the foot of every notification mail (issue 47, item 3), also its List-Unsubscribe
 * header: opening it asks, its button turns the person's notification mails off, without signing in
 * or JavaScript; a mail program's one-click post turns them off at once. Never kept or indexed.
 */
const page: LinkPage = {
  words: "notifications:mailOff",
  needs: { notifications: ["mailOff"] },
  check: async (token) => asCheck(await mailOffRecipient(token)),
  change: async (token) => asCheck(await turnNotificationMailOff(token)),
  what: "Notification mails, off link",
};

export const middleware: Route.MiddlewareFunction[] = [oneClickMiddleware(page)];
export const loader = ({ request, context }: Route.LoaderArgs) => linkPageLoader(request, context, page);
export const action = ({ request, context }: Route.ActionArgs) => linkPageAction(request, context, page);

export default function NotificationMailOff({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const { outcome, email, title, token } = actionData ?? loaderData;
  if (outcome === "ready" && token) {
    return <LinkPageAsk title={title} token={token} body={t("mailOff.readyBody", { email })} button={t("mailOff.readyButton")} />;
  }
  const body =
    outcome === "done"
      ? t("mailOff.successBody", { email })
      : outcome === "unavailable"
        ? t("mailOff.unavailable")
        : t("mailOff.invalidBody");
  return (
    <NewsletterLinkCard tone={outcome === "done" ? "done" : "failed"} title={title} body={body}>
      <LinkButton to="/portal" className="mt-6">
        {t("mailOff.settings")}
      </LinkButton>
    </NewsletterLinkCard>
  );
}
