// The learner portal's search (issue 26: the Cmd+K palette, and /student/portal/search without
// JavaScript): the portal's sections by their names in the reader's language, the academy's
// courses and resources, and the learner's own projects, read with the learner's own token.
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import type { SearchHit } from "./search";
import { learnerSectionHref, learnerSections } from "./sections";

/** What a query may hold: a short phrase, trimmed; longer text is cut, never an error. */
export const searchQuery = (url: URL) => (url.searchParams.get("q") ?? "").trim().slice(0, 100);

export async function searchPortal(client: DirectusClient, sectionName: (id: string) => string, query: string): Promise<SearchHit[]> {
  if (!query) return [];
  const needle = query.toLocaleLowerCase();
  const sections = learnerSections
    .filter((section) => sectionName(section.id).toLocaleLowerCase().includes(needle))
    .map((section) => ({ kind: "section" as const, label: sectionName(section.id), href: learnerSectionHref(section.path) }));
  const [courses, projects, resources] = await Promise.all([
    readRows(client, "seed_courses", {
      filter: { _or: [{ name: { _icontains: query } }, { code: { _icontains: query } }] },
      fields: ["code", "name"],
      limit: 10,
    }),
    readRows(client, "seed_projects", { filter: { title: { _icontains: query } }, fields: ["title"], limit: 10 }),
    readRows(client, "seed_resources", {
      filter: { _or: [{ title: { _icontains: query } }, { summary: { _icontains: query } }] },
      fields: ["title"],
      limit: 10,
    }),
  ]);
  return [
    ...sections,
    ...courses.map((c) => ({
      kind: "course" as const,
      label: `${c.code} · ${c.name}`,
      href: learnerSectionHref("learning/tracks"),
    })),
    ...projects.map((p) => ({ kind: "project" as const, label: p.title, href: learnerSectionHref("learning/projects") })),
    ...resources.map((r) => ({ kind: "resource" as const, label: r.title, href: learnerSectionHref("resources") })),
  ];
}
