import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";

/**
 * A read-only section of the learner portal (tracks, portfolio, analytics, companies), on the learner's
 * own rows or the catalogue: its title and words, and what `read` finds with the learner's own token —
 * or, when Directus fails, the words for it (503) and no content.
 */
export async function learnerSectionData<Content>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  section: "tracks" | "portfolio" | "analytics" | "companies",
  read: (client: DirectusClient, userId: string) => Promise<Content>,
) {
  const user = requireRole(request, context, roleGroups.learners);
  const title = getInstance(context).t(`portal:learner.sections.${section}`);
  const translations = translationsFor(context, {
    portal: ["sectionPages", "competencies", "statuses", "tracks", ...(section === "companies" ? ["market"] : [])],
  });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    const content: Content | null = await read(context.get(directusContext), user.id);
    return data({ title, translations, content, failed: false }, { headers });
  } catch (error) {
    console.error(`Learner portal: could not read the ${section} section:`, error);
    return data({ title, translations, content: null, failed: true }, { status: 503, headers });
  }
}
