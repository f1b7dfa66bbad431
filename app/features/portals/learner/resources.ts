// The resource catalogue as the learner portal shows it (spec 001 §2, /resources): the learner's
// track first, then what is for every track, then the other tracks. Pure: tested in resources.test.ts.

export const resourceKinds = ["guide", "template", "video", "checklist"] as const;
export type ResourceKind = (typeof resourceKinds)[number];

export interface ResourceItem {
  id: number;
  title: string;
  kind: ResourceKind;
  /** null when the stored address is not http(s): the page shows the title without a link. */
  href: string | null;
  track: string | null;
  summary: string | null;
}

export interface ResourceGroup {
  /** null: for every track. */
  track: string | null;
  own: boolean;
  resources: ResourceItem[];
}

/** An address a page may link to: absolute http or https only (never `javascript:`, `data:`, relative). */
export function safeHref(url: unknown): string | null {
  if (typeof url !== "string") return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}

export const isResourceKind = (kind: unknown): kind is ResourceKind => resourceKinds.includes(kind as ResourceKind);

/** Groups by track: the learner's own, then every track's, then the others in the order they come. */
export function groupResources(resources: readonly ResourceItem[], ownTrack: string | null): ResourceGroup[] {
  const groups = new Map<string | null, ResourceGroup>();
  for (const resource of resources) {
    const track = resource.track || null;
    if (!groups.has(track)) groups.set(track, { track, own: track !== null && track === ownTrack, resources: [] });
    groups.get(track)!.resources.push(resource);
  }
  const rank = (group: ResourceGroup) => (group.own ? 0 : group.track === null ? 1 : 2);
  return [...groups.values()].sort((a, b) => rank(a) - rank(b));
}
