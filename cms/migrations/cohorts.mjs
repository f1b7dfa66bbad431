// Migration 004 (issue 50): a cohort was only a text field on a class (`seed_classes.cohort`); it
// becomes a row of seed_cohorts (name, start, end), one per name the classes use, so /staff/cohorts
// lists today's intakes. The classes keep naming their cohort by its name, so everything that reads
// `cohort` (Import and Export CSV, Move to cohort, the teachers' pages) reads what it read before.
// The start and end are not known: staff give them on /staff/cohorts. A name that has a row already
// is left as it is.
import { createItem, readItems } from "@directus/sdk";

/** @type {import("./index.mjs").Migration} */
export const cohortsFromClasses = {
  id: "004-cohorts-from-the-classes-text-field",
  up: async (request) => {
    const classes = await request(readItems("seed_classes", { fields: ["cohort"], limit: -1 }));
    const names = [...new Set(classes.map((row) => row.cohort).filter(Boolean))];
    if (!names.length) return;
    const existing = await request(readItems("seed_cohorts", { fields: ["name"], filter: { name: { _in: names } }, limit: -1 }));
    const have = new Set(existing.map((row) => row.name));
    for (const name of names) if (!have.has(name)) await request(createItem("seed_cohorts", { name }));
  },
};
