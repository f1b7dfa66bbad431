// The partner portal's rows (spec 001 §2, issue 30), read and written with the member's own token:
// Directus lets a member see only their own company's rows (cms/permissions/partners.mjs). Member-role
// rules live here: each action reads the membership with the same token and refuses (403) a member
// role that does not own it; each write checks its target with the same token first (another
// company's id is simply not there: 404) and is written to the company's append-only audit log.
import { createItem, deleteItem, isDirectusError, readMe, updateItem, type QueryFilter } from "@directus/sdk";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { requireRole } from "~/features/auth/guards.server";
import { revokeUserSessions } from "~/features/auth/user-revocations.server";
import { roleGroups } from "~/features/auth/user-context";
import { directusContext, type DirectusClient } from "~/features/cms/directus.server";
import type { JobApplication, Schema } from "~/features/cms/schema";
import { nameOfPerson } from "~/features/cms/people";
import { read, readAtOnce, readRows, type Collection, type RowOf, type TypedQuery } from "~/features/cms/read-at-once.server";
import { listUrlOf, redirectWithFlash } from "~/features/forms/flash.server";
import { readIntentForm, unknownIntent } from "~/features/forms/intent-form.server";
import { readForm } from "~/features/forms/read-form.server";
import { formReply, formSuccess, type ParsedSubmission, type ReplyOptions } from "~/features/forms/reply.server";
import { mailPreferences } from "~/features/notifications/mail-preference";
import { saveMailPreference } from "~/features/notifications/mail-preference.server";
import { findPartnerAccount, invitePartnerUser } from "~/features/partner-invite/invite.server";
import { limitInvitations } from "~/features/partner-invite/invite-limit.server";
import { retryAfterHeaders } from "~/features/security/rate-limit.server";
import { pageCacheHeaders } from "~/features/page-cache/cache-headers.server";
import { translationsFor } from "~/features/i18n/translations.server";
import { getInstance } from "~/features/i18n/middleware.server";
import { hiringMetrics, isStage, openJobsByPriority, trainingMetrics, type ApplicationFacts, type Stage } from "./metrics";
import { readHiringSettings, readRatings, readViewCounts } from "./hire-reads.server";
import {
  academyToday,
  interviewAnswers,
  moves,
  offerTermsMaxLength,
  rejectReasons,
  type InterviewAnswer,
} from "../../../../cms/extensions/shared/hiring.mjs";
import { fields } from "../../../../cms/extensions/shared/partner-portal.mjs";
import { companyRoles, isMemberRole, may, partnerHref, type Intent, type MemberRole } from "./paths";
import type { PartnerFormError, PartnerReply } from "./reply";
import { mailPartnerTicket } from "./ticket-mail.server";

type PartnerReplyExtra = Pick<PartnerReply, "intent" | "done">;
import { giveMentorFeedback } from "./mentoring.server";
import { kitForm, readKit, readKits, saveKit, type Kit } from "./kit.server";
import { notify, type NotificationKind } from "~/features/notifications/notify.server";

export const nameOf = nameOfPerson;

export interface Membership {
  userId: string;
  companyId: number;
  company: string;
  plan: string;
  role: MemberRole | null;
}

/** The signed-in member's company and member role, read with their own token; none: 403. */
export async function readMembership(client: DirectusClient, userId: string): Promise<Membership> {
  const [row] = await readRows(client, "seed_company_members", {
    filter: { user: { _eq: userId } },
    fields: ["role", { company: ["id", "name", "billing_plan"] }],
    limit: 1,
  });
  const company = row?.company ?? null;
  if (!row || !company) throw data({ message: "You are not a member of a partner company." }, { status: 403 });
  return {
    userId,
    companyId: company.id,
    company: company.name,
    plan: company.billing_plan,
    role: isMemberRole(row.role) ? row.role : null,
  };
}

/** A partner page's or action's start: the role (the layout checked it too), the token, the membership. */
export async function partnerContext(request: Request, context: Readonly<RouterContextProvider>) {
  const user = requireRole(request, context, roleGroups.partners);
  const client = context.get(directusContext);
  return { user, client, member: await readMembership(client, user.id) };
}

/** 403 unless the member's role may send the form `intent` (the portal's permission table; checked on the server, hiding a button is no check). */
export function requireMemberRole(member: Membership, intent: Intent) {
  if (!may(member.role, intent)) throw data({ message: "Your member role may not do this." }, { status: 403, statusText: "Forbidden" });
}

/**
 * The intent a page's form names: one of the page's own `intents` only (another: 400, as unknown; the
 * portal's permission table lists them), and 403 for a member role that does not own it.
 */
export function pageIntent<Sent extends Intent>(submission: { payload: unknown }, intents: readonly Intent[], member: Membership): Sent {
  const intent = String((submission.payload as Record<string, unknown>).intent) as Sent;
  if (!intents.includes(intent)) throw unknownIntent(intent);
  requireMemberRole(member, intent);
  return intent;
}

/** One line of the company's audit log (append-only: the member may only add lines, as themselves). */
export async function audit(client: DirectusClient, member: Membership, action: string, target: string) {
  await client.request(createItem("seed_audit_log", { company: member.companyId, action, target: target.slice(0, 200) }));
}

// ---- reads ----

export interface Skill {
  name: string;
  level: number;
  weight: number;
}
export interface Job {
  id: number;
  title: string;
  skills: Skill[];
  location: "HYBRID" | "ONSITE";
  slaDays: number;
  slaRounds: number;
  priority: "HIGH" | "MEDIUM" | null;
  status: string;
}
const jobFields = ["id", ...fields.job] as const;
function toJob(row: RowOf<"seed_jobs", { fields: typeof jobFields }>): Job {
  return {
    id: row.id,
    title: row.title,
    // JSON written by hand in Directus' editor may not be a list of skills.
    skills: (Array.isArray(row.skills) ? row.skills : []).map((s) => ({
      name: String(s.name ?? ""),
      level: Number(s.level) || 0,
      weight: Number(s.weight) || 0,
    })),
    location: row.location === "ONSITE" ? "ONSITE" : "HYBRID",
    slaDays: row.sla_days,
    slaRounds: row.sla_rounds,
    priority: row.priority === "HIGH" || row.priority === "MEDIUM" ? row.priority : null,
    status: row.status,
  };
}

export interface Application extends ApplicationFacts {
  id: number;
  jobId: number;
  job: string;
  learnerId: string;
  learner: string;
  match: number | null;
  /** What the learner wrote when they applied (issue 48); null for the academy's own matches. */
  motivation: string | null;
  /** What the learner chose to let the company see besides the match. */
  shares: { competencies: boolean; portfolio: boolean; assessment: boolean };
}
const applicationFields = ["id", ...fields.application, { job: ["id", "title"] }, { learner: ["id", "first_name", "last_name"] }] as const;
function toApplication(row: RowOf<"seed_applications", { fields: typeof applicationFields }>): Application {
  return {
    id: row.id,
    jobId: row.job?.id ?? 0,
    job: row.job?.title ?? "",
    learnerId: row.learner?.id ?? "",
    learner: nameOf(row.learner),
    match: row.match,
    stage: isStage(row.stage) ? row.stage : "viewed",
    viewedAt: row.viewed_at,
    shortlistedAt: row.shortlisted_at,
    interviewAt: row.interview_at,
    offerAt: row.offer_at,
    decidedAt: row.decided_at,
    motivation: row.motivation,
    shares: {
      competencies: row.share_competencies === true,
      portfolio: row.share_portfolio === true,
      assessment: row.share_assessment === true,
    },
  };
}

export async function readJobs(client: DirectusClient) {
  return (await readRows(client, "seed_jobs", { fields: jobFields, sort: ["-id"], limit: 200 })).map(toJob);
}

/** A job of the member's company, or null (another company's id is not there). */
export async function readJob(client: DirectusClient, id: number) {
  const [row] = await readRows(client, "seed_jobs", { filter: { id: { _eq: id } }, fields: jobFields, limit: 1 });
  return row ? toJob(row) : null;
}

export async function readApplications(client: DirectusClient, filter: QueryFilter<Schema, JobApplication> = {}) {
  return (await readRows(client, "seed_applications", { filter, fields: applicationFields, sort: ["-id"], limit: 1000 })).map(
    toApplication,
  );
}

/** What a candidate shared with the company (issue 48), each part null when they did not share it. */
export interface SharedProfile {
  competencies: { key: string; value: number }[] | null;
  portfolio: string[] | null;
  assessment: { weekOf: string; levels: { key: string; value: number }[] } | null;
}
export interface JobCandidate extends Application {
  shared: SharedProfile;
}

/**
 * A job's candidates, best match first, each with only what they chose to share with the company:
 * Directus answers a learner's competencies, passed projects and assessment weeks only to a company
 * they applied to sharing them (cms/permissions/partners.mjs), and each application shows only the
 * parts its own choices name.
 */
export async function readJobCandidates(client: DirectusClient, jobId: number): Promise<JobCandidate[]> {
  const applications = (await readApplications(client, { job: { _eq: jobId } })).sort((a, b) => (b.match ?? 0) - (a.match ?? 0));
  const ids = (share: keyof Application["shares"]) => [...new Set(applications.filter((a) => a.shares[share]).map((a) => a.learnerId))];
  const [levels, projects, weeks] = await Promise.all([
    ids("competencies").length
      ? readRows(client, "seed_competencies", {
          filter: { user: { _in: ids("competencies") } },
          fields: ["user", "key", "value"],
          sort: ["key"],
          limit: -1,
        })
      : [],
    ids("portfolio").length
      ? readRows(client, "seed_projects", {
          filter: { _and: [{ user: { _in: ids("portfolio") } }, { status: { _eq: "passed" } }] },
          fields: ["user", "title"],
          sort: ["title"],
          limit: -1,
        })
      : [],
    ids("assessment").length
      ? readRows(client, "seed_competency_snapshots", {
          filter: { user: { _in: ids("assessment") } },
          fields: ["user", "week_of", "key", "value"],
          sort: ["-week_of", "key"],
          limit: 500,
        })
      : [],
  ]);
  const of = <R extends { user: string }>(rows: R[], user: string) => rows.filter((row) => row.user === user);
  return applications.map((a) => {
    const own = of(weeks, a.learnerId);
    const lastWeek = own[0]?.week_of ?? null;
    return {
      ...a,
      shared: {
        competencies: a.shares.competencies ? of(levels, a.learnerId).map((c) => ({ key: c.key, value: c.value })) : null,
        portfolio: a.shares.portfolio ? of(projects, a.learnerId).map((p) => p.title) : null,
        assessment:
          a.shares.assessment && lastWeek
            ? {
                weekOf: lastWeek,
                levels: own.filter((w) => w.week_of === lastWeek).map((w) => ({ key: w.key, value: w.value })),
              }
            : null,
      },
    };
  });
}

/** What the dashboard reads (tests/integration/read-at-once.test.ts checks them against REST). */
export const partnerDashboardReads = {
  jobs: read("seed_jobs", { fields: jobFields, sort: ["-id"], limit: 200 }),
  applications: read("seed_applications", { fields: applicationFields, sort: ["-id"], limit: 1000 }),
};

export async function readDashboard(client: DirectusClient) {
  // One request for both (ADR 023); the views' counts and the ratings (issue 48, items 5 and 6) beside it.
  const [rows, views, ratings] = await Promise.all([
    readAtOnce(client, partnerDashboardReads),
    readViewCounts(client),
    readRatings(client),
  ]);
  const jobs = rows.jobs.map(toJob);
  const applications = rows.applications.map(toApplication);
  return { metrics: hiringMetrics(applications, views.total, ratings), openJobs: openJobsByPriority(jobs), jobs: jobs.length };
}

export async function readAnalytics(client: DirectusClient, member: Membership) {
  const [jobs, applications, plans, views, ratings, settings] = await Promise.all([
    readJobs(client),
    readApplications(client),
    readRows(client, "seed_partner_plans", { filter: { code: { _eq: member.plan } }, fields: ["monthly_vnd"], limit: 1 }),
    readViewCounts(client),
    readRatings(client),
    readHiringSettings(client, member),
  ]);
  // Every job with a view or an application, newest first.
  const perJob = jobs
    .map((job) => ({ job, rows: applications.filter((a) => a.jobId === job.id), views: views.byJob.get(job.id) ?? 0 }))
    .filter(({ rows, views }) => rows.length > 0 || views > 0)
    .map(({ job, rows, views }) => ({ job: job.title, funnel: hiringMetrics(rows, views, []).funnel }));
  return {
    hiring: hiringMetrics(applications, views.total, ratings),
    perJob,
    training: trainingMetrics(
      applications.filter((a) => a.stage === "accepted").length,
      ratings,
      // A bigInteger: PostgreSQL's driver answers it as text.
      Number(plans[0]?.monthly_vnd) || 0,
      settings.hireValueVnd,
    ),
  };
}

export interface Interview {
  id: number;
  at: string | null;
  interviewerId: string;
  interviewer: string;
  learner: string;
  jobId: number;
  job: string;
  feedback: string | null;
  scores: Record<string, number>;
  /** The learner's answer (issue 48, item 3): confirmed, another time, or none yet. */
  answer: InterviewAnswer | null;
  /** The job's interview kit (issue 48, item 3): its questions and the rubric the feedback is scored on. */
  kit: Kit;
}
export async function readInterviews(client: DirectusClient, onlyOf?: string) {
  const rows = await readRows(client, "seed_interviews", {
    filter: onlyOf ? { interviewer: { _eq: onlyOf } } : {},
    fields: [
      "id",
      "at",
      "feedback",
      "scores",
      "learner_answer",
      { interviewer: ["id", "first_name", "last_name"] },
      { application: [{ learner: ["first_name", "last_name"] }, { job: ["id", "title", "skills"] }] },
    ],
    sort: ["at"],
    limit: 500,
  });
  const kits = await readKits(
    client,
    rows.flatMap((row) => (row.application?.job ? [{ id: row.application.job.id, skills: row.application.job.skills }] : [])),
  );
  return rows.map((row): Interview => {
    const scores = row.scores && typeof row.scores === "object" ? row.scores : {};
    return {
      id: row.id,
      at: row.at,
      interviewerId: row.interviewer?.id ?? "",
      interviewer: nameOf(row.interviewer),
      learner: nameOf(row.application?.learner),
      jobId: row.application?.job?.id ?? 0,
      job: row.application?.job?.title ?? "",
      feedback: row.feedback,
      scores: Object.fromEntries(Object.entries(scores).map(([k, v]) => [k, Number(v) || 0])),
      answer: (interviewAnswers as readonly unknown[]).includes(row.learner_answer) ? (row.learner_answer as InterviewAnswer) : null,
      kit: kits.get(row.application?.job?.id ?? 0) ?? { criteria: [], questions: [], edited: false },
    };
  });
}

export interface Member {
  id: number;
  userId: string;
  name: string;
  role: MemberRole | null;
}
type MemberRow = RowOf<"seed_company_members", { fields: ["id", "role", { user: ["id", "first_name", "last_name"] }] }>;
const toMember = (row: MemberRow): Member => ({
  id: row.id,
  userId: row.user?.id ?? "",
  name: nameOf(row.user),
  role: isMemberRole(row.role) ? row.role : null,
});

export async function readMembers(client: DirectusClient): Promise<Member[]> {
  const rows = await readRows(client, "seed_company_members", {
    fields: ["id", "role", { user: ["id", "first_name", "last_name"] }],
    sort: ["id"],
    limit: 500,
  });
  return rows.map(toMember);
}

/** One of the company's memberships (another company's, or none: null), read with the member's own token. */
export async function readMember(client: DirectusClient, id: number): Promise<Member | null> {
  const [row] = await readRows(client, "seed_company_members", {
    filter: { id: { _eq: id } },
    fields: ["id", "role", { user: ["id", "first_name", "last_name"] }],
    limit: 1,
  });
  return row ? toMember(row) : null;
}

/** A simple list of the company's rows (or the catalogue's) for a section page. */
export async function readCompanyRows<C extends Collection, const F extends TypedQuery<C>["fields"]>(
  client: DirectusClient,
  collection: C,
  fields: F,
  // Every collection has an id; TypeScript cannot see "-id" in a generic collection's sort type.
  sort: NonNullable<TypedQuery<C>["sort"]> = ["-id"] as NonNullable<TypedQuery<C>["sort"]>,
) {
  return readRows(client, collection, { fields, sort, limit: 200 });
}

// ---- forms ----

const id = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31);
const percentField = (error: string) => z.coerce.number({ error }).min(0, error).max(100, error);

/** A skill row of the job form; a row left empty is dropped. */
const skillRow = z.object({
  name: z.string({ error: "skillName" }).trim().min(1, "skillName").max(40, "skillName"),
  level: percentField("levelRange"),
  weight: percentField("weightRange"),
});

export const jobFields_ = {
  title: z.string({ error: "titleRequired" }).trim().min(1, "titleRequired").max(120, "titleTooLong"),
  location: z.enum(["HYBRID", "ONSITE"], { error: "locationInvalid" }),
  slaDays: z.coerce.number({ error: "slaDays" }).gt(0, "slaDays").max(60, "slaDays"),
  slaRounds: z.coerce.number({ error: "slaRounds" }).int("slaRounds").min(1, "slaRounds").max(10, "slaRounds"),
  priority: z.enum(["HIGH", "MEDIUM", "none"], { error: "priorityInvalid" }),
  skills: z.preprocess(
    (value) =>
      Array.isArray(value)
        ? value.filter((row) => row && Object.values(row as object).some((v) => v !== undefined && String(v).trim() !== ""))
        : [],
    z.array(skillRow).max(8),
  ),
};

/** A day from <input type="date"> (YYYY-MM-DD), today in Vietnam or later. */
const dayField = (required: string, past: string) =>
  z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((value) => Number.isFinite(Date.parse(`${value}T00:00:00+07:00`)), required)
    .refine((value) => value >= academyToday(), past);

/**
 * An offer (issue 48, item 1; ADR 041): the start date, the terms and the day the learner answers it
 * by (both days in Vietnam, neither in the past, the answer due by the start). Directus' hook checks
 * the same (cms/extensions/seed-partner-rules).
 */
export const offerForm = z
  .object({
    intent: z.literal("offer"),
    application: z.coerce
      .number({ error: "applicationRequired" })
      .int("applicationRequired")
      .positive("applicationRequired")
      .max(2 ** 31),
    startsOn: dayField("startsOnRequired", "startsOnPast"),
    answerBy: dayField("answerByRequired", "answerByPast"),
    terms: z
      .string({ error: "termsRequired" })
      .transform((value) => value.replace(/[^\P{Cc}\t\n\r]/gu, "").replace(/\r\n?/g, "\n"))
      .pipe(z.string().trim().min(1, "termsRequired").max(offerTermsMaxLength, "termsTooLong")),
  })
  .refine((offer) => offer.answerBy <= offer.startsOn, { path: ["answerBy"], message: "answerByAfterStart" });

/** The talent pipeline's forms, one object per button (readIntentForm). */
export const pipelineForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("create-job"), ...jobFields_ }),
  z.object({ intent: z.literal("save-job"), id, ...jobFields_ }),
  z.object({ intent: z.literal("shortlist"), id }),
  z.object({ intent: z.literal("reject-application"), id, reason: z.enum(rejectReasons, { error: "reasonInvalid" }) }),
  z.object({
    intent: z.literal("schedule"),
    application: z.coerce.number({ error: "applicationRequired" }).int().positive("applicationRequired"),
    interviewer: z.uuid({ error: "interviewerRequired" }),
    // A local time in Vietnam (the academy's), from <input type="datetime-local">.
    at: z
      .string({ error: "atRequired" })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "atRequired")
      .refine((value) => Date.parse(`${value}:00+07:00`) > Date.now(), "atPast"),
  }),
  z.object({
    intent: z.literal("feedback"),
    id,
    feedback: z.string({ error: "feedbackRequired" }).trim().min(1, "feedbackRequired").max(2000, "feedbackTooLong"),
    // One score per criterion of the job's kit, in its order (`scores[0]` …; issue 48, item 3).
    scores: z
      .array(z.coerce.number({ error: "scoreRange" }).int("scoreRange").min(1, "scoreRange").max(5, "scoreRange"), { error: "scoreRange" })
      .max(20, "scoreRange"),
  }),
  offerForm,
  kitForm,
]);
export type PipelineForm = z.infer<typeof pipelineForms>;

/** What a form did: done; or nothing, because the target is not the company's (404) or not in a state for it (409). */
export type PipelineOutcome =
  | { outcome: "done"; jobId?: number }
  | { outcome: "not-found" }
  | {
      outcome: "conflict";
      reason:
        | "notShortlisted"
        | "notViewed"
        | "notRejectable"
        | "notSchedulable"
        | "notInterviewed"
        | "notOffered"
        | "notInterviewer"
        | "kitChanged"
        | "ownBrief"
        | "seedPmByAcademy"
        | "lastOrgAdmin"
        | "noSeats";
    }
  | { outcome: "field"; field: string; error: string };

/**
 * Moves an application to its next stage; false when another request moved it first (Directus
 * answers 409 STAGE_CHANGED: the stage changes in one conditional write, issue 51, item 6).
 */
async function moveStage(client: DirectusClient, id: number, change: Partial<JobApplication>) {
  try {
    await client.request(updateItem("seed_applications", id, change));
    return true;
  } catch (error) {
    if (isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "STAGE_CHANGED")) return false;
    throw error;
  }
}

/** How far along each stage is, for the pipeline's words (an end the company or the learner chose is past every step). */
const order: Record<Stage, number> = {
  applied: 0,
  viewed: 0,
  shortlisted: 1,
  interview: 2,
  offer: 3,
  accepted: 4,
  declined: 4,
  expired: 4,
  rejected: 5,
  withdrawn: 5,
};

async function applicationOf(client: DirectusClient, applicationId: number) {
  const [row] = await readRows(client, "seed_applications", {
    filter: { id: { _eq: applicationId } },
    fields: ["id", "stage", { job: ["id", "title"] }, { learner: ["id", "first_name", "last_name"] }],
    limit: 1,
  });
  return row
    ? {
        stage: isStage(row.stage) ? row.stage : "viewed",
        jobId: row.job?.id ?? 0,
        job: row.job?.title ?? "",
        learnerId: row.learner?.id ?? null,
        label: `${nameOf(row.learner)} · ${row.job?.title ?? ""}`,
      }
    : null;
}

/** The application's learner hears what the company did (issue 48): the job and the company, and where to look. */
async function tellLearner(
  application: { job: string; learnerId: string | null },
  member: Membership,
  kind: NotificationKind,
  link = learnerInternships,
) {
  if (application.learnerId) await notify(application.learnerId, kind, { job: application.job, company: member.company }, link);
}

function jobPayload(form: Extract<PipelineForm, { intent: "create-job" | "save-job" }>) {
  return {
    title: form.title,
    location: form.location,
    sla_days: form.slaDays,
    sla_rounds: form.slaRounds,
    priority: form.priority === "none" ? null : form.priority,
    skills: form.skills.map((s) => ({ name: s.name, level: Math.round(s.level) / 100, weight: Math.round(s.weight) / 100 })),
  };
}

/** Where a learner reads their applications (issue 48): the internships page. */
const learnerInternships = "/student/portal/market/internships";

export async function runPipelineForm(client: DirectusClient, member: Membership, form: PipelineForm): Promise<PipelineOutcome> {
  requireMemberRole(member, form.intent);
  const now = new Date().toISOString();
  switch (form.intent) {
    case "create-job": {
      const created = await client.request(createItem("seed_jobs", { company: member.companyId, status: "open", ...jobPayload(form) }));
      await audit(client, member, "job.created", form.title);
      return { outcome: "done", jobId: created.id };
    }
    case "save-job": {
      if (!(await readJob(client, form.id))) return { outcome: "not-found" };
      await client.request(updateItem("seed_jobs", form.id, jobPayload(form)));
      await audit(client, member, "job.updated", form.title);
      return { outcome: "done", jobId: form.id };
    }
    case "shortlist": {
      const application = await applicationOf(client, form.id);
      if (!application) return { outcome: "not-found" };
      if (!moves.shortlisted.from.includes(application.stage)) return { outcome: "conflict", reason: "notViewed" };
      if (!(await moveStage(client, form.id, { stage: "shortlisted", shortlisted_at: now })))
        return { outcome: "conflict", reason: "notViewed" };
      await audit(client, member, "candidate.shortlisted", application.label);
      await tellLearner(application, member, "application.shortlisted");
      return { outcome: "done", jobId: application.jobId };
    }
    case "reject-application": {
      // Issue 48: a reason the learner reads in kind words, in their language (the notification's kind).
      const application = await applicationOf(client, form.id);
      if (!application) return { outcome: "not-found" };
      if (!moves.rejected.from.includes(application.stage)) return { outcome: "conflict", reason: "notRejectable" };
      if (!(await moveStage(client, form.id, { stage: "rejected", rejected_at: now, reject_reason: form.reason })))
        return { outcome: "conflict", reason: "notRejectable" };
      await audit(client, member, "candidate.rejected", `${application.label} (${form.reason})`);
      await tellLearner(application, member, `application.rejected.${form.reason}`);
      return { outcome: "done", jobId: application.jobId };
    }
    case "schedule": {
      const application = await applicationOf(client, form.application);
      if (!application) return { outcome: "not-found" };
      if (order[application.stage] < 1) return { outcome: "conflict", reason: "notShortlisted" };
      if (!moves.interview.from.includes(application.stage)) return { outcome: "conflict", reason: "notSchedulable" };
      // The interviewer must be a member of the company: another company's people are not there.
      const [colleague] = await readRows(client, "seed_company_members", {
        filter: { user: { _eq: form.interviewer } },
        fields: ["id"],
        limit: 1,
      });
      if (!colleague) return { outcome: "field", field: "interviewer", error: "interviewerUnknown" };
      const at = new Date(`${form.at}:00+07:00`).toISOString();
      // The stage first, in one conditional write: a withdrawal or a rejection at the same moment
      // wins or loses whole, and no interview is left for an application that ended.
      if (!(await moveStage(client, form.application, { stage: "interview", interview_at: at })))
        return { outcome: "conflict", reason: "notSchedulable" };
      await client.request(createItem("seed_interviews", { application: form.application, interviewer: form.interviewer, at }));
      await audit(client, member, "interview.scheduled", application.label);
      // The learner sees it on the job's page, where they confirm it or ask for another time (issue 48, item 3).
      await tellLearner(application, member, "interview.scheduled", `${learnerInternships}/${application.jobId}`);
      return { outcome: "done", jobId: application.jobId };
    }
    case "feedback": {
      const [interview] = await readRows(client, "seed_interviews", {
        filter: { id: { _eq: form.id } },
        fields: ["id", "interviewer", { application: [{ job: ["id", "skills"] }] }],
        limit: 1,
      });
      if (!interview) return { outcome: "not-found" };
      if (interview.interviewer !== member.userId) return { outcome: "conflict", reason: "notInterviewer" };
      // Scored on the job's kit as it is now: a kit changed since the page was read is said, not guessed.
      const job = interview.application?.job;
      const { criteria } = await readKit(client, { id: job?.id ?? 0, skills: job?.skills });
      if (form.scores.length !== criteria.length) return { outcome: "conflict", reason: "kitChanged" };
      const scores = Object.fromEntries(criteria.map((criterion, i) => [criterion, form.scores[i]]));
      await client.request(updateItem("seed_interviews", form.id, { feedback: form.feedback, scores }));
      await audit(client, member, "interview.feedback", `#${form.id}`);
      return { outcome: "done" };
    }
    case "save-kit": {
      const job = await readJob(client, form.job);
      if (!job) return { outcome: "not-found" };
      await saveKit(client, job.id, form.criteria, form.questions);
      await audit(client, member, "kit.saved", job.title);
      return { outcome: "done", jobId: job.id };
    }
    case "offer": {
      // The learner accepts or declines it in their portal (issue 48, item 4), and is told it is there;
      // unanswered after its answer-by day, it expires (ADR 041).
      const application = await applicationOf(client, form.application);
      if (!application) return { outcome: "not-found" };
      if (order[application.stage] < 1) return { outcome: "conflict", reason: "notShortlisted" };
      if (application.stage !== "interview") return { outcome: "conflict", reason: "notInterviewed" };
      const offer = { offer_starts_on: form.startsOn, offer_terms: form.terms, offer_answer_by: form.answerBy };
      if (!(await moveStage(client, form.application, { stage: "offer", offer_at: now, ...offer })))
        return { outcome: "conflict", reason: "notInterviewed" };
      await audit(client, member, "offer.made", application.label);
      await tellLearner(application, member, "offer.made", `${learnerInternships}/${application.jobId}`);
      return { outcome: "done", jobId: application.jobId };
    }
  }
}

/**
 * The talent pipeline's action (ADR 008): read the form by its intent, take only the page's own
 * `intents`, refuse a member role that does not own it (403, before anything else), validate (400 with the field's error, values kept), then
 * do it. A new job answers with a redirect to its page; anything else with the outcome.
 */
export async function pipelineAction(request: Request, context: Readonly<RouterContextProvider>, intents: readonly Intent[]) {
  const { client, member } = await partnerContext(request, context);
  const submission = await readIntentForm(request, pipelineForms);
  const intent = pageIntent<PipelineForm["intent"]>(submission, intents, member);
  if (submission.status !== "success") return partnerRefusal(submission, intent, null);
  let done: PipelineOutcome;
  try {
    done = await runPipelineForm(client, member, submission.value);
  } catch (error) {
    console.error("Partner portal: a form failed:", error);
    return partnerRefusal(submission, intent, { key: "failed" }, { status: 503 });
  }
  // A new job: its own page, which says it was created (the redirect's flash, read once).
  if (done.outcome === "done" && intent === "create-job")
    throw await redirectWithFlash(partnerHref(`talent-pipeline/jobs/${done.jobId}`), {
      tone: "success",
      ns: "portal-partner",
      key: jobCreatedFlash,
    });
  return outcomeReply(intent, done, submission);
}

/** A partner form's refusal (ADR 008): what was sent kept, the form error (none: the fields' errors), 400 unless `status`. */
export function partnerRefusal(
  submission: ParsedSubmission,
  intent: string,
  formError: PartnerFormError | null,
  options: Omit<ReplyOptions<PartnerFormError>, "formError"> = {},
) {
  return formReply<PartnerFormError, PartnerReplyExtra>(submission, { ...options, formError }, { intent, done: false });
}

/** A form's answer from its outcome: a field's error 400, a row not there 404, a conflict 409 with its reason, done 200. */
export function outcomeReply(
  intent: string,
  done:
    | { outcome: "done" }
    | { outcome: "not-found" }
    | { outcome: "conflict"; reason: string }
    | { outcome: "field"; field: string; error: string },
  submission: ParsedSubmission & { reply: (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]> },
) {
  if (done.outcome === "field")
    return data<PartnerReply>(
      { result: submission.reply({ fieldErrors: { [done.field]: [done.error] } }), formError: null, intent, done: false },
      { status: 400 },
    );
  if (done.outcome === "not-found") return partnerRefusal(submission, intent, { key: "not-found" }, { status: 404 });
  if (done.outcome === "conflict") return partnerRefusal(submission, intent, { key: "conflict", reason: done.reason }, { status: 409 });
  return formSuccess<PartnerReplyExtra>({ intent, done: true });
}

/** The flash key a new job's page reads to say the job was created. */
export const jobCreatedFlash = "outcomes.jobCreated";

/**
 * A job's own page (`talent-pipeline/jobs/:id/…`): what every partner page starts with, the company's
 * job (another's, or no number: 404), the page's title with the job's after it, and the job's crumb.
 */
export async function partnerJobPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobId: string | undefined,
  pageKey: string,
  portalWords: readonly string[] = [],
) {
  const page = await partnerPage(request, context, pageKey, [pageKey], portalWords);
  const id = Number(jobId);
  const job = Number.isSafeInteger(id) && id > 0 ? await readJob(page.client, id) : null;
  if (!job) throw data({ message: "No such job." }, { status: 404 });
  return { ...page, job, title: `${page.title} · ${job.title}`, crumbs: { [`talent-pipeline/jobs/${job.id}`]: job.title } };
}

/** What every partner page's loader starts with: the member, their token, the page's title, never-kept headers. */
export async function partnerPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  pageKey: string,
  intros: readonly string[] = [],
  /** Words of the learner portal a page shows too (e.g. `["competencies"]`: a candidate's competency names). */
  portalWords: readonly string[] = [],
) {
  const { user, client, member } = await partnerContext(request, context);
  const title = getInstance(context).t(`portal-partner:pages.${pageKey}`);
  // Every member's writes change what the company's pages show: never kept.
  const headers = pageCacheHeaders(user, { shared: false });
  // The page's own introductions: the layout sends the portal's other words (issue 23: a page's HTML).
  const translations = translationsFor(context, {
    "portal-partner": intros.map((key) => `intros.${key}`),
    ...(portalWords.length ? { portal: portalWords } : {}),
  });
  return { user, client, member, title, headers, translations };
}

// ---- the section pages' forms: help ticket, brief and its moderation, office hours, member roles ----

// A company gives its people only its own member roles; the Seed PM is the academy's (issue 51, item 2).
const roleOrNone = z.enum([...companyRoles, "none"], { error: "roleInvalid" });
export const sectionForms = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("ticket"),
    subject: z.string({ error: "subjectRequired" }).trim().min(1, "subjectRequired").max(120, "subjectTooLong"),
    body: z.string({ error: "bodyRequired" }).trim().min(1, "bodyRequired").max(2000, "bodyTooLong"),
  }),
  z.object({
    intent: z.literal("brief"),
    title: z.string({ error: "titleRequired" }).trim().min(1, "titleRequired").max(120, "titleTooLong"),
    body: z.string().trim().max(4000, "bodyTooLong").optional(),
    kind: z.enum(["brief", "nda"], { error: "kindInvalid" }),
  }),
  z.object({ intent: z.literal("approve"), id }),
  z.object({ intent: z.literal("reject"), id }),
  z.object({
    intent: z.literal("office-hours"),
    at: z
      .string({ error: "atRequired" })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "atRequired")
      .refine((value) => Date.parse(`${value}:00+07:00`) > Date.now(), "atPast"),
    minutes: z.coerce.number({ error: "minutesRange" }).int("minutesRange").min(15, "minutesRange").max(240, "minutesRange"),
    mode: z.enum(["online", "onsite"], { error: "modeInvalid" }),
  }),
  // A mentor's feedback on a project a learner brought to their office hours (issue 49, item 5).
  z.object({
    intent: z.literal("mentor-feedback"),
    project: z.coerce
      .number({ error: "projectRequired" })
      .int("projectRequired")
      .positive("projectRequired")
      .max(2 ** 31, "projectRequired"),
    feedback: z.string({ error: "feedbackRequired" }).trim().min(1, "feedbackRequired").max(2000, "feedbackTooLong"),
  }),
  z.object({ intent: z.literal("member-role"), id, role: roleOrNone }),
  z.object({ intent: z.literal("remove-member"), id }),
  z.object({
    intent: z.literal("invite"),
    email: z.email({ error: "emailInvalid" }).trim().toLowerCase().max(254, "emailInvalid"),
    role: roleOrNone,
  }),
  // Settings: every member's own notifications by mail (issue 47, item 3: off, each one, a daily
  // digest); the ORG_ADMIN's ATS/SSO connections, which are records here (the provider's name), not
  // calls to the provider.
  z.object({ intent: z.literal("notifications"), mail: z.enum(mailPreferences, { error: "mailChoice" }) }),
  z.object({
    intent: z.literal("connect"),
    kind: z.enum(["ats", "sso"], { error: "integrationInvalid" }),
    provider: z.string({ error: "providerRequired" }).trim().min(1, "providerRequired").max(60, "providerTooLong"),
  }),
  z.object({ intent: z.literal("disconnect"), kind: z.enum(["ats", "sso"], { error: "integrationInvalid" }) }),
  // Brand partnership (ORG_ADMIN, SEED_PM): propose an event, add or remove a brand asset's link.
  z.object({
    intent: z.literal("propose-event"),
    title: z.string({ error: "eventTitleRequired" }).trim().min(1, "eventTitleRequired").max(120, "titleTooLong"),
    at: z
      .string({ error: "atRequired" })
      .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "atRequired")
      .refine((value) => Date.parse(`${value}:00+07:00`) > Date.now(), "atPast"),
    place: z.string().trim().max(120, "placeTooLong").optional(),
  }),
  z.object({
    intent: z.literal("add-asset"),
    title: z.string({ error: "assetTitleRequired" }).trim().min(1, "assetTitleRequired").max(120, "titleTooLong"),
    kind: z.enum(["logo", "guideline", "banner"], { error: "assetKindInvalid" }),
    url: z
      .string({ error: "urlInvalid" })
      .trim()
      .max(500, "urlInvalid")
      .refine((value) => URL.canParse(value) && new URL(value).protocol === "https:", "urlInvalid"),
  }),
  z.object({ intent: z.literal("remove-asset"), id }),
  z.object({ intent: z.literal("rsvp"), id }),
  z.object({ intent: z.literal("cancel-rsvp"), id }),
]);
export type SectionForm = z.infer<typeof sectionForms>;

/** The forms that answer a success with a redirect and a flash message (post-redirect-get): its key under `flash.`. */
const flashOf: Partial<Record<SectionForm["intent"], string>> = {
  notifications: "mailSaved",
  connect: "connected",
  disconnect: "disconnected",
  "propose-event": "eventProposed",
  "add-asset": "assetAdded",
  "remove-asset": "assetRemoved",
  "remove-member": "memberRemoved",
  "member-role": "roleChanged",
  rsvp: "rsvpDone",
  "cancel-rsvp": "rsvpCancelled",
  "mentor-feedback": "mentorFeedbackSent",
};

/** The inviter's own Directus role (seed-partner), which the new member gets; read with the inviter's token. */
async function myRole(client: DirectusClient) {
  return String((await client.request(readMe({ fields: ["role"] }))).role);
}

/** Whether the company's plan has a seat for one more member: its members (the Seed PM aside) against the plan's seats. */
async function hasFreeSeat(client: DirectusClient, member: Membership) {
  const [plan] = await readRows(client, "seed_partner_plans", { filter: { code: { _eq: member.plan } }, fields: ["seats"], limit: 1 });
  const seats = plan?.seats ?? null;
  if (seats === null) return false;
  const taken = await readRows(client, "seed_company_members", {
    filter: { _and: [{ company: { _eq: member.companyId } }, { _or: [{ role: { _null: true } }, { role: { _neq: "SEED_PM" } }] }] },
    fields: ["id"],
    limit: -1,
  });
  return taken.length < seats;
}

/** Whether the company has an ORG_ADMIN besides the membership `id` (a company keeps one). */
async function anotherOrgAdmin(client: DirectusClient, member: Membership, id: number) {
  const admins = await readRows(client, "seed_company_members", {
    filter: { _and: [{ company: { _eq: member.companyId } }, { role: { _eq: "ORG_ADMIN" } }, { id: { _neq: id } }] },
    fields: ["id"],
    limit: 1,
  });
  return admins.length > 0;
}

async function runSectionForm(client: DirectusClient, member: Membership, form: SectionForm, request: Request): Promise<PipelineOutcome> {
  switch (form.intent) {
    case "invite": {
      // Issue 51, item 1: an address that has an account elsewhere (a learner's, another company's
      // member or pending invitee) gets the same answer as a new one and no mail, so the form tells
      // nothing about who has an account; only the company's own invitee is mailed again.
      const account = await findPartnerAccount(form.email);
      const [ours] = account
        ? await readRows(client, "seed_company_members", { filter: { user: { _eq: account.id } }, fields: ["id"], limit: 1 })
        : [];
      if (ours) {
        if (account?.invited) await invitePartnerUser(request, form.email, await myRole(client));
        await audit(client, member, "member.invited", form.email);
        return { outcome: "done" };
      }
      // A new member takes a seat of the company's plan (the Seed PM is the academy's, not a seat).
      if (!(await hasFreeSeat(client, member))) return { outcome: "conflict", reason: "noSeats" };
      const invited = account ? null : await invitePartnerUser(request, form.email, await myRole(client));
      if (invited) {
        try {
          await client.request(
            createItem("seed_company_members", {
              company: member.companyId,
              user: invited.id,
              role: form.role === "none" ? null : form.role,
            }),
          );
        } catch (error) {
          // A person belongs to one company (a unique column): taken meanwhile by another company.
          if (!(isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE"))) throw error;
        }
      }
      await audit(client, member, "member.invited", form.email);
      return { outcome: "done" };
    }
    case "ticket": {
      const stored = await client.request(
        createItem("seed_partner_tickets", { company: member.companyId, subject: form.subject, body: form.body }),
      );
      await audit(client, member, "ticket.opened", form.subject);
      // Mailed to the academy like a learner's (issue 47); answered on /staff/tickets.
      await mailPartnerTicket(request, client, member, { id: stored.id, subject: form.subject, body: form.body });
      return { outcome: "done" };
    }
    case "brief":
      await client.request(
        createItem("seed_briefs", { company: member.companyId, title: form.title, body: form.body ?? null, kind: form.kind }),
      );
      await audit(client, member, `${form.kind}.submitted`, form.title);
      return { outcome: "done" };
    case "approve":
    case "reject": {
      const [brief] = await readRows(client, "seed_briefs", {
        filter: { id: { _eq: form.id } },
        fields: ["id", "title", "author"],
        limit: 1,
      });
      if (!brief) return { outcome: "not-found" };
      // A brief's author never decides on it (issue 51, item 2; Directus' update filter says the same).
      if (brief.author === member.userId) return { outcome: "conflict", reason: "ownBrief" };
      const status = form.intent === "approve" ? "approved" : "rejected";
      await client.request(updateItem("seed_briefs", form.id, { status }));
      await audit(client, member, `brief.${status}`, brief.title);
      return { outcome: "done" };
    }
    case "office-hours": {
      const start = new Date(`${form.at}:00+07:00`);
      const end = new Date(start.getTime() + form.minutes * 60_000);
      const [me] = await readRows(client, "seed_company_members", {
        filter: { user: { _eq: member.userId } },
        fields: [{ user: ["first_name", "last_name"] }],
        limit: 1,
      });
      const slot = { starts_at: start.toISOString(), ends_at: end.toISOString(), mode: form.mode };
      const hours = await client.request(createItem("seed_partner_office_hours", { company: member.companyId, ...slot }));
      // Learners book it at /student/portal/mentor/1:1 (their mentor slots); the slot names its office
      // hours, and Directus' hook its mentor (issue 49, item 5).
      await client.request(
        createItem("seed_mentor_slots", { office_hours: hours.id, mentor_name: `${nameOf(me?.user)} · ${member.company}`, ...slot }),
      );
      await audit(client, member, "office-hours.opened", slot.starts_at);
      return { outcome: "done" };
    }
    case "mentor-feedback": {
      // Only on a project a learner brought to one of the mentor's own slots (Directus' hook says the same).
      const given = await giveMentorFeedback(client, member.userId, form.project, form.feedback);
      if (!given) return { outcome: "field", field: "project", error: "projectUnknown" };
      await audit(client, member, "mentor-feedback.given", `${given.learner}: ${given.title}`);
      return { outcome: "done" };
    }
    case "member-role": {
      const [row] = await readRows(client, "seed_company_members", {
        filter: { id: { _eq: form.id } },
        fields: ["id", "role", { user: ["first_name", "last_name"] }],
        limit: 1,
      });
      if (!row) return { outcome: "not-found" };
      // Issue 51, item 2 (cms/extensions/seed-partner-rules holds the same in Directus): the Seed PM is
      // the academy's to change, and the company keeps at least one ORG_ADMIN.
      if (row.role === "SEED_PM") return { outcome: "conflict", reason: "seedPmByAcademy" };
      if (row.role === "ORG_ADMIN" && form.role !== "ORG_ADMIN" && !(await anotherOrgAdmin(client, member, form.id)))
        return { outcome: "conflict", reason: "lastOrgAdmin" };
      await client.request(updateItem("seed_company_members", form.id, { role: form.role === "none" ? null : form.role }));
      await audit(client, member, "member.role-changed", `${nameOf(row.user)} → ${form.role}`);
      return { outcome: "done" };
    }
    case "remove-member": {
      const [row] = await readRows(client, "seed_company_members", {
        filter: { id: { _eq: form.id } },
        fields: ["id", "role", { user: ["id", "first_name", "last_name"] }],
        limit: 1,
      });
      if (!row) return { outcome: "not-found" };
      // Issue 51, item 5 (cms/extensions/seed-partner-rules holds the same in Directus): the Seed PM is
      // the academy's, and the company keeps at least one ORG_ADMIN.
      if (row.role === "SEED_PM") return { outcome: "conflict", reason: "seedPmByAcademy" };
      if (row.role === "ORG_ADMIN" && !(await anotherOrgAdmin(client, member, form.id)))
        return { outcome: "conflict", reason: "lastOrgAdmin" };
      await client.request(deleteItem("seed_company_members", form.id));
      // Their access ends now: every session of theirs, in every app process (their Directus token reads
      // no company row any more: its permissions go through the membership).
      const userId = row.user?.id;
      if (userId) await revokeUserSessions(userId);
      await audit(client, member, "member.removed", nameOf(row.user));
      return { outcome: "done" };
    }
    case "notifications": {
      // The member's own account, with their own token (Directus: `notify_mail` of oneself only). A
      // person's choice, not the company's: nothing in the company's audit log.
      await saveMailPreference(client, form.mail);
      return { outcome: "done" };
    }
    case "connect":
    case "disconnect": {
      const field = form.kind === "ats" ? "ats_integration" : "sso";
      const value = form.intent === "connect" ? form.provider : null;
      await client.request(updateItem("seed_companies", member.companyId, field === "sso" ? { sso: value } : { ats_integration: value }));
      await audit(client, member, `integration.${form.intent}ed`, `${form.kind.toUpperCase()}${value ? `: ${value}` : ""}`);
      return { outcome: "done" };
    }
    case "propose-event": {
      const startsAt = new Date(`${form.at}:00+07:00`).toISOString();
      await client.request(
        createItem("seed_partner_events", { company: member.companyId, title: form.title, starts_at: startsAt, place: form.place || null }),
      );
      await audit(client, member, "event.proposed", form.title);
      return { outcome: "done" };
    }
    case "add-asset":
      await client.request(
        createItem("seed_brand_assets", { company: member.companyId, title: form.title, kind: form.kind, url: form.url }),
      );
      await audit(client, member, "asset.added", form.title);
      return { outcome: "done" };
    case "rsvp":
    case "cancel-rsvp": {
      // The event must be the company's (another company's is not there: 404); one RSVP per member.
      const [event] = await readRows(client, "seed_partner_events", {
        filter: { id: { _eq: form.id } },
        fields: ["id", "title"],
        limit: 1,
      });
      if (!event) return { outcome: "not-found" };
      const mine = await readRows(client, "seed_partner_event_rsvps", {
        filter: { _and: [{ event: { _eq: form.id } }, { user: { _eq: member.userId } }] },
        fields: ["id"],
        limit: -1,
      });
      if (form.intent === "rsvp" && !mine.length) await client.request(createItem("seed_partner_event_rsvps", { event: form.id }));
      if (form.intent === "cancel-rsvp") for (const row of mine) await client.request(deleteItem("seed_partner_event_rsvps", row.id));
      await audit(client, member, form.intent === "rsvp" ? "event.rsvp" : "event.rsvp-cancelled", event.title);
      return { outcome: "done" };
    }
    case "remove-asset": {
      const [asset] = await readRows(client, "seed_brand_assets", {
        filter: { id: { _eq: form.id } },
        fields: ["id", "title"],
        limit: 1,
      });
      if (!asset) return { outcome: "not-found" };
      await client.request(deleteItem("seed_brand_assets", form.id));
      await audit(client, member, "asset.removed", asset.title);
      return { outcome: "done" };
    }
  }
}

/**
 * A row's page (a child route of its list, ADR 055): its one intent and the row's id come from the
 * URL; a form that names another intent is refused (400), as on every portal page.
 */
export interface RowPage {
  intent: SectionForm["intent"];
  id: number;
  /** Where a done form goes back to, with its flash: the list. */
  list: string;
}

async function readSectionForm(request: Request, row: RowPage | undefined) {
  if (!row) return readIntentForm(request, sectionForms);
  const form = await readForm(request);
  const sent = form.get("intent");
  if (sent !== null && sent !== row.intent) throw unknownIntent(sent);
  form.set("intent", row.intent);
  form.set("id", String(row.id));
  return parseWithZod(form, { schema: sectionForms });
}

/** A section page's action (ADR 008), like the pipeline's: its own `intents` only; 403 for a member role that does not own the form. */
export async function sectionAction(request: Request, context: Readonly<RouterContextProvider>, intents: readonly Intent[], row?: RowPage) {
  const { client, member } = await partnerContext(request, context);
  // The member role first: a row's page says nothing of its row to a member role that may not use it.
  if (row) requireMemberRole(member, row.intent);
  const submission = await readSectionForm(request, row);
  const intent = pageIntent<SectionForm["intent"]>(submission, intents, member);
  if (submission.status !== "success") return partnerRefusal(submission, intent, null);
  // Invitations are mail and accounts: so many per admin and per company (issue 51, item 1).
  if (submission.value.intent === "invite") {
    const limit = await limitInvitations(member.userId, member.companyId);
    if (!limit.allowed)
      return partnerRefusal(submission, intent, { key: "rate-limited" }, { status: 429, headers: retryAfterHeaders(limit) });
  }
  let done: PipelineOutcome;
  try {
    done = await runSectionForm(client, member, submission.value, request);
  } catch (error) {
    console.error("Partner portal: a section form failed:", error);
    return partnerRefusal(submission, intent, { key: "failed" }, { status: 503 });
  }
  const flashKey = flashOf[intent];
  if (done.outcome === "done" && flashKey)
    throw await redirectWithFlash(row?.list ?? listUrlOf(request), { tone: "success", key: `flash.${flashKey}`, ns: "portal-partner" });
  return outcomeReply(intent, done, submission);
}
