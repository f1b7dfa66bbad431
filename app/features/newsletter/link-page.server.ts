import { data, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { readForm } from "~/features/forms/read-form.server";
import { translationsFor, type TranslationNeeds } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";

/**
 * The links in mails that change something: confirm a newsletter subscription, unsubscribe from it,
 * turn notification mails off. Opening one changes nothing (SECURITY.md: no state change on GET;
 * a mail scanner or a link preview opens every link): it shows what the button will do, for which
 * address, and the button's post does it. A mail program's RFC 8058 one-click post
 * (`List-Unsubscribe=One-Click` to the link of the List-Unsubscribe header) does it at once and gets
 * a bare answer. The three pages share this; each names its words and its two steps.
 */
export type LinkPageOutcome = "ready" | "done" | "missing" | "invalid" | "expired" | "unavailable";

/** What a link's check or change found: the address it is for and whether it is done already. */
export type LinkCheck = { ok: true; email: string; done: boolean } | { ok: false; reason: "missing" | "invalid" | "expired" };

export interface LinkPage {
  /** The page's words (its titles under `readyTitle`, `successTitle`, `failedTitle`), e.g. `newsletter:confirm`. */
  words: string;
  /** The words the page sends to the browser. */
  needs: TranslationNeeds;
  /** Reads the link, changes nothing. */
  check: (token: string | null) => Promise<LinkCheck>;
  /** Does what the link is for (again is harmless). */
  change: (token: string | null) => Promise<LinkCheck>;
  /** What the log calls it when it fails. */
  what: string;
}

/** The link's token: the button's form carries it, a one-click post has it in the link's query. */
function tokenOf(request: Request, form?: FormData) {
  const posted = form?.get("token");
  return typeof posted === "string" && posted ? posted : new URL(request.url).searchParams.get("token");
}

/** Opening the link: what the button will do, or why the link does not work. */
export function linkPageLoader(request: Request, context: Readonly<RouterContextProvider>, page: LinkPage) {
  const token = tokenOf(request);
  return answer(context, page, token, () => page.check(token), "ready");
}

/** The button's post: the page again, with what was done. */
export async function linkPageAction(request: Request, context: Readonly<RouterContextProvider>, page: LinkPage) {
  const token = tokenOf(request, await readForm(request));
  return answer(context, page, token, () => page.change(token), "done");
}

/**
 * A mail program's RFC 8058 one-click post gets a bare answer, no page: a route middleware, since
 * only a middleware's Response skips the page (an action's would become its data). Any other post
 * goes on to the action.
 */
export function oneClickMiddleware(page: LinkPage): MiddlewareFunction<Response> {
  return async ({ request }, next) => {
    if (request.method !== "POST") return next();
    const form = await readForm(request.clone()).catch(() => null);
    if (form?.get("List-Unsubscribe") !== "One-Click") return next();
    return oneClick(page, tokenOf(request, form));
  };
}

async function answer(
  context: Readonly<RouterContextProvider>,
  page: LinkPage,
  token: string | null,
  run: () => Promise<LinkCheck>,
  valid: "ready" | "done",
) {
  let outcome: LinkPageOutcome;
  let email: string | null = null;
  try {
    const result = await run();
    outcome = result.ok ? (result.done ? "done" : valid) : result.reason;
    if (result.ok) email = result.email;
  } catch (error) {
    console.error(`${page.what}:`, error);
    outcome = "unavailable";
  }
  const title = getInstance(context).t(
    `${page.words}.${{ ready: "readyTitle", done: "successTitle" }[outcome as "ready"] ?? "failedTitle"}`,
  );
  const status = { ready: 200, done: 200, missing: 400, invalid: 400, expired: 410, unavailable: 503 }[outcome];
  return data(
    // The token goes back only with a valid link: the button's form sends it.
    { outcome, email, title, token: outcome === "ready" ? token : null, translations: translationsFor(context, page.needs) },
    { status, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
  );
}

async function oneClick(page: LinkPage, token: string | null) {
  const plain = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" };
  try {
    const result = await page.change(token);
    return new Response(result.ok ? "Unsubscribed" : "Invalid unsubscribe link", { status: result.ok ? 200 : 400, headers: plain });
  } catch (error) {
    console.error(`${page.what} (one-click):`, error);
    return new Response("Unavailable, please try again later", { status: 503, headers: { ...plain, "Retry-After": "300" } });
  }
}
