// Onboarding (spec 001 §2, issue 26): choose a track, rate oneself on the competencies (the short
// assessment), get first next actions. Written with the learner's own token; Directus presets the owner.
import { parseWithZod } from "@conform-to/zod/v4";
import { createItem, createItems, readItems, updateItem } from "@directus/sdk";
import type { TFunction } from "i18next";
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { z } from "zod";
import { weekOf } from "./figures";
import { competencyKeys, tracks } from "./onboarding";

/** A self-rating: 1 (new to it) to 5 (confident). */
const rating = z.coerce.number({ error: "ratingRequired" }).int("ratingRequired").min(1, "ratingRequired").max(5, "ratingRequired");

/** The assessment: a self-rating per competency (`competencyKeys`). */
export const ratingsSchema = z.object({
  research: rating,
  content: rating,
  analytics: rating,
  ads: rating,
  automation: rating,
  communication: rating,
});
export type Ratings = z.infer<typeof ratingsSchema>;

/** The onboarding form: a track and the assessment. */
export const onboardingSchema = ratingsSchema.extend({ track: z.enum(tracks, { error: "trackRequired" }) });

export type OnboardingAnswers = z.infer<typeof onboardingSchema>;

/** First next actions, by their type: what a new learner does this week (words: `portal:tracks.<track>.firstActions`). */
const firstActionTypes = ["quiz", "read", "checklist"] as const;

type Row = Record<string, unknown>;

/** Has the learner finished onboarding? A failed read counts as yes: the dashboard then says what failed. */
export async function hasFinishedOnboarding(client: DirectusClient) {
  try {
    const [profile] = await client.request<Row[]>(
      readItems("seed_learner_profiles" as never, { fields: ["onboarding_step"], limit: 1 } as never),
    );
    return profile?.onboarding_step === "done";
  } catch (error) {
    console.error("Portal: could not read the onboarding step:", error);
    return true;
  }
}

/** The learner's profile and ratings as onboarding last left them (a form shown again keeps them). */
export async function readOnboarding(client: DirectusClient) {
  const [profiles, competencies] = await Promise.all([
    client.request<Row[]>(readItems("seed_learner_profiles" as never, { fields: ["track", "onboarding_step"], limit: 1 } as never)),
    client.request<Row[]>(readItems("seed_competencies" as never, { fields: ["key", "value"], limit: 20 } as never)),
  ]);
  return {
    track: typeof profiles[0]?.track === "string" ? profiles[0].track : null,
    done: profiles[0]?.onboarding_step === "done",
    ratings: Object.fromEntries(competencies.map((c) => [String(c.key), Math.max(1, Math.round(Number(c.value) * 5))])),
  };
}

/** Saves the track and the ratings (as shares of 5), marks onboarding done, and adds the track's first actions once. */
export async function saveOnboarding(client: DirectusClient, answers: OnboardingAnswers, t: TFunction) {
  const [profile] = await client.request<Row[]>(
    readItems("seed_learner_profiles" as never, { fields: ["id", "onboarding_step"], limit: 1 } as never),
  );
  const firstTime = !profile || profile.onboarding_step !== "done";
  if (profile)
    await client.request(
      updateItem("seed_learner_profiles" as never, Number(profile.id), { track: answers.track, onboarding_step: "done" } as never),
    );
  else await client.request(createItem("seed_learner_profiles" as never, { track: answers.track, onboarding_step: "done" } as never));

  await saveRatings(client, answers);
  // Stored in the learner's language of the moment, as a teacher's next action is stored in theirs.
  const actions = firstActionTypes.map((type) => ({ label: t(`portal:tracks.${answers.track}.firstActions.${type}`), type }));
  if (firstTime) await client.request(createItems("seed_next_actions" as never, actions as never));
}

/**
 * Writes the learner's competencies from their ratings (as shares of 5): the dashboard's radar reads
 * them. This week's snapshot keeps them too (the analytics page's progress over time): a later save
 * in the same week replaces that week's levels.
 */
export async function saveRatings(client: DirectusClient, ratings: Ratings) {
  const week = weekOf(new Date());
  const [existing, snapshots] = await Promise.all([
    client.request<Row[]>(readItems("seed_competencies" as never, { fields: ["id", "key"], limit: 20 } as never)),
    client.request<Row[]>(
      readItems("seed_competency_snapshots" as never, { filter: { week_of: { _eq: week } }, fields: ["id", "key"], limit: 20 } as never),
    ),
  ]);
  const idOf = new Map(existing.map((c) => [String(c.key), Number(c.id)]));
  const snapshotOf = new Map(snapshots.map((c) => [String(c.key), Number(c.id)]));
  const fresh: { week_of: string; key: string; value: number }[] = [];
  for (const key of competencyKeys) {
    const value = ratings[key] / 5;
    const id = idOf.get(key);
    if (id) await client.request(updateItem("seed_competencies" as never, id, { value } as never));
    else await client.request(createItem("seed_competencies" as never, { key, value } as never));
    const snapshot = snapshotOf.get(key);
    if (snapshot) await client.request(updateItem("seed_competency_snapshots" as never, snapshot, { value } as never));
    else fresh.push({ week_of: week, key, value });
  }
  if (fresh.length) await client.request(createItems("seed_competency_snapshots" as never, fresh as never));
}

/**
 * The onboarding and self-assessment pages' loader data (spec 001 §2): their title and words, and
 * the learner's saved track and ratings, read with their own token; never kept (ADR 014). Directus
 * out of reach: the same data with nothing saved, as a 503 the page explains.
 */
export async function onboardingPageData(
  request: Request,
  context: Readonly<RouterContextProvider>,
  page: "onboarding" | "assessment",
  words: string[],
) {
  requireRole(request, context, roleGroups.learners);
  const title = getInstance(context).t(`portal:${page}.title`);
  const translations = translationsFor(context, { portal: words });
  const headers = pageCacheHeaders(context.get(userContext), { shared: false });
  try {
    return data({ title, translations, saved: await readOnboarding(context.get(directusContext)) }, { headers });
  } catch (error) {
    console.error(`Learner portal: could not read the ${page} page:`, error);
    return data({ title, translations, saved: null }, { status: 503, headers });
  }
}

/**
 * The onboarding and self-assessment pages' action (ADR 008): read → parse with `schema` → `save`
 * with the learner's own token → reply. Every answer says whether it `saved`; a refused form is a
 * 400 with its errors, a failed save a 503 ("saveFailed") that keeps what was typed.
 */
export async function saveOnboardingForm<Value>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schema: z.ZodType<Value>,
  save: (client: DirectusClient, value: Value, t: TFunction) => Promise<void>,
  what: string,
) {
  requireRole(request, context, roleGroups.learners);
  const submission = parseWithZod(await readForm(request), { schema });
  if (submission.status !== "success") return formReply(submission, {}, { saved: false });
  try {
    await save(context.get(directusContext), submission.value, getInstance(context).t);
  } catch (error) {
    console.error(`Learner portal: could not save ${what}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 }, { saved: false });
  }
  return formReply(submission, {}, { saved: true });
}
