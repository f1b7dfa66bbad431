// The learner portal's search (issue 26: the Cmd+K palette, and /student/portal/search without
// JavaScript): the portal's sections by their names in the reader's language, the academy's
// courses and resources, and the learner's own projects, read with the learner's own token.
import { readItems, withOptions } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import type { SearchHit } from "./search";
import { learnerSectionHref, learnerSections } from "./sections";

/** What a query may hold: a short phrase, trimmed; longer text is cut, never an error. */
export const searchQuery = (url: URL) => (url.searchParams.get("q") ?? "").trim().slice(0, 100);

type Row = Record<string, unknown>;

export async function searchPortal(client: DirectusClient, sectionName: (id: string) => string, query: string): Promise<SearchHit[]> {
  if (!query) return [];
  const needle = query.toLocaleLowerCase();
  const sections = learnerSections
    .filter((section) => sectionName(section.id).toLocaleLowerCase().includes(needle))
    .map((section) => ({ kind: "section" as const, label: sectionName(section.id), href: learnerSectionHref(section.path) }));
  const read = (collection: string, filter: Row, fields: string[]) =>
    withRetries((signal) =>
      client.request<Row[]>(withOptions(readItems(collection as never, { filter, fields, limit: 10 } as never), { signal })),
    );
  const [courses, projects, resources] = await Promise.all([
    read("seed_courses", { _or: [{ name: { _icontains: query } }, { code: { _icontains: query } }] }, ["code", "name"]),
    read("seed_projects", { title: { _icontains: query } }, ["title"]),
    read("seed_resources", { _or: [{ title: { _icontains: query } }, { summary: { _icontains: query } }] }, ["title"]),
  ]);
  return [
    ...sections,
    ...courses.map((c) => ({
      kind: "course" as const,
      label: `${String(c.code)} · ${String(c.name)}`,
      href: learnerSectionHref("learning/tracks"),
    })),
    ...projects.map((p) => ({ kind: "project" as const, label: String(p.title), href: learnerSectionHref("learning/projects") })),
    ...resources.map((r) => ({ kind: "resource" as const, label: String(r.title), href: learnerSectionHref("resources") })),
  ];
}
