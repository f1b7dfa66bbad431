import type { RouterContextProvider } from "react-router";
import type { DirectusClient } from "~/features/cms/directus.server";
import { learnerPageData } from "./page-data.server";

/**
 * A read-only section of the learner portal (tracks, portfolio, analytics, companies), on the learner's
 * own rows or the catalogue: its title and words, and what `read` finds with the learner's own token —
 * or, when Directus fails, the words for it (503) and no content.
 */
export function learnerSectionData<Content>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  section: "tracks" | "portfolio" | "analytics" | "companies",
  read: (client: DirectusClient, userId: string) => Promise<Content>,
) {
  return learnerPageData(request, context, {
    page: section,
    title: `portal:learner.sections.${section}`,
    words: ["sectionPages", "competencies", "statuses", "tracks", ...(section === "companies" ? ["market"] : [])],
    read: async (client, userId) => ({ content: await read(client, userId), failed: false }),
    failed: { content: null, failed: true },
  });
}
