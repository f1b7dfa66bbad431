// /staff/resources and /staff/faq (issue 50): the learners' resources and the learners' and partners'
// FAQ, each row in one language with an order and published or not, created, changed and deleted by
// content administrators with their own token (cms/permissions/admin.mjs, `seed-admin-content`, field
// by field; the Administrator may do everything). Readers read the published rows in their language,
// else the site language's (features/portals/shared/in-language.ts). Nothing depends on these rows,
// so a delete only asks first.
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import type { FaqEntry, Resource } from "~/features/cms/schema";
import { readRows } from "~/features/cms/read-at-once.server";
import { supportedLanguages } from "~/features/i18n/locales";
import { isResourceKind, resourceKinds, safeHref } from "~/features/portals/learner/resources";
import { plainText } from "~/features/forms/text-rules.server";
import { optionalText } from "./fields.server";
import { rowId } from "./rows.server";
import { faqAudiences, structureLimits, tracks, type FaqRow, type ResourceRow, type Track } from "./structure";
import { noChoices, structureRoutes } from "./structure-routes.server";

const resourceFields = ["id", "title", "kind", "url", "track", "summary", "language", "sort", "published"] as const;
const faqFields = ["id", "audience", "language", "sort", "question", "answer", "published"] as const;

const isTrack = (value: unknown): value is Track => tracks.includes(value as Track);
const byLanguageThenOrder = ["language", "sort", "id"] as const;

const toResource = (row: Resource): ResourceRow => ({
  id: row.id,
  title: row.title,
  kind: isResourceKind(row.kind) ? row.kind : "guide",
  url: row.url,
  track: isTrack(row.track) ? row.track : null,
  summary: row.summary ?? "",
  language: row.language,
  sort: row.sort ?? null,
  published: Boolean(row.published),
});
const toFaq = (row: FaqEntry): FaqRow => ({
  id: row.id,
  audience: row.audience === "partner" ? "partner" : "learner",
  language: row.language,
  sort: row.sort ?? null,
  question: row.question,
  answer: row.answer ?? "",
  published: Boolean(row.published),
});

export async function listResources(client: DirectusClient): Promise<ResourceRow[]> {
  const rows = await readRows(client, "seed_resources", { fields: [...resourceFields], sort: [...byLanguageThenOrder], limit: -1 });
  return rows.map(toResource);
}

export async function readResource(client: DirectusClient, id: string | undefined): Promise<ResourceRow | null> {
  const key = rowId(id);
  if (!key) return null;
  const [row] = await readRows(client, "seed_resources", { fields: [...resourceFields], filter: { id: { _eq: key } }, limit: 1 });
  return row ? toResource(row) : null;
}

export async function listFaq(client: DirectusClient): Promise<FaqRow[]> {
  const rows = await readRows(client, "seed_faq", { fields: [...faqFields], sort: ["audience", ...byLanguageThenOrder], limit: -1 });
  return rows.map(toFaq);
}

export async function readFaqEntry(client: DirectusClient, id: string | undefined): Promise<FaqRow | null> {
  const key = rowId(id);
  if (!key) return null;
  const [row] = await readRows(client, "seed_faq", { fields: [...faqFields], filter: { id: { _eq: key } }, limit: 1 });
  return row ? toFaq(row) : null;
}

/** An order: a whole number from 0, or empty (none: last). */
const order = z
  .string()
  .trim()
  .regex(/^\d{0,4}$/, "sortInvalid")
  .transform((value) => (value === "" ? null : Number(value)))
  .optional();
const language = z.enum(supportedLanguages, { error: "languageInvalid" });
const published = z.boolean().optional();

/** The resource form (ADR 008): title, kind, an http(s) address, a track or every track, a summary, a language, an order, published. */
export const resourceSchema = z.object({
  title: plainText("title", structureLimits.title),
  kind: z.enum(resourceKinds, { error: "kindInvalid" }),
  url: z
    .string({ error: "urlRequired" })
    .trim()
    .min(1, "urlRequired")
    .max(structureLimits.url, "urlTooLong")
    .refine((value) => safeHref(value) !== null, "urlInvalid"),
  track: z.union([z.enum(tracks, { error: "trackInvalid" }), z.literal("")]).optional(),
  summary: optionalText("summary", structureLimits.summary),
  language,
  sort: order,
  published,
});
export type ResourceForm = z.output<typeof resourceSchema>;

const resourceValues = (form: ResourceForm) => ({
  title: form.title,
  kind: form.kind,
  url: form.url,
  track: form.track || null,
  summary: form.summary || null,
  language: form.language,
  sort: form.sort ?? null,
  published: form.published ?? false,
});

/** The FAQ form (ADR 008): whose FAQ, a language, an order, the question, the answer, published. */
export const faqSchema = z.object({
  audience: z.enum(faqAudiences, { error: "audienceInvalid" }),
  language,
  sort: order,
  question: plainText("question", structureLimits.question),
  answer: z
    .string({ error: "answerRequired" })
    .transform((value) => value.replace(/[^\P{Cc}\n]/gu, "").trim())
    .pipe(z.string().min(1, "answerRequired").max(structureLimits.answer, "answerTooLong")),
  published,
});
export type FaqForm = z.output<typeof faqSchema>;

const faqValues = (form: FaqForm) => ({
  audience: form.audience,
  language: form.language,
  sort: form.sort ?? null,
  question: form.question,
  answer: form.answer,
  published: form.published ?? false,
});

/** The form's values as stored, for the edit dialog. */
export const resourceStored = (row: ResourceRow): Record<string, string> => ({
  title: row.title,
  kind: row.kind,
  url: row.url,
  track: row.track ?? "",
  summary: row.summary,
  language: row.language,
  sort: row.sort == null ? "" : String(row.sort),
  published: row.published ? "on" : "",
});
export const faqStored = (row: FaqRow): Record<string, string> => ({
  audience: row.audience,
  language: row.language,
  sort: row.sort == null ? "" : String(row.sort),
  question: row.question,
  answer: row.answer,
  published: row.published ? "on" : "",
});

/** /staff/resources' loaders and actions: nothing depends on a resource, readers only stop seeing it. */
export const resourceRoutes = structureRoutes({
  area: "resources",
  noun: { a: "a resource", the: "the resource" },
  list: listResources,
  read: readResource,
  named: (row) => ({ title: row.title }),
  namedForm: (form: ResourceForm) => ({ title: form.title }),
  choices: noChoices,
  schema: () => resourceSchema,
  collection: "seed_resources",
  values: resourceValues,
  shown: (row) => ({ title: row.title, stored: resourceStored(row) }),
  doomed: async (_client, row) => row,
});

/** /staff/faq's loaders and actions: nothing depends on a question, readers only stop seeing it. */
export const faqRoutes = structureRoutes({
  area: "faq",
  noun: { a: "a question", the: "the question" },
  list: listFaq,
  read: readFaqEntry,
  named: (row) => ({ question: row.question }),
  namedForm: (form: FaqForm) => ({ question: form.question }),
  choices: noChoices,
  schema: () => faqSchema,
  collection: "seed_faq",
  values: faqValues,
  shown: (row) => ({ question: row.question, stored: faqStored(row) }),
  doomed: async (_client, row) => row,
});
