// The academy's changes (issue 50 item 2): "who changed what and when" read from Directus' own
// activity records, the ones the post history reads too (no log of our own), with the content
// administrator's own token: cms/permissions/admin.mjs grants the activity and revisions of the
// structure tables only (`seed-admin-activity`), and the names of the staff who made them.
import { aggregate, readActivities, readRevisions, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { withRetries } from "~/features/cms/retry.server";
import { activityActions, activityAreas, activityPageSize, type ActivityArea, type ActivityRow } from "./activity";

const collectionOf = {
  courses: "seed_courses",
  cohorts: "seed_cohorts",
  classes: "seed_classes",
  enrolments: "seed_enrolments",
  plans: "seed_partner_plans",
  invoices: "seed_invoices",
} as const satisfies Record<ActivityArea, string>;

/** The fields that name a row of each table in a few words (an enrolment: nothing of its own to show). */
const labelFields: Record<ActivityArea, string[]> = {
  courses: ["code", "name"],
  cohorts: ["name"],
  classes: ["cohort"],
  enrolments: [],
  plans: ["code"],
  invoices: ["number"],
};
const areaOf = new Map(activityAreas.map((area) => [collectionOf[area], area]));

/** The page's query: one table or all of them, and the page; anything else is the first page of all. */
const querySchema = z.object({
  what: z.enum(activityAreas).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type ActivityQuery = z.output<typeof querySchema>;

export const parseActivityQuery = (search: URLSearchParams): ActivityQuery =>
  querySchema.parse({ what: search.get("what"), page: search.get("page") ?? 1 });

/** A Directus activity record as this page reads it (its user and its revision's data, both possibly absent). */
const recordSchema = z.object({
  id: z.coerce.number(),
  action: z.enum(activityActions),
  timestamp: z.string().nullable(),
  collection: z.string(),
  item: z.coerce.string(),
  user: z.object({ first_name: z.string().nullable(), last_name: z.string().nullable() }).nullable().catch(null),
});
/** A revision: the row's data as a change left it, by the change's activity id. */
const revisionSchema = z.object({ activity: z.coerce.number(), data: z.record(z.string(), z.unknown()).nullable().catch(null) });

/** The row in a few words, from the revision's data (`labelFields`). */
function labelOf(area: ActivityArea, data: Record<string, unknown> | null | undefined): string | null {
  if (!data) return null;
  const text = (key: string) => (typeof data[key] === "string" ? (data[key] as string) : "");
  return labelFields[area].map(text).filter(Boolean).join(" · ") || null;
}

function toRow(record: z.output<typeof recordSchema>, data: Record<string, unknown> | null | undefined): ActivityRow | null {
  const area = areaOf.get(record.collection as (typeof collectionOf)[ActivityArea]);
  if (!area) return null;
  const name = record.user ? [record.user.first_name, record.user.last_name].filter(Boolean).join(" ") : "";
  return {
    id: record.id,
    at: record.timestamp,
    by: name || null,
    action: record.action,
    area,
    item: record.item,
    label: labelOf(area, data),
  };
}

/** The newest changes of the query's tables, a page at a time, with how many there are. */
export async function listActivity(client: DirectusClient, query: ActivityQuery) {
  const collections = query.what ? [collectionOf[query.what]] : activityAreas.map((area) => collectionOf[area]);
  const filter = { collection: { _in: collections }, action: { _in: [...activityActions] } };
  const [records, counted] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(
          readActivities({
            fields: ["id", "action", "timestamp", "collection", "item", { user: ["first_name", "last_name"] }],
            filter,
            sort: ["-timestamp", "-id"],
            limit: activityPageSize,
            page: query.page,
          }),
          { signal },
        ),
      ),
      client.request(withOptions(aggregate("directus_activity", { query: { filter }, aggregate: { count: "*" } }), { signal })),
    ]),
  );
  const total = Number(counted[0]?.count ?? 0);
  const parsed = z
    .array(z.unknown())
    .parse(records)
    .flatMap((record) => {
      const one = recordSchema.safeParse(record);
      return one.success ? [one.data] : [];
    });
  const dataOf = await revisionData(
    client,
    parsed.map((record) => record.id),
  );
  const rows = parsed.flatMap((record) => {
    const row = toRow(record, dataOf.get(record.id));
    return row ? [row] : [];
  });
  return { rows, total, page: query.page, pages: Math.max(1, Math.ceil(total / activityPageSize)) };
}

/** The data each change left, by its activity id (a delete leaves none). */
async function revisionData(client: DirectusClient, activityIds: number[]) {
  if (!activityIds.length) return new Map<number, Record<string, unknown> | null>();
  const revisions = await withRetries((signal) =>
    client.request(
      withOptions(readRevisions({ fields: ["activity", "data"], filter: { activity: { _in: activityIds } }, limit: -1 }), { signal }),
    ),
  );
  return new Map(
    z
      .array(z.unknown())
      .parse(revisions)
      .flatMap((revision) => {
        const one = revisionSchema.safeParse(revision);
        return one.success ? [[one.data.activity, one.data.data] as const] : [];
      }),
  );
}
