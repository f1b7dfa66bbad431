// The learner's side of the hiring loop (issue 48): apply to an open job with a motivation and a
// choice of what the company may see, withdraw while it is not yet an offer. Written with the
// learner's own token: Directus lets a learner create only their own application (stage `applied`),
// and cms/extensions/seed-partner-rules holds the rest — an open job, once per job (a unique index
// behind the check: two at once store one row), the match computed from the job's skills and the
// learner's competencies, and every stage move in one conditional write. The app reads the job and
// the application first, so it can say in words what is wrong (a closed job, a second application,
// a stage that moved meanwhile); "not yours" and "does not exist" are the same 404.
import { createItem, isDirectusError, updateItem } from "@directus/sdk";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireRole } from "~/features/auth/guards.server";
import { roleGroups, type SessionUser } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import { readRows } from "~/features/cms/read-at-once.server";
import { listUrlOf, redirectWithFlash } from "~/features/forms/flash.server";
import { knownIntents, readIntentForm } from "~/features/forms/intent-form.server";
import { createFormLimiter } from "~/features/forms/limiter.server";
import type { RateLimitedError } from "~/features/forms/reply";
import { formReply, rateLimitedReply } from "~/features/forms/reply.server";
import { notify, notifyHiringManagers, personName } from "~/features/notifications/notify.server";
import { isStage } from "~/features/portals/partner/metrics";
import { motivationMaxLength, moves, offerOpen, type InterviewAnswer } from "../../../../cms/extensions/shared/hiring.mjs";

/** Control characters never help (and PostgreSQL refuses NUL); tabs and newlines stay. */
const withoutControls = (value: string) => value.replace(/[^\P{Cc}\t\n\r]/gu, "");

const id = (error: string) =>
  z.coerce
    .number({ error })
    .int(error)
    .positive(error)
    .max(2 ** 31, error);
/** A checkbox: sent as "on" when ticked, absent when not. */
const ticked = z
  .literal("on", { error: "shareInvalid" })
  .optional()
  .transform((value) => value === "on");

export const applySchema = z.object({
  intent: z.literal("apply"),
  job: id("jobInvalid"),
  motivation: z
    .string({ error: "motivationRequired" })
    .transform((value) => withoutControls(value).replace(/\r\n?/g, "\n"))
    .pipe(z.string().trim().min(1, "motivationRequired").max(motivationMaxLength, "motivationTooLong")),
  shareCompetencies: ticked,
  sharePortfolio: ticked,
  shareAssessment: ticked,
});
/** A move of the learner's own application (issue 48): withdraw it, accept or decline its offer. */
const moveSchema = <I extends "withdraw" | "accept-offer" | "decline-offer">(intent: I) =>
  z.object({ intent: z.literal(intent), job: id("jobInvalid"), id: id("applicationInvalid") });
export const withdrawSchema = moveSchema("withdraw");
/** The learner's answer to an interview of their application (issue 48, item 3): `id` is the interview's. */
const answerSchema = <I extends "confirm-interview" | "another-time">(intent: I) =>
  z.object({ intent: z.literal(intent), job: id("jobInvalid"), id: id("interviewInvalid") });

/** The forms of the internships pages, one per intent. */
export const applicationForms = z.discriminatedUnion("intent", [
  applySchema,
  withdrawSchema,
  moveSchema("accept-offer"),
  moveSchema("decline-offer"),
  answerSchema("confirm-interview"),
  answerSchema("another-time"),
]);
export type ApplicationForm = z.infer<typeof applicationForms>;

/** A flood guard: a learner applies, withdraws and answers a few times a day, never hundreds in minutes. */
export const applyLimiter = createFormLimiter({
  name: "apply",
  perClient: { points: 300, seconds: 600 },
  perClientAndAccount: { points: 120, seconds: 600 },
});

/** What a form did, in words the page shows (`market.apply.outcomes.<key>` / `market.apply.errors.<key>`). */
export type ApplicationOutcome =
  | { outcome: "applied"; job: string }
  | { outcome: "withdrawn"; job: string }
  | { outcome: "accepted"; job: string }
  | { outcome: "declined"; job: string }
  | { outcome: "confirmed"; job: string }
  | { outcome: "another-time"; job: string }
  | { outcome: "not-found" }
  | { outcome: "answered" }
  | { outcome: "interview-past" }
  | { outcome: "closed" }
  | { outcome: "offer-expired" }
  | { outcome: "already" }
  | { outcome: "stage-changed" };

const codeOf = (error: unknown) => (isDirectusError(error) ? error.errors.map((e) => e.extensions?.code) : []);

/** Applies to an open job: once, with what the learner wrote and chose to share; then the company's hiring managers are told. */
async function apply(client: DirectusClient, user: SessionUser, form: z.infer<typeof applySchema>): Promise<ApplicationOutcome> {
  const [[job], [earlier]] = await Promise.all([
    readRows(client, "seed_jobs", {
      filter: { _and: [{ id: { _eq: form.job } }, { status: { _eq: "open" } }] },
      fields: ["id", "title"],
      limit: 1,
    }),
    readRows(client, "seed_applications", { filter: { job: { _eq: form.job } }, fields: ["id"], limit: 1 }),
  ]);
  if (earlier) return { outcome: "already" };
  if (!job) return { outcome: "closed" };
  try {
    await client.request(
      createItem("seed_applications", {
        job: form.job,
        motivation: form.motivation,
        share_competencies: form.shareCompetencies,
        share_portfolio: form.sharePortfolio,
        share_assessment: form.shareAssessment,
      }),
    );
  } catch (error) {
    // Another tab's application got there first, or the job closed meanwhile (Directus' hook).
    if (codeOf(error).includes("RECORD_NOT_UNIQUE")) return { outcome: "already" };
    if (codeOf(error).includes("JOB_NOT_OPEN")) return { outcome: "closed" };
    throw error;
  }
  await notifyHiringManagers(
    form.job,
    "application.new",
    { learner: personName(user) },
    `/partner/portal/talent-pipeline/jobs/${form.job}/shortlist`,
  );
  return { outcome: "applied", job: job.title };
}

/** What each move of the learner's does: the stage it moves to, its time, and what the company's hiring managers are told. */
const learnerMoves = {
  withdraw: { stage: "withdrawn", at: "withdrawn_at", kind: "application.withdrawn", outcome: "withdrawn" },
  "accept-offer": { stage: "accepted", at: "decided_at", kind: "offer.accepted", outcome: "accepted" },
  "decline-offer": { stage: "declined", at: "decided_at", kind: "offer.declined", outcome: "declined" },
} as const;

/**
 * Moves the learner's own application (withdraw while it is not yet an offer; accept or decline an
 * offer) in Directus' one conditional write: of two at once (an accept and a decline), one wins and
 * the other is told the application moved on. The company's hiring managers are told.
 */
async function move(
  client: DirectusClient,
  user: SessionUser,
  form: Extract<ApplicationForm, { intent: keyof typeof learnerMoves }>,
): Promise<ApplicationOutcome> {
  const step = learnerMoves[form.intent];
  const [application] = await readRows(client, "seed_applications", {
    filter: { id: { _eq: form.id } },
    fields: ["id", "stage", "job", "learner", "offer_answer_by"],
    limit: 1,
  });
  if (!application || application.learner !== user.id) return { outcome: "not-found" };
  const stage = isStage(application.stage) ? application.stage : "viewed";
  if (stage === "expired" && step.stage !== "withdrawn") return { outcome: "offer-expired" };
  if (!moves[step.stage].from.includes(stage)) return { outcome: "stage-changed" };
  // Past its answer-by day an offer takes no answer, even before Directus' schedule marks it expired (ADR 041).
  if (stage === "offer" && !offerOpen(application.offer_answer_by)) return { outcome: "offer-expired" };
  try {
    await client.request(updateItem("seed_applications", form.id, { stage: step.stage, [step.at]: new Date().toISOString() }));
  } catch (error) {
    if (codeOf(error).includes("OFFER_EXPIRED")) return { outcome: "offer-expired" };
    if (codeOf(error).includes("STAGE_CHANGED")) return { outcome: "stage-changed" };
    throw error;
  }
  const jobId = application.job;
  await notifyHiringManagers(jobId, step.kind, { learner: personName(user) }, `/partner/portal/talent-pipeline/jobs/${jobId}/shortlist`);
  const [job] = await readRows(client, "seed_jobs", { filter: { id: { _eq: jobId } }, fields: ["title"], limit: 1 });
  return { outcome: step.outcome, job: job?.title ?? "" };
}

/** What each answer to an interview stores and who is told what. */
const interviewAnswer = {
  "confirm-interview": { answer: "confirmed", kind: "interview.confirmed", outcome: "confirmed" },
  "another-time": { answer: "another-time", kind: "interview.another-time", outcome: "another-time" },
} as const satisfies Record<string, { answer: InterviewAnswer; kind: string; outcome: string }>;

/**
 * The learner confirms an interview of their application or asks for another time (issue 48, item
 * 3): once, before it begins, while the application is at its interviews (Directus' hook holds the
 * same in one conditional write: of two answers at once, one is stored). The job's hiring managers
 * and the interviewer are told.
 */
async function answerInterview(
  client: DirectusClient,
  user: SessionUser,
  form: Extract<ApplicationForm, { intent: "confirm-interview" | "another-time" }>,
): Promise<ApplicationOutcome> {
  const step = interviewAnswer[form.intent];
  const [interview] = await readRows(client, "seed_interviews", {
    filter: { id: { _eq: form.id } },
    fields: ["id", "at", "interviewer", "learner_answer", { application: ["id", "job", "stage", "learner"] }],
    limit: 1,
  });
  const application = interview?.application;
  if (!interview || !application || application.learner !== user.id || application.job !== form.job) return { outcome: "not-found" };
  if (interview.learner_answer) return { outcome: "answered" };
  if (application.stage !== "interview") return { outcome: "stage-changed" };
  if (new Date(interview.at).getTime() <= Date.now()) return { outcome: "interview-past" };
  try {
    await client.request(updateItem("seed_interviews", form.id, { learner_answer: step.answer, answered_at: new Date().toISOString() }));
  } catch (error) {
    if (codeOf(error).includes("INTERVIEW_ANSWERED")) return { outcome: "answered" };
    if (codeOf(error).includes("STAGE_CHANGED")) return { outcome: "stage-changed" };
    throw error;
  }
  const [job] = await readRows(client, "seed_jobs", { filter: { id: { _eq: form.job } }, fields: ["title"], limit: 1 });
  const title = job?.title ?? "";
  const params = { learner: personName(user) };
  await notifyHiringManagers(form.job, step.kind, params, "/partner/portal/talent-pipeline/interviews");
  if (interview.interviewer)
    await notify(interview.interviewer, step.kind, { ...params, job: title }, "/partner/portal/talent-pipeline/interviews");
  return { outcome: step.outcome, job: title };
}

export function runApplicationForm(client: DirectusClient, user: SessionUser, form: ApplicationForm) {
  if (form.intent === "apply") return apply(client, user, form);
  if (form.intent === "confirm-interview" || form.intent === "another-time") return answerInterview(client, user, form);
  return move(client, user, form);
}

type RefusalKey = "notFound" | "closed" | "already" | "stageChanged" | "offerExpired" | "answered" | "interviewPast" | "failed";
export type ApplicationFormError = RateLimitedError | { key: RefusalKey };
/** Which job's form a reply belongs to (its form shows it), and the intent that was sent. */
export interface ApplicationReplyExtra {
  job: number | null;
  intent: ApplicationForm["intent"] | null;
}

/** The outcomes that are done: a notice on the page the form was sent from. */
const doneOutcomes = ["applied", "withdrawn", "accepted", "declined", "confirmed", "another-time"] as const;
type DoneOutcome = Extract<ApplicationOutcome, { outcome: (typeof doneOutcomes)[number] }>;
const isDone = (done: ApplicationOutcome): done is DoneOutcome => (doneOutcomes as readonly string[]).includes(done.outcome);

const refusal: Record<Exclude<ApplicationOutcome["outcome"], DoneOutcome["outcome"]>, { key: RefusalKey; status: number }> = {
  "not-found": { key: "notFound", status: 404 },
  closed: { key: "closed", status: 404 },
  already: { key: "already", status: 400 },
  "stage-changed": { key: "stageChanged", status: 409 },
  "offer-expired": { key: "offerExpired", status: 409 },
  answered: { key: "answered", status: 409 },
  "interview-past": { key: "interviewPast", status: 409 },
};

/**
 * The internships pages' action (ADR 008): parse → limit → write with the learner's token →
 * post-redirect-get with a notice; every refusal keeps what was typed and names the job it was for.
 */
export async function applicationAction(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requireRole(request, context, roleGroups.learners);
  const submission = await readIntentForm(request, applicationForms);
  const payload = submission.payload as Record<string, unknown>;
  const posted = Number(payload.job);
  const intent = knownIntents(applicationForms).includes(String(payload.intent)) ? (payload.intent as ApplicationForm["intent"]) : null;
  const extra: ApplicationReplyExtra = { job: Number.isSafeInteger(posted) && posted > 0 ? posted : null, intent };
  if (submission.status !== "success") return formReply<ApplicationFormError, ApplicationReplyExtra>(submission, {}, extra);
  const limit = await applyLimiter.limit(request, user.id);
  if (!limit.allowed) return rateLimitedReply(submission, limit, {}, extra);
  let done: ApplicationOutcome;
  try {
    done = await runApplicationForm(context.get(directusContext), user, submission.value);
  } catch (error) {
    console.error("Learner portal: could not store an application:", error);
    return formReply<ApplicationFormError, ApplicationReplyExtra>(submission, { formError: { key: "failed" }, status: 503 }, extra);
  }
  if (isDone(done))
    return redirectWithFlash(listUrlOf(request), {
      tone: "success",
      key: `market.apply.outcomes.${done.outcome}`,
      ns: "portal",
      params: { job: done.job },
    });
  const { key, status } = refusal[done.outcome];
  return formReply<ApplicationFormError, ApplicationReplyExtra>(submission, { formError: { key }, status }, extra);
}

/** A job's page for a job that is closed or not there: the portal's 404. */
export const jobNotFound = () => data({ message: "No such open job." }, { status: 404 });
