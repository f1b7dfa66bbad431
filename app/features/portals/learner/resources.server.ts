// Resources (spec 001 §2): the academy's catalogue and the learner's own track, read with the
// learner's own token (cms/permissions/learning.mjs: every learner reads the catalogue).
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { groupResources, isResourceKind, safeHref, type ResourceItem } from "./resources";

export async function readResources(client: DirectusClient) {
  const [rows, profiles] = await Promise.all([
    readRows(client, "seed_resources", { fields: ["id", "title", "kind", "url", "track", "summary"], sort: ["title"], limit: 200 }),
    readRows(client, "seed_learner_profiles", { fields: ["track"], limit: 1 }),
  ]);
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
