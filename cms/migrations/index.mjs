// Schema changes that can lose or move data run here, once per install, in order (ADR 018). The
// seed's reconcile adds collections and fields and updates a field's safe properties (default,
// nullability, length, interface, note) on every start; what it must not guess — a type change, a
// rename, a drop, data moved from one field to another — is a migration in this list.
//
// A migration: `{ id: "NNN-what-it-does", up: async (request) => {} }` where `request` runs Directus
// SDK commands with the administrator's token (cms/seed.mjs `connect`). Add new ones at the end with
// the next number; never edit or reorder one that has landed (installs have recorded it as done).
import { createCollection, createItem, readCollections, readItems } from "@directus/sdk";
import { notificationKinds } from "./notifications.mjs";
import { gradedLevelsFromGrades } from "./graded-levels.mjs";
import { cohortsFromClasses } from "./cohorts.mjs";
import { programsFromLanding } from "./programs.mjs";
import { sampleMentorSlots } from "./sample-mentors.mjs";
import { faqToCollection } from "./faq.mjs";
import { enrolledOnFromActivity } from "./enrolled-on.mjs";

/** Where an install records the migrations it has run (hidden in Directus' own app). */
export const migrationsCollection = "seed_migrations";

/** @type {import("./index.mjs").Migration[]} */
export const migrations = [
  notificationKinds,
  programsFromLanding,
  gradedLevelsFromGrades,
  cohortsFromClasses,
  sampleMentorSlots,
  faqToCollection,
  enrolledOnFromActivity,
];

/**
 * Runs, in list order, each migration the install has not recorded, and records it. A failure stops
 * the start with the migration's id: the install stays at the last one that succeeded.
 * @param {(command: any) => Promise<any>} request
 * @param {import("./index.mjs").Migration[]} list
 * @param {(message: string) => void} log
 */
export async function runMigrations(request, list, log) {
  if (list.length === 0) return;
  const ids = list.map((migration) => migration.id);
  const repeated = ids.find((id, i) => ids.indexOf(id) !== i);
  if (repeated) throw new Error(`migration ${repeated} is listed twice`);
  await ensureMigrationsCollection(request, log);
  const done = new Set((await request(readItems(migrationsCollection, { fields: ["id"], limit: -1 }))).map((row) => row.id));
  for (const migration of list) {
    if (done.has(migration.id)) continue;
    try {
      await migration.up(request);
    } catch (error) {
      throw new Error(`migration ${migration.id} failed: ${error?.message ?? error}`, { cause: error });
    }
    await request(createItem(migrationsCollection, { id: migration.id, applied_at: new Date().toISOString() }));
    log(`ran migration ${migration.id}`);
  }
}

async function ensureMigrationsCollection(request, log) {
  const existing = (await request(readCollections())).some((c) => c.collection === migrationsCollection);
  if (existing) return;
  await request(
    createCollection({
      collection: migrationsCollection,
      meta: { hidden: true, icon: "history", note: "Schema migrations this install has run (cms/migrations)" },
      schema: {},
      fields: [
        { field: "id", type: "string", meta: { readonly: true }, schema: { is_primary_key: true, length: 255 } },
        { field: "applied_at", type: "timestamp", meta: { readonly: true }, schema: { is_nullable: true } },
      ],
    }),
  );
  log(`created collection ${migrationsCollection}`);
}
