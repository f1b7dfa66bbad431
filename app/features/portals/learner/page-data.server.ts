import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";

/**
 * A learner page's loader data: its title (`portal:<page>.title`, unless `title` names another key),
 * the `portal` words it needs (its own, unless `words` says) and what `read` gets with the learner's
 * own token; never kept (rows others write, ADR 014).
 * Directus out of reach: `failed` instead (each of what `read` gets, or null), as a 503 the page explains.
 */
export async function learnerPageData<Read extends object, Failed extends { [K in keyof Read]: Read[K] | null }>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  {
    page,
    title: titleKey = `portal:${page}.title`,
    words = [page],
    read,
    failed,
  }: {
    page: string;
    title?: string;
    words?: string[];
    read: (client: DirectusClient, learnerId: string) => Promise<Read>;
    failed: Failed;
  },
) {
  const user = requireRole(request, context, roleGroups.learners);
  const title = getInstance(context).t(titleKey);
  const translations = translationsFor(context, { portal: words });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    return data({ title, translations, ...(await read(context.get(directusContext), user.id)) }, { headers });
  } catch (error) {
    console.error(`Learner portal: could not read the ${page} page:`, error);
    return data({ title, translations, ...failed }, { status: 503, headers });
  }
}
