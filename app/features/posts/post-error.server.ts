import { data, type RouterContextProvider } from "react-router";
import { userContext } from "~/features/auth/user-context";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import type { PostError } from "./components/post-error";

/**
 * The answer a post's page throws when it has no post to show (spec 001 §2/§6): the reason, the
 * title in the reader's words, and the error page's words with it (a route whose loader threw has
 * no loader data). `shared` false (Directus did not answer) is kept by nobody.
 */
export function postErrorResponse(
  context: Readonly<RouterContextProvider>,
  error: Omit<PostError, "title">,
  status: number,
  { shared = true }: { shared?: boolean } = {},
) {
  const { t } = getInstance(context);
  const title = t(
    error.reason === "not-available" ? "post:notAvailable.title" : error.reason === "no-slug" ? "post:noSlug.title" : "post:notFound.title",
  );
  const translations = translationsFor(context, { post: ["noSlug", "notFound", "notAvailable"] });
  return data({ ...error, title, translations }, { status, headers: pageCacheHeaders(context.get(userContext), { shared }) });
}
