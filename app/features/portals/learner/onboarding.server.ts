// Onboarding (spec 001 §2, issue 26): choose a track, take the short assessment (questions from
// Directus, ADR 027), get first next actions. Written with the learner's own token; Directus presets the owner.
import { parseWithZod } from "@conform-to/zod/v4";
import { createItem, createItems, readItems, updateItem } from "@directus/sdk";
import type { TFunction } from "i18next";
import { data, type RouterContextProvider } from "react-router";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, userContext } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import type { AssessmentQuestion } from "~/features/cms/schema";
import { readForm } from "~/features/forms/read-form.server";
import { formReply } from "~/features/forms/reply.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { z } from "zod";
import { answerField, answerNearest, askable, levelsFrom, questionsIn } from "./assessment";
import { weekOf } from "./figures";
import { tracks } from "./onboarding";

/** The assessment's form: one answer per question that can be asked, the index of the chosen one. */
export function answersSchema(rows: AssessmentQuestion[]) {
  return z.object(
    Object.fromEntries(
      askable(rows).map((row) => [
        answerField(row.id),
        z.coerce
          .number({ error: "answerRequired" })
          .int("answerRequired")
          .min(0, "answerRequired")
          .max((row.options?.length ?? 0) - 1, "answerRequired"),
      ]),
    ),
  );
}
export type Answers = z.infer<ReturnType<typeof answersSchema>>;

/** The onboarding form: a track and the assessment. */
export const onboardingSchema = (rows: AssessmentQuestion[]) =>
  answersSchema(rows).extend({ track: z.enum(tracks, { error: "trackRequired" }) });

export type OnboardingAnswers = z.infer<ReturnType<typeof onboardingSchema>>;

/** First next actions, by their type: what a new learner does this week (words: `portal:tracks.<track>.firstActions`). */
const firstActionTypes = ["quiz", "read", "checklist"] as const;

/** The assessment's questions as the academy keeps them in Directus. */
function readQuestionRows(client: DirectusClient) {
  return client.request(
    readItems("seed_assessment_questions", {
      fields: ["id", "key", "competency", "sort", "prompt", "options"],
      sort: ["sort", "id"],
      limit: 100,
    }),
  );
}

/** Has the learner finished onboarding? A failed read counts as yes: the dashboard then says what failed. */
export async function hasFinishedOnboarding(client: DirectusClient) {
  try {
    const [profile] = await client.request(readItems("seed_learner_profiles", { fields: ["onboarding_step"], limit: 1 }));
    return profile?.onboarding_step === "done";
  } catch (error) {
    console.error("Portal: could not read the onboarding step:", error);
    return true;
  }
}

/**
 * The learner's profile as onboarding last left it, the questions in `language`, and the answers
 * that stand for their saved levels (a form shown again shows them chosen).
 */
export async function readOnboarding(client: DirectusClient, language: string) {
  const [profiles, competencies, rows] = await Promise.all([
    client.request(readItems("seed_learner_profiles", { fields: ["track", "onboarding_step"], limit: 1 })),
    client.request(readItems("seed_competencies", { fields: ["key", "value"], limit: 20 })),
    readQuestionRows(client),
  ]);
  const levels = new Map(competencies.map((c) => [c.key, c.value]));
  const chosen: Record<string, string> = {};
  for (const row of askable(rows)) {
    const level = levels.get(row.competency);
    const index = level === undefined ? -1 : answerNearest(row, level);
    if (index >= 0) chosen[answerField(row.id)] = String(index);
  }
  return {
    track: profiles[0]?.track ?? null,
    done: profiles[0]?.onboarding_step === "done",
    questions: questionsIn(rows, language),
    chosen,
  };
}

/** The answers' levels by competency (`levelsFrom`), from the parsed form. */
const levelsOf = (rows: AssessmentQuestion[], answers: Record<string, unknown>) =>
  levelsFrom(rows, new Map(askable(rows).map((row) => [row.id, Number(answers[answerField(row.id)])] as const)));

/** Saves the track and the assessment's levels, marks onboarding done, and adds the track's first actions once. */
export async function saveOnboarding(client: DirectusClient, answers: OnboardingAnswers, rows: AssessmentQuestion[], t: TFunction) {
  const [profile] = await client.request(readItems("seed_learner_profiles", { fields: ["id", "onboarding_step"], limit: 1 }));
  const firstTime = !profile || profile.onboarding_step !== "done";
  // One of `tracks` (zod checked it); the answers' type, an index of numbers by question, hides that.
  const track = String(answers.track);
  if (profile) await client.request(updateItem("seed_learner_profiles", profile.id, { track, onboarding_step: "done" }));
  else await client.request(createItem("seed_learner_profiles", { track, onboarding_step: "done" }));

  await saveLevels(client, levelsOf(rows, answers));
  // Stored in the learner's language of the moment, as a teacher's next action is stored in theirs.
  const actions = firstActionTypes.map((type) => ({ label: t(`portal:tracks.${answers.track}.firstActions.${type}`), type }));
  if (firstTime) await client.request(createItems("seed_next_actions", actions));
}

/** Saves the assessment's answers as the learner's levels (`saveLevels`). */
export async function saveAnswers(client: DirectusClient, answers: Answers, rows: AssessmentQuestion[]) {
  await saveLevels(client, levelsOf(rows, answers));
}

/**
 * Writes the learner's competencies (0–1) the assessment placed them at: the dashboard's radar reads
 * them. This week's snapshot keeps them too (the analytics page's progress over time): a later save
 * in the same week replaces that week's levels. A competency no question asked about is left as it is.
 */
async function saveLevels(client: DirectusClient, levels: Map<string, number>) {
  if (levels.size === 0) return;
  const week = weekOf(new Date());
  const [existing, snapshots] = await Promise.all([
    client.request(readItems("seed_competencies", { fields: ["id", "key"], limit: 20 })),
    client.request(readItems("seed_competency_snapshots", { filter: { week_of: { _eq: week } }, fields: ["id", "key"], limit: 20 })),
  ]);
  const idOf = new Map(existing.map((c) => [c.key, c.id]));
  const snapshotOf = new Map(snapshots.map((c) => [c.key, c.id]));
  const fresh: { week_of: string; key: string; value: number }[] = [];
  for (const [key, value] of levels) {
    const id = idOf.get(key);
    if (id) await client.request(updateItem("seed_competencies", id, { value }));
    else await client.request(createItem("seed_competencies", { key, value }));
    const snapshot = snapshotOf.get(key);
    if (snapshot) await client.request(updateItem("seed_competency_snapshots", snapshot, { value }));
    else fresh.push({ week_of: week, key, value });
  }
  if (fresh.length) await client.request(createItems("seed_competency_snapshots", fresh));
}

/**
 * The onboarding and assessment pages' loader data (spec 001 §2): their title and words, and
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
    const saved = await readOnboarding(context.get(directusContext), getInstance(context).language);
    return data({ title, translations, saved }, { headers });
  } catch (error) {
    console.error(`Learner portal: could not read the ${page} page:`, error);
    return data({ title, translations, saved: null }, { status: 503, headers });
  }
}

/**
 * The onboarding and assessment pages' action (ADR 008): read → the questions → parse with
 * `schemaFor` them → `save` with the learner's own token → reply. Every answer says whether it
 * `saved`; a refused form is a 400 with its errors, a failed read or save a 503 ("saveFailed") that
 * keeps what was chosen.
 */
export async function saveOnboardingForm<Value>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  schemaFor: (rows: AssessmentQuestion[]) => z.ZodType<Value>,
  save: (client: DirectusClient, value: Value, rows: AssessmentQuestion[], t: TFunction) => Promise<void>,
  what: string,
) {
  requireRole(request, context, roleGroups.learners);
  const form = await readForm(request);
  const client = context.get(directusContext);
  let rows: AssessmentQuestion[];
  try {
    rows = await readQuestionRows(client);
  } catch (error) {
    console.error(`Learner portal: could not read the questions of ${what}:`, error);
    const asSent = parseWithZod(form, { schema: z.object({}) });
    return formReply(asSent, { formError: { key: "saveFailed" }, status: 503 }, { saved: false });
  }
  const submission = parseWithZod(form, { schema: schemaFor(rows) });
  if (submission.status !== "success") return formReply(submission, {}, { saved: false });
  try {
    await save(client, submission.value, rows, getInstance(context).t);
  } catch (error) {
    console.error(`Learner portal: could not save ${what}:`, error);
    return formReply(submission, { formError: { key: "saveFailed" }, status: 503 }, { saved: false });
  }
  return formReply(submission, {}, { saved: true });
}
