// After the hire (issue 48, item 5; ADR 046), with the member's own token: the company's hires with
// their ratings, a hiring manager's rating of one once its time has come, and the ORG_ADMIN's hiring
// settings (how many days after a hire it is rated, what one hire is worth).
import { createItem, isDirectusError, updateItem } from "@directus/sdk";
import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import type { DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { readIntentForm } from "~/features/forms/intent-form.server";
import { hireQualities, hireRatingDue, hireSettingsLimits } from "../../../../cms/extensions/shared/hiring.mjs";
import { readHiringSettings, readRatings } from "./hire-reads.server";
import { audit, nameOf, outcomeReply, pageIntent, partnerContext, partnerRefusal, readJob, type Membership } from "./partner.server";
import type { Intent } from "./paths";

/** A hire of the company as the hires page shows it. */
export interface Hire {
  id: number;
  learner: string;
  job: string;
  jobSkills: string[];
  hiredAt: string | null;
  /** The day (YYYY-MM-DD) from which it is rated. */
  dueOn: string | null;
  due: boolean;
  rating: { quality: number; grown: string[] } | null;
}

/** The company's hires (accepted applications), newest first, each with its rating or when it is due. */
export async function readHires(client: DirectusClient, member: Membership): Promise<Hire[]> {
  const [applications, ratings, settings] = await Promise.all([
    readRows(client, "seed_applications", {
      filter: { stage: { _eq: "accepted" } },
      fields: ["id", "decided_at", { job: ["title", "skills"] }, { learner: ["first_name", "last_name"] }],
      sort: ["-decided_at", "-id"],
      limit: 500,
    }),
    readRatings(client),
    readHiringSettings(client, member),
  ]);
  return applications.map((row) => {
    const hiredMs = row.decided_at ? Date.parse(row.decided_at) : null;
    const rating = ratings.find((r) => r.application === row.id);
    const skills = Array.isArray(row.job?.skills) ? row.job.skills.map((s) => String(s.name ?? "")) : [];
    return {
      id: row.id,
      learner: nameOf(row.learner),
      job: row.job?.title ?? "",
      jobSkills: skills.filter(Boolean),
      hiredAt: row.decided_at,
      dueOn: hiredMs === null ? null : new Date(hiredMs + settings.ratingDays * 86_400_000).toISOString().slice(0, 10),
      due: hireRatingDue(hiredMs, settings.ratingDays),
      rating: rating ? { quality: rating.quality, grown: rating.grownSkills } : null,
    };
  });
}

// ---- the forms: a hire's rating (HIRING_MANAGER), the hiring settings (ORG_ADMIN) ----

const id = z.coerce.number({ error: "idInvalid" }).int("idInvalid").positive("idInvalid");
const wholeIn = (limits: { min: number; max: number }, error: string) =>
  z
    .string({ error })
    .trim()
    // Digits only, with the grouping a person may type (60,000,000 or 60.000.000 or 60 000 000).
    .transform((value) => value.replace(/[\s,.]/g, ""))
    .refine((value) => /^\d+$/.test(value), error)
    .transform(Number)
    .refine((value) => value >= limits.min && value <= limits.max, error);

export const hireForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("rate-hire"),
    id,
    quality: z.coerce
      .number({ error: "qualityInvalid" })
      .int("qualityInvalid")
      .refine((value) => (hireQualities as readonly number[]).includes(value), "qualityInvalid"),
    // A checkbox per skill of the job: none, one (a string) or several.
    grown: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value])),
  }),
  z.object({
    intent: z.literal("hire-settings"),
    ratingDays: wholeIn(hireSettingsLimits.hire_rating_days, "ratingDaysRange"),
    hireValue: wholeIn(hireSettingsLimits.hire_value_vnd, "hireValueRange"),
  }),
]);
type HireForm = z.infer<typeof hireForms>;

type Outcome =
  | { outcome: "done" }
  | { outcome: "not-found" }
  | { outcome: "conflict"; reason: string }
  | { outcome: "field"; field: string; error: string };

async function runHireForm(client: DirectusClient, member: Membership, form: HireForm): Promise<Outcome> {
  if (form.intent === "hire-settings") {
    await client.request(
      updateItem("seed_companies", member.companyId, { hire_rating_days: form.ratingDays, hire_value_vnd: form.hireValue }),
    );
    await audit(client, member, "hiring.settings-changed", `${form.ratingDays} / ${form.hireValue}`);
    return { outcome: "done" };
  }
  // Another company's hire (or none) is not there: 404.
  const [hire] = await readRows(client, "seed_applications", {
    filter: { _and: [{ id: { _eq: form.id } }, { stage: { _eq: "accepted" } }] },
    fields: ["id", "decided_at", { job: ["id"] }, { learner: ["first_name", "last_name"] }],
    limit: 1,
  });
  const job = hire?.job ? await readJob(client, hire.job.id) : null;
  if (!hire || !job) return { outcome: "not-found" };
  const settings = await readHiringSettings(client, member);
  if (!hireRatingDue(hire.decided_at ? Date.parse(hire.decided_at) : null, settings.ratingDays))
    return { outcome: "conflict", reason: "ratingNotDue" };
  const names = job.skills.map((s) => s.name);
  if (form.grown.some((name) => !names.includes(name))) return { outcome: "field", field: "grown", error: "grownInvalid" };
  const rating = { quality: form.quality, skills_grown: [...new Set(form.grown)] };
  // A rating is changed by the job's company's hiring managers as the hire goes on (issue 48, item 5).
  const [rated] = await readRows(client, "seed_hire_ratings", { filter: { application: { _eq: hire.id } }, fields: ["id"], limit: 1 });
  if (rated) {
    await client.request(updateItem("seed_hire_ratings", rated.id, rating));
    await audit(client, member, "hire.rating-changed", `${nameOf(hire.learner)} · ${job.title}: ${form.quality}/5`);
    return { outcome: "done" };
  }
  try {
    await client.request(createItem("seed_hire_ratings", { application: hire.id, ...rating }));
  } catch (error) {
    // Rated meanwhile (a unique column: one rating per hire).
    if (isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE"))
      return { outcome: "conflict", reason: "alreadyRated" };
    throw error;
  }
  await audit(client, member, "hire.rated", `${nameOf(hire.learner)} · ${job.title}: ${form.quality}/5`);
  return { outcome: "done" };
}

/** The hires page's and the hiring settings' action (ADR 008): the page's own intents only; 403 for a member role the table does not give it. */
export async function hireAction(request: Request, context: Readonly<RouterContextProvider>, intents: readonly Intent[]) {
  const { client, member } = await partnerContext(request, context);
  const submission = await readIntentForm(request, hireForms);
  const intent = pageIntent<HireForm["intent"]>(submission, intents, member);
  if (submission.status !== "success") return partnerRefusal(submission, intent, null);
  let done: Outcome;
  try {
    done = await runHireForm(client, member, submission.value);
  } catch (error) {
    console.error("Partner portal: a hiring form failed:", error);
    return partnerRefusal(submission, intent, { key: "failed" }, { status: 503 });
  }
  return outcomeReply(intent, done, submission);
}
