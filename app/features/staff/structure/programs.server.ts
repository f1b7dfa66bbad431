// /staff/programs (issue 50): the academy's programmes, created, changed and deleted by content
// administrators with their own token (cms/permissions/programs.mjs, the `seed-admin-structure`
// policy, field by field), with how many registered from each programme's page. Every write drops the
// public pages' kept programmes (`invalidatePrograms`). Words: the site language's, and a translation
// per language where given (ADR 043).
import { aggregate, readItems, withOptions } from "@directus/sdk";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { withRetries } from "~/features/cms/retry.server";
import {
  tracksOf,
  translatedFields,
  translationLanguages,
  translationsOf,
  type ProgramWords,
  type StoredProgram,
} from "~/features/programs/programs";
import { invalidatePrograms } from "~/features/programs/programs-cache.server";
import { plainText } from "~/features/forms/text-rules.server";
import { optionalText } from "./fields.server";
import { rowId, takenByOther } from "./rows.server";
import { structureLimits, tracks, type ProgramDependents, type ProgramRow } from "./structure";
import { noChoices, structureRoutes } from "./structure-routes.server";

const programFields = ["id", "slug", "name", "summary", "duration", "tracks", "price", "open", "sort", "translations"] as const;

/** Every programme in the landing page's order, with how many registered from its page. */
export async function listProgramRows(client: DirectusClient): Promise<ProgramRow[]> {
  const [programs, counts] = await withRetries((signal) =>
    Promise.all([
      client.request(
        withOptions(readItems("seed_programs", { fields: [...programFields], sort: ["sort", "name"], limit: -1 }), { signal }),
      ),
      client.request(withOptions(aggregate("seed_program_interests", { aggregate: { count: "*" }, groupBy: ["program"] }), { signal })),
    ]),
  );
  const interestIn = new Map(counts.map((row) => [Number(row.program), Number(row.count)]));
  return programs.map((program) => ({
    id: program.id,
    slug: program.slug,
    name: program.name,
    duration: program.duration ?? "",
    price: program.price,
    open: program.open,
    interested: interestIn.get(program.id) ?? 0,
  }));
}

/** One programme as the person's token reads it; null when there is none (or the URL's id is not one). */
export async function readProgram(client: DirectusClient, id: string | undefined): Promise<StoredProgram | null> {
  const programId = rowId(id);
  if (!programId) return null;
  const [program] = await readRows(client, "seed_programs", { fields: [...programFields], filter: { id: { _eq: programId } }, limit: 1 });
  return program ?? null;
}

/** What hangs on a programme: who registered from its page (their interest goes with it). */
export async function programDependents(client: DirectusClient, programId: number): Promise<ProgramDependents> {
  const [row] = await client.request(
    aggregate("seed_program_interests", { aggregate: { count: "*" }, query: { filter: { program: { _eq: programId } } } }),
  );
  return { interested: Number(row?.count ?? 0) };
}

/** A translation's field in the form: `vi_name`, `th_summary` … */
export const translationField = (language: string, field: string) => `${language}_${field}`;

const wordLimit = { name: structureLimits.name, summary: structureLimits.summary, duration: structureLimits.duration };

/** Each other language's name, summary and duration: optional, the same limits as the site language's. */
const translationShape = Object.fromEntries(
  translationLanguages.flatMap((language) =>
    translatedFields.map((field) => [translationField(language, field), optionalText(field, wordLimit[field])]),
  ),
);

/** A whole number from 0 to `max` as a form sends it (an empty field: none). */
const wholeNumber = (error: string, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,10}$/, error)
    .transform(Number)
    .pipe(z.number().max(max, error))
    .optional();

/**
 * The create and edit form (ADR 008): a slug (its address), the site language's words, the tracks, a
 * price or none (free), open for registration or not, an order, and the translations.
 */
export const programSchema = z.object({
  slug: z
    .string({ error: "slugRequired" })
    .trim()
    .max(structureLimits.slug, "slugTooLong")
    .transform((slug) => slug.toLowerCase())
    .pipe(z.string().regex(/^[a-z0-9][a-z0-9-]*$/, "slugInvalid")),
  name: plainText("name", structureLimits.name),
  summary: optionalText("summary", structureLimits.summary),
  duration: optionalText("duration", structureLimits.duration),
  tracks: z.array(z.enum(tracks, { error: "trackInvalid" })).optional(),
  price: wholeNumber("priceInvalid", structureLimits.price),
  open: z.boolean().optional(),
  sort: wholeNumber("sortInvalid", structureLimits.sort),
  ...translationShape,
});
export type ProgramForm = z.output<typeof programSchema>;

/** The form's schema with the rule that needs Directus: no other programme (but `except`) has the slug. */
export const programSchemaFor = (client: DirectusClient, except?: number) =>
  programSchema.superRefine(async (form, context) => {
    if (await takenByOther(client, "seed_programs", "slug", form.slug, except))
      context.addIssue({ code: "custom", path: ["slug"], message: "slugTaken" });
  });

/** The form's values as the form shows them again (a stored programme in the edit dialog). */
export function programFormValues(program: StoredProgram): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {
    slug: program.slug,
    name: program.name,
    summary: program.summary ?? "",
    duration: program.duration ?? "",
    tracks: tracksOf(program.tracks),
    price: program.price === null ? "" : String(program.price),
    open: program.open ? "on" : "",
    sort: program.sort === null ? "" : String(program.sort),
  };
  const translations = translationsOf(program.translations);
  for (const language of translationLanguages)
    for (const field of translatedFields) values[translationField(language, field)] = translations[language]?.[field] ?? "";
  return values;
}

function programValues(form: ProgramForm) {
  const typed = form as ProgramForm & Record<string, string | undefined>;
  const translations: Record<string, Partial<ProgramWords>> = {};
  for (const language of translationLanguages) {
    const words: Partial<ProgramWords> = {};
    for (const field of translatedFields) {
      const text = typed[translationField(language, field)];
      if (text) words[field] = text;
    }
    if (Object.keys(words).length) translations[language] = words;
  }
  return {
    slug: form.slug,
    name: form.name,
    summary: form.summary ?? null,
    duration: form.duration ?? null,
    tracks: form.tracks ?? [],
    price: form.price ?? null,
    open: form.open ?? false,
    sort: form.sort ?? null,
    translations,
  };
}

/** /staff/programs' loaders and actions: a programme's delete takes its page and the interest recorded from it. */
export const programRoutes = structureRoutes({
  area: "programs",
  noun: { a: "a programme", the: "the programme" },
  list: listProgramRows,
  read: readProgram,
  named: (program) => ({ name: program.name }),
  namedForm: (form: ProgramForm) => ({ name: form.name }),
  choices: noChoices,
  schema: (client, program) => programSchemaFor(client, program?.id),
  collection: "seed_programs",
  values: programValues,
  written: invalidatePrograms,
  taken: "slugTaken",
  shown: (program) => ({ name: program.name, stored: programFormValues(program) }),
  doomed: async (client, program) => ({ name: program.name, slug: program.slug, ...(await programDependents(client, program.id)) }),
});
