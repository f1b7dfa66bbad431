// Resources (spec 001 §2): the academy's catalogue and the learner's own track, read with the
// learner's own token (cms/permissions/learning.mjs: every learner reads the catalogue).
import { readItems, withOptions } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { groupResources, isResourceKind, safeHref, type ResourceItem } from "./resources";

type Row = Record<string, unknown>;
const str = (value: unknown) => (typeof value === "string" && value ? value : null);

export async function readResources(client: DirectusClient) {
  const read = (collection: string, query: Record<string, unknown>) =>
    withRetries((signal) => client.request<Row[]>(withOptions(readItems(collection as never, query as never), { signal })));
  const [rows, profiles] = await Promise.all([
    read("seed_resources", { fields: ["id", "title", "kind", "url", "track", "summary"], sort: ["title"], limit: 200 }),
    read("seed_learner_profiles", { fields: ["track"], limit: 1 }),
  ]);
  const resources: ResourceItem[] = rows.map((row) => ({
    id: Number(row.id),
    title: String(row.title ?? ""),
    kind: isResourceKind(row.kind) ? row.kind : "guide",
    href: safeHref(row.url),
    track: str(row.track),
    summary: str(row.summary),
  }));
  const own = str(profiles[0]?.track);
  return { own, groups: groupResources(resources, own) };
}
