import { data, type RouterContextProvider } from "react-router";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import type { LinkOutcome } from "./newsletter.server";

export type LinkPageOutcome = "done" | "missing" | "invalid" | "expired" | "unavailable";

/**
 * What the confirm and unsubscribe pages' loaders answer: the outcome, the address the link is
 * for (only with a valid link), the page title (the heading), and the page's words. Never cached or indexed:
 * every answer is one person's, and opening the link changes something.
 */
export async function linkPageData(
  context: Readonly<RouterContextProvider>,
  page: "confirm" | "unsubscribe",
  run: () => Promise<LinkOutcome>,
) {
  let outcome: LinkPageOutcome;
  let email: string | null = null;
  try {
    const result = await run();
    outcome = result.ok ? "done" : result.reason;
    if (result.ok) email = result.subscriber.email;
  } catch (error) {
    console.error(`Newsletter ${page} link:`, error);
    outcome = "unavailable";
  }
  const title = getInstance(context).t(`newsletter:${page}.${outcome === "done" ? "successTitle" : "failedTitle"}`);
  const status = { done: 200, missing: 400, invalid: 400, expired: 410, unavailable: 503 }[outcome];
  return data(
    { outcome, email, title, translations: translationsFor(context, { newsletter: [page, "unavailable"] }) },
    { status, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}
