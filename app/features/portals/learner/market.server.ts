// The learner portal's market (spec 001 §2–3, issue 26): the partner companies, their open jobs
// (internships) and the learner's own job matches, all from the partner portal's rows (issue 30),
// read with the learner's own token. Directus' row rules (cms/permissions/partners.mjs, "seed-user")
// let a learner read companies by name, open jobs and the applications that are theirs only.
import type { DirectusClient } from "~/features/cms/directus.server";
import { readAtOnce, type Reads } from "~/features/cms/read-at-once.server";
import { isStage, jobMatch, type Stage } from "~/features/portals/partner/metrics";
import { rejectReasons, type RejectReason } from "../../../../cms/extensions/shared/hiring.mjs";
import { percent, readSkills, skillGaps, type Skill, type SkillGap } from "./figures";

type Row = Record<string, unknown>;
const num = (value: unknown) => (typeof value === "number" ? value : Number(value) || 0);
const str = (value: unknown) => (typeof value === "string" ? value : null);
const object = (value: unknown) => (value && typeof value === "object" ? (value as Row) : null);

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
export const jobMatchRead = [
  "seed_applications",
  { fields: ["id", "match", "stage", "job.title", "job.skills", "job.company.name"], sort: ["-match", "id"], limit: 10 },
] satisfies Reads[string];

/** The learner's competencies by key (0–1), for the gaps. */
export const competencyRead = ["seed_competencies", { fields: ["key", "value"], sort: ["id"], limit: 20 }] satisfies Reads[string];

const byKey = (competencies: Row[]) => Object.fromEntries(competencies.map((c) => [String(c.key), num(c.value)]));

/** The job matches as the dashboard shows them. */
export function toJobMatches(applications: Row[], competencies: Row[]): JobMatch[] {
  const levels = byKey(competencies);
  return applications.map((row) => {
    const job = object(row.job);
    return {
      id: num(row.id),
      company: str(object(job?.company)?.name),
      role: str(job?.title),
      match: percent(row.match),
      stage: String(row.stage ?? "viewed"),
      gaps: job ? skillGaps(readSkills(job.skills), levels) : [],
    };
  });
}

/** The learner's own application to a job (issue 48): its stage, and why it was turned down when it was. */
export interface OwnApplication {
  id: number;
  stage: Stage;
  appliedAt: string | null;
  rejectReason: RejectReason | null;
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

const ownApplicationFields = ["id", "job", "stage", "applied_at", "reject_reason"];
const toOwnApplication = (row: Row): OwnApplication => ({
  id: num(row.id),
  stage: isStage(row.stage) ? row.stage : "viewed",
  appliedAt: str(row.applied_at),
  rejectReason: (rejectReasons as readonly unknown[]).includes(row.reject_reason) ? (row.reject_reason as RejectReason) : null,
});

const jobFields = ["id", "title", "skills", "location", "company.name"];

/** A job row as the internships page shows it, with the learner's match today and their application. */
function toInternship(row: Row, levels: Record<string, number>, applications: Row[]): Internship {
  const skills = readSkills(row.skills);
  const own = applications.find((a) => num(a.job) === num(row.id));
  return {
    id: num(row.id),
    title: String(row.title ?? ""),
    company: str(object(row.company)?.name),
    location: String(row.location ?? "HYBRID"),
    skills,
    match: percent(jobMatch(skills, levels)),
    gaps: skillGaps(skills, levels),
    matched: Boolean(own),
    application: own ? toOwnApplication(own) : null,
  };
}

/** The open jobs of the partner companies (newest first), each with the learner's match to it today, its gaps and their application. */
export async function readInternships(client: DirectusClient): Promise<Internship[]> {
  const { jobs, competencies, applications } = await readAtOnce(client, {
    jobs: ["seed_jobs", { fields: jobFields, filter: { status: { _eq: "open" } }, sort: ["-created_at", "-id"], limit: 50 }],
    competencies: competencyRead,
    applications: ["seed_applications", { fields: ownApplicationFields, limit: 100 }],
  });
  const levels = byKey(competencies);
  return jobs.map((row) => toInternship(row, levels, applications));
}

/** One open job (its own page, issue 48), or null: a closed job and no job at all are the same "not here". */
export async function readInternship(client: DirectusClient, id: number): Promise<Internship | null> {
  const { jobs, competencies, applications } = await readAtOnce(client, {
    jobs: ["seed_jobs", { fields: jobFields, filter: { _and: [{ id: { _eq: id } }, { status: { _eq: "open" } }] }, limit: 1 }],
    competencies: competencyRead,
    applications: ["seed_applications", { fields: ownApplicationFields, filter: { job: { _eq: id } }, limit: 1 }],
  });
  return jobs[0] ? toInternship(jobs[0], byKey(competencies), applications) : null;
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
    companies: ["seed_companies", { fields: ["id", "name", "domain"], sort: ["name", "id"], limit: 100 }],
    jobs: ["seed_jobs", { fields: ["id", "title", "company"], filter: { status: { _eq: "open" } }, sort: ["title"], limit: 200 }],
  });
  return companies.map((row) => ({
    id: num(row.id),
    name: String(row.name ?? ""),
    domain: str(row.domain),
    openJobs: jobs.filter((job) => num(job.company) === num(row.id)).map((job) => ({ id: num(job.id), title: String(job.title ?? "") })),
  }));
}
