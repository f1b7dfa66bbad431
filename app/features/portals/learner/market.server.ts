// The learner portal's market (spec 001 §2–3, issue 26): the partner companies, their open jobs
// (internships) and the learner's own job matches, all from the partner portal's rows (issue 30),
// read with the learner's own token. Directus' row rules (cms/permissions/partners.mjs, "seed-user")
// let a learner read companies by name, open jobs and the applications that are theirs only.
import { createItem, isDirectusError } from "@directus/sdk";
import type { DirectusClient } from "~/features/cms/directus.server";
import { read, readAtOnce, type RowOf, type RowsOf } from "~/features/cms/read-at-once.server";
import { isStage, jobMatch, type Stage } from "~/features/portals/partner/metrics";
import {
  interviewAnswers,
  offerOpen,
  rejectReasons,
  type InterviewAnswer,
  type RejectReason,
} from "../../../../cms/extensions/shared/hiring.mjs";
import { percent, readSkills, skillGaps, type Skill, type SkillGap } from "./figures";

/** A learner's match to a partner's job: the company and role, the match as a whole percent and the skills to grow. */
export interface JobMatch {
  id: number;
  company: string | null;
  /** The job's title; null when the job is no longer open (Directus then hides it from the learner). */
  role: string | null;
  match: number;
  stage: string;
  gaps: SkillGap[];
}

/** The learner's own job matches, best first (their applications: Directus answers no one else's). */
export const jobMatchRead = read("seed_applications", {
  fields: ["id", "match", "stage", { job: ["title", "skills", { company: ["name"] }] }],
  sort: ["-match", "id"],
  limit: 10,
});

/** The learner's competencies by key (0–1), for the gaps. */
export const competencyRead = read("seed_competencies", { fields: ["key", "value"], sort: ["id"], limit: 20 });

const byKey = (competencies: RowsOf<typeof competencyRead>) => Object.fromEntries(competencies.map((c) => [c.key, c.value]));

/** The job matches as the dashboard shows them. */
export function toJobMatches(applications: RowsOf<typeof jobMatchRead>, competencies: RowsOf<typeof competencyRead>): JobMatch[] {
  const levels = byKey(competencies);
  return applications.map((row) => {
    const job = row.job;
    return {
      id: row.id,
      company: job?.company?.name ?? null,
      role: job?.title ?? null,
      match: percent(row.match),
      stage: row.stage,
      gaps: job ? skillGaps(readSkills(job.skills), levels) : [],
    };
  });
}

/** An interview of the learner's application (issue 48, item 3): when, and their answer (null: none yet). */
export interface OwnInterview {
  id: number;
  at: string;
  /** It has not begun yet (read on the server, so the page and its hydration agree). */
  upcoming: boolean;
  answer: InterviewAnswer | null;
}

/** The learner's own application to a job (issue 48): its stage, why it was turned down when it was, its interviews (first first). */
export interface OwnApplication {
  id: number;
  stage: Stage;
  appliedAt: string | null;
  rejectReason: RejectReason | null;
  interviews: OwnInterview[];
  /** The company's offer (issue 48, item 1): its start date, answer-by date (YYYY-MM-DD, Vietnam) and terms; null before one. */
  offer: OwnOffer | null;
}

export interface OwnOffer {
  startsOn: string | null;
  answerBy: string | null;
  terms: string | null;
  /** It may still be answered: its answer-by day has not passed (read on the server). */
  open: boolean;
}

export interface Internship {
  id: number;
  title: string;
  company: string | null;
  location: string;
  skills: Skill[];
  /** How well the learner's competencies meet the job's skills today, as a whole percent. */
  match: number;
  gaps: SkillGap[];
  /** The learner has a job match (an application) for it. */
  matched: boolean;
  /** That application, or null: the learner may apply. */
  application: OwnApplication | null;
}

const ownApplicationFields = [
  "id",
  "job",
  "stage",
  "applied_at",
  "reject_reason",
  "offer_at",
  "offer_starts_on",
  "offer_terms",
  "offer_answer_by",
] as const;
type OwnApplicationRow = RowOf<"seed_applications", { fields: typeof ownApplicationFields }>;
/** The interviews of the learner's applications (Directus answers only theirs), first first. */
const interviewFields = ["id", "application", "at", "learner_answer"] as const;
const interviewsRead = (filter?: { application: { job: { _eq: number } } }) =>
  read("seed_interviews", { fields: interviewFields, ...(filter ? { filter } : {}), sort: ["at", "id"], limit: 200 });
type InterviewRow = RowOf<"seed_interviews", { fields: typeof interviewFields }>;
const isAnswer = (value: unknown): value is InterviewAnswer => (interviewAnswers as readonly unknown[]).includes(value);

const toOwnApplication = (row: OwnApplicationRow, interviews: InterviewRow[]): OwnApplication => ({
  id: row.id,
  stage: isStage(row.stage) ? row.stage : "viewed",
  appliedAt: row.applied_at,
  rejectReason: (rejectReasons as readonly unknown[]).includes(row.reject_reason) ? (row.reject_reason as RejectReason) : null,
  offer: row.offer_at
    ? { startsOn: row.offer_starts_on, answerBy: row.offer_answer_by, terms: row.offer_terms, open: offerOpen(row.offer_answer_by) }
    : null,
  interviews: interviews
    .filter((interview) => interview.application === row.id)
    .map((interview) => ({
      id: interview.id,
      at: interview.at,
      upcoming: new Date(interview.at).getTime() > Date.now(),
      answer: isAnswer(interview.learner_answer) ? interview.learner_answer : null,
    })),
});

const jobFields = ["id", "title", "skills", "location", { company: ["name"] }] as const;
type JobRow = RowOf<"seed_jobs", { fields: typeof jobFields }>;

/** A job row as the internships page shows it, with the learner's match today and their application. */
function toInternship(
  row: JobRow,
  levels: Record<string, number>,
  applications: OwnApplicationRow[],
  interviews: InterviewRow[],
): Internship {
  const skills = readSkills(row.skills);
  const own = applications.find((a) => a.job === row.id);
  return {
    id: row.id,
    title: row.title,
    company: row.company?.name ?? null,
    location: row.location,
    skills,
    match: percent(jobMatch(skills, levels)),
    gaps: skillGaps(skills, levels),
    matched: Boolean(own),
    application: own ? toOwnApplication(own, interviews) : null,
  };
}

/** The open jobs of the partner companies (newest first), each with the learner's match to it today, its gaps and their application. */
export async function readInternships(client: DirectusClient): Promise<Internship[]> {
  const { jobs, competencies, applications, interviews } = await readAtOnce(client, {
    jobs: read("seed_jobs", { fields: jobFields, filter: { status: { _eq: "open" } }, sort: ["-created_at", "-id"], limit: 50 }),
    competencies: competencyRead,
    applications: read("seed_applications", { fields: ownApplicationFields, limit: 100 }),
    interviews: interviewsRead(),
  });
  const levels = byKey(competencies);
  return jobs.map((row) => toInternship(row, levels, applications, interviews));
}

/**
 * One open job (its own page, issue 48), or null: a closed job and no job at all are the same "not
 * here"; `viewed`: the learner's view of it is counted already (issue 48, item 6).
 */
export async function readInternship(client: DirectusClient, id: number): Promise<(Internship & { viewed: boolean }) | null> {
  const { jobs, competencies, applications, interviews, views } = await readAtOnce(client, {
    jobs: read("seed_jobs", { fields: jobFields, filter: { _and: [{ id: { _eq: id } }, { status: { _eq: "open" } }] }, limit: 1 }),
    competencies: competencyRead,
    applications: read("seed_applications", { fields: ownApplicationFields, filter: { job: { _eq: id } }, limit: 1 }),
    interviews: interviewsRead({ application: { job: { _eq: id } } }),
    // Directus answers the learner's own views only.
    views: read("seed_job_views", { fields: ["id"], filter: { job: { _eq: id } }, limit: 1 }),
  });
  return jobs[0] ? { ...toInternship(jobs[0], byKey(competencies), applications, interviews), viewed: views.length > 0 } : null;
}

/**
 * Counts the learner's view of an open job's page (issue 48, item 6; ADR 046): one row per learner and
 * job, with their own token (Directus: their own row, an open job, once). Two tabs at once store one
 * row, the other is told it exists (RECORD_NOT_UNIQUE), which is the same; a failure never costs the
 * learner the page.
 */
export async function countJobView(client: DirectusClient, job: number) {
  try {
    await client.request(createItem("seed_job_views", { job }));
  } catch (error) {
    if (isDirectusError(error) && error.errors.some((e) => e.extensions?.code === "RECORD_NOT_UNIQUE")) return;
    console.error("Learner portal: could not count a job's view:", error);
  }
}

export interface PartnerCompany {
  id: number;
  name: string;
  domain: string | null;
  openJobs: { id: number; title: string }[];
}

/** The partner companies by name, each with its open jobs. */
export async function readCompanies(client: DirectusClient): Promise<PartnerCompany[]> {
  const { companies, jobs } = await readAtOnce(client, {
    companies: read("seed_companies", { fields: ["id", "name", "domain"], sort: ["name", "id"], limit: 100 }),
    jobs: read("seed_jobs", { fields: ["id", "title", "company"], filter: { status: { _eq: "open" } }, sort: ["title"], limit: 200 }),
  });
  return companies.map((row) => ({
    id: row.id,
    name: row.name,
    domain: row.domain,
    openJobs: jobs.filter((job) => job.company === row.id).map((job) => ({ id: job.id, title: job.title })),
  }));
}
