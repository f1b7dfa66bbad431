import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/notification-mail-off";
import { LinkButton } from "~/components/ui/LinkButton";
import { readForm } from "~/features/forms/read-form.server";
import { routeHeaders } from "~/features/http/route-headers";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { NewsletterLinkCard } from "~/features/newsletter/link-page";
import { turnNotificationMailOff, type MailOffOutcome } from "~/features/notifications/notification-mail.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Notifications"} · Seed Academy` },
  { name: "robots", content: "noindex" },
];

export const headers: Route.HeadersFunction = routeHeaders;

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");

/**
 * RFC 8058 one-click: a mail program posts `List-Unsubscribe=One-Click` to the List-Unsubscribe
 * header's URL (this page's) and gets a bare answer; any other post goes on to React Router (405).
 * The newsletter's unsubscribe link works the same way (newsletter-unsubscribe.tsx).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request }, next) => {
    if (request.method !== "POST") return next();
    const form = await readForm(request.clone()).catch(() => null);
    if (form?.get("List-Unsubscribe") !== "One-Click") return next();
    const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
    try {
      const result = await turnNotificationMailOff(tokenOf(request));
      return new Response(result.ok ? "Unsubscribed" : "Invalid unsubscribe link", { status: result.ok ? 200 : 400, headers: plain });
    } catch (error) {
      console.error("Notification mails, one-click off:", error);
      return new Response("Unavailable, please try again later", { status: 503, headers: { ...plain, "Retry-After": "300" } });
    }
  },
];

/**
 * The link at the foot of every notification mail (issue 47, item 3): one visit turns the person's
 * notification mails off, without signing in or JavaScript. Never kept or indexed: the answer is one person's.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  let outcome: "done" | "invalid" | "unavailable";
  let email: string | null = null;
  try {
    const result: MailOffOutcome = await turnNotificationMailOff(tokenOf(request));
    outcome = result.ok ? "done" : "invalid";
    if (result.ok) email = result.email;
  } catch (error) {
    console.error("Notification mails, off link:", error);
    outcome = "unavailable";
  }
  const title = getInstance(context).t(`notifications:mailOff.${outcome === "done" ? "successTitle" : "failedTitle"}`);
  return data(
    { outcome, email, title, translations: translationsFor(context, { notifications: ["mailOff"] }) },
    { status: { done: 200, invalid: 400, unavailable: 503 }[outcome], headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

/** Opening the link is the action: nothing on the page repeats it. */
export const shouldRevalidate = () => false;

export default function NotificationMailOff({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("notifications");
  const { outcome, email, title } = loaderData;
  const body =
    outcome === "done"
      ? t("mailOff.successBody", { email })
      : outcome === "unavailable"
        ? t("mailOff.unavailable")
        : t("mailOff.invalidBody");
  return (
    <NewsletterLinkCard ok={outcome === "done"} title={title} body={body}>
      <LinkButton to="/portal" className="mt-6">
        {t("mailOff.settings")}
      </LinkButton>
    </NewsletterLinkCard>
  );
}
