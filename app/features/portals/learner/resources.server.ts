// Resources (spec 001 §2): the academy's catalogue and the learner's own track, read with the
// learner's own token (cms/permissions/learning.mjs: every learner reads the published rows). Issue 50:
// the rows in the learner's language (else the site language's), in the order staff gave them.
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { inLanguage, readLanguages } from "~/features/portals/shared/in-language";
import { groupResources, isResourceKind, safeHref, type ResourceItem } from "./resources";

export async function readResources(client: DirectusClient, language: string) {
  const [stored, profiles] = await Promise.all([
    readRows(client, "seed_resources", {
      fields: ["id", "title", "kind", "url", "track", "summary", "language", "sort"],
      filter: { language: { _in: readLanguages(language) } },
      sort: ["sort", "title"],
      limit: 400,
    }),
    readRows(client, "seed_learner_profiles", { fields: ["track"], limit: 1 }),
  ]);
  const rows = inLanguage(stored, language);
  // An empty track or summary is none.
  const resources: ResourceItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    kind: isResourceKind(row.kind) ? row.kind : "guide",
    href: safeHref(row.url),
    track: row.track || null,
    summary: row.summary || null,
  }));
  const own = profiles[0]?.track || null;
  return { own, groups: groupResources(resources, own) };
}
