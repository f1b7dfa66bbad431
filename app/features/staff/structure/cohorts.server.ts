// /staff/cohorts (issue 50): the academy's intakes (seed_cohorts: a name, a start and an end),
// created, changed and deleted by content administrators with their own token (cms/permissions/
// admin.mjs, the `seed-admin-structure` policy, field by field; the Administrator may do everything).
// A class names its cohort by name (`seed_classes.cohort`, the text field it always was: ADR 047), so
// a new name follows into its classes and a cohort that classes name is never deleted: the app says
// so in words, and cms/extensions/seed-teaching-rules does both in Directus too.
import { aggregate, readItems, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import { plainText } from "~/features/forms/text-rules.server";
import { calendarDay as day } from "./fields.server";
import { rowId, takenByOther } from "./rows.server";
import { structureLimits, type CohortDependents, type CohortRow } from "./structure";
import { noChoices, structureRoutes } from "./structure-routes.server";

const cohortFields = ["id", "name", "starts_on", "ends_on"] as const;

/** How many enrolments each cohort's classes hold, and how many classes it has, by cohort name. */
async function countsByCohort(client: DirectusClient, signal: AbortSignal, names?: string[]) {
  const filter = names ? { cohort: { _in: names } } : {};
  const [classes, enrolments] = await Promise.all([
    client.request(withOptions(readItems("seed_classes", { fields: ["id", "cohort"], filter, limit: -1 }), { signal })),
    client.request(
      withOptions(
        aggregate("seed_enrolments", {
          aggregate: { count: "*" },
          groupBy: ["class"],
          query: names ? { filter: { class: { cohort: { _in: names } } } } : {},
        }),
        { signal },
      ),
    ),
  ]);
  const enrolledIn = new Map(enrolments.map((row) => [Number(row.class), Number(row.count)]));
  const counts = new Map<string, CohortDependents>();
  for (const klass of classes) {
    if (!klass.cohort) continue;
    const count = counts.get(klass.cohort) ?? { classes: 0, enrolments: 0 };
    counts.set(klass.cohort, { classes: count.classes + 1, enrolments: count.enrolments + (enrolledIn.get(klass.id) ?? 0) });
  }
  return counts;
}

type StoredCohort = { id: number; name: string; starts_on: string | null; ends_on: string | null };

const toRow = (cohort: StoredCohort, counts?: CohortDependents): CohortRow => ({
  id: cohort.id,
  name: cohort.name,
  startsOn: cohort.starts_on ? cohort.starts_on.slice(0, 10) : null,
  endsOn: cohort.ends_on ? cohort.ends_on.slice(0, 10) : null,
  classes: counts?.classes ?? 0,
  enrolments: counts?.enrolments ?? 0,
});

/** Every cohort, the latest start first (those without a start last), with its classes and enrolments. */
export async function listCohorts(client: DirectusClient): Promise<CohortRow[]> {
  const [cohorts, counts] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(readItems("seed_cohorts", { fields: [...cohortFields], sort: ["-starts_on", "name"], limit: -1 }), { signal }),
      ),
      countsByCohort(client, signal),
    ]),
  );
  return cohorts.map((cohort) => toRow(cohort, counts.get(cohort.name)));
}

/** The cohorts' names, for a class's choice. */
export async function listCohortNames(client: DirectusClient): Promise<string[]> {
  const cohorts = await readRows(client, "seed_cohorts", { fields: ["name"], sort: ["name"], limit: -1 });
  return cohorts.map((cohort) => cohort.name);
}

/** One cohort as the person's token reads it; null when there is none (or the URL's id is not one). */
export async function readCohort(client: DirectusClient, id: string | undefined): Promise<CohortRow | null> {
  const cohortId = rowId(id);
  if (!cohortId) return null;
  const [cohort] = await readRows(client, "seed_cohorts", { fields: [...cohortFields], filter: { id: { _eq: cohortId } }, limit: 1 });
  return cohort ? toRow(cohort) : null;
}

/** What hangs on a cohort: the classes taught to it and the enrolments in them. */
export async function cohortDependents(client: DirectusClient, name: string): Promise<CohortDependents> {
  const counts = await withRetries((signal) => countsByCohort(client, signal, [name]));
  return counts.get(name) ?? { classes: 0, enrolments: 0 };
}

/** The create and edit form (ADR 008): a name, a start and an end on or after it. */
export const cohortSchema = z
  .object({ name: plainText("name", structureLimits.cohort, { tooLong: "cohortTooLong" }), starts_on: day("start"), ends_on: day("end") })
  .superRefine((form, context) => {
    if (form.ends_on < form.starts_on) context.addIssue({ code: "custom", path: ["ends_on"], message: "endBeforeStart" });
  });
export type CohortForm = z.output<typeof cohortSchema>;

/** The form's schema with the rule that needs Directus: no other cohort (but `except`) has the name. */
export const cohortSchemaFor = (client: DirectusClient, except?: number) =>
  cohortSchema.superRefine(async (form, context) => {
    if (await takenByOther(client, "seed_cohorts", "name", form.name, except))
      context.addIssue({ code: "custom", path: ["name"], message: "cohortNameTaken" });
  });

const cohortValues = (form: CohortForm) => ({ name: form.name, starts_on: form.starts_on, ends_on: form.ends_on });

/** /staff/cohorts' loaders and actions: a cohort that classes are taught to is never deleted (seed-teaching-rules refuses it too). */
export const cohortRoutes = structureRoutes({
  area: "cohorts",
  noun: { a: "a cohort", the: "the cohort" },
  list: listCohorts,
  read: readCohort,
  named: (cohort) => ({ name: cohort.name }),
  namedForm: (form: CohortForm) => ({ name: form.name }),
  choices: noChoices,
  schema: (client, cohort) => cohortSchemaFor(client, cohort?.id),
  // A new name follows into the cohort's classes (Directus does it: seed-teaching-rules).
  collection: "seed_cohorts",
  values: cohortValues,
  taken: "cohortNameTaken",
  shown: (cohort) => cohort,
  doomed: async (client, cohort): Promise<CohortRow> => ({ ...cohort, ...(await cohortDependents(client, cohort.name)) }),
  refusal: (cohort) => (cohort.classes > 0 ? "cohortInUse" : null),
});
