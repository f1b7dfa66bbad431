// Migration 009 (issue 50, item 3): an enrolment now keeps when it was made (`created_at`, set by
// Directus on create), which the enrolments CSV exports. The seed's reconcile adds the column empty to
// an install's older rows; this gives each of them the moment Directus' activity records its
// creation, the first one for an id. A row without such a record keeps an empty day.
import { readActivities, readItems, updateItem } from "@directus/sdk";

/** @type {import("./index.mjs").Migration} */
export const enrolledOnFromActivity = {
  id: "009-enrolments-created-at-from-activity",
  up: async (request) => {
    const missing = await request(readItems("seed_enrolments", { fields: ["id"], filter: { created_at: { _null: true } }, limit: -1 }));
    if (!missing.length) return;
    const ids = new Set(missing.map((row) => String(row.id)));
    const records = await request(
      readActivities({
        fields: ["item", "timestamp"],
        filter: { collection: { _eq: "seed_enrolments" }, action: { _eq: "create" } },
        sort: ["id"],
        limit: -1,
      }),
    );
    const createdAt = new Map();
    for (const record of records)
      if (ids.has(String(record.item)) && !createdAt.has(String(record.item))) createdAt.set(String(record.item), record.timestamp);
    for (const [id, timestamp] of createdAt) await request(updateItem("seed_enrolments", id, { created_at: timestamp }));
  },
};
