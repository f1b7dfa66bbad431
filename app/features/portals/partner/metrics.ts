import { numberFormat } from "~/features/i18n/intl-cache";
import { stages, jobMatch as matchOf, type Stage } from "../../../../cms/extensions/shared/hiring.mjs";

/**
 * Hiring metrics (spec 001 §3, §5, §9; issue 30): computed from a company's applications on every
 * read, never stored. An application moves applied → viewed → shortlisted → interview → offer →
 * accepted or declined, or ends rejected, withdrawn or expired (issue 48: the stages and who moves
 * them, cms/extensions/shared/hiring.mjs), with the time it reached each stage.
 */
export { stages, type Stage };
export const isStage = (value: unknown): value is Stage => stages.includes(value as Stage);

/** Spec 001 §9: an interview within 2.5 days of the shortlist. */
export const slaTargetDays = 2.5;

export interface ApplicationFacts {
  stage: Stage;
  viewedAt: string | null;
  shortlistedAt: string | null;
  interviewAt: string | null;
  offerAt: string | null;
  decidedAt: string | null;
}

/**
 * A hire's rating (issue 48, item 5; ADR 046), by a hiring manager some time after it: its quality
 * 1–5, and how many of the job's skills grew of how many the job asks for.
 */
export interface HireRatingFacts {
  quality: number;
  grown: number;
  skills: number;
}

/** How far each stage is along the way; declined and expired went as far as an offer. */
const depth: Record<Stage, number> = {
  applied: 0,
  viewed: 0,
  shortlisted: 1,
  interview: 2,
  offer: 3,
  accepted: 4,
  declined: 3,
  expired: 3,
  rejected: 0,
  withdrawn: 0,
};
/** How far an application went: its stage's depth, or, once rejected or withdrawn, the furthest stage it has a time for. */
function reached(a: Pick<ApplicationFacts, "stage"> & Partial<ApplicationFacts>): number {
  if (a.stage !== "rejected" && a.stage !== "withdrawn") return depth[a.stage] ?? 0;
  return a.offerAt ? 3 : a.interviewAt ? 2 : a.shortlistedAt ? 1 : 0;
}

/** A share 0–1 (or any number) as a whole percent, clamped to 0–100 (spec 001 §5). */
export function percent(share: number | null | undefined): number {
  if (share === null || share === undefined || !Number.isFinite(share)) return 0;
  return Math.min(100, Math.max(0, Math.round(share * 100)));
}

/** `count / previous` as a percent, 0 when the divisor is 0 (spec 001 §5). */
export function stageRate(count: number, previous: number): number {
  return previous > 0 ? percent(count / previous) : 0;
}

/**
 * The funnel (issue 48, item 6): the learners who opened the jobs' pages (seed_job_views, one per
 * learner and job), the applications, then how far the applications went.
 */
export const funnelStages = ["views", "applications", "shortlist", "interviews", "offers", "accepts"] as const;
export type FunnelStage = (typeof funnelStages)[number];
export interface FunnelStep {
  stage: FunnelStage;
  count: number;
  /** The count over the previous stage's, as a percent (the first stage: 100 when it has any). */
  rate: number;
}

/** Views → applications → shortlist → interviews → offers → accepts: the views, then how many applications reached each. */
export function funnel(
  applications: readonly (Pick<ApplicationFacts, "stage"> & Partial<ApplicationFacts>)[],
  views: number,
): FunnelStep[] {
  const atLeast = (level: number) => applications.filter((a) => reached(a) >= level).length;
  const counts = [
    views,
    applications.length,
    atLeast(1),
    atLeast(2),
    atLeast(3),
    applications.filter((a) => a.stage === "accepted").length,
  ];
  return funnelStages.map((stage, i) => ({
    stage,
    count: counts[i],
    rate: i === 0 ? (counts[0] > 0 ? 100 : 0) : stageRate(counts[i], counts[i - 1]),
  }));
}

const dayMs = 24 * 60 * 60 * 1000;
/** Days from one time to another, or null when either is missing, unreadable or the order is wrong. */
export function daysBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const span = Date.parse(to) - Date.parse(from);
  return Number.isFinite(span) && span >= 0 ? span / dayMs : null;
}

/** The mean of the numbers, one decimal; null when there are none. */
function mean(values: (number | null)[]): number | null {
  const given = values.filter((v): v is number => v !== null);
  return given.length ? Math.round((given.reduce((a, b) => a + b, 0) / given.length) * 10) / 10 : null;
}

export interface HiringMetrics {
  /** Mean days from shortlist (or view) to interview. */
  timeToInterview: number | null;
  /** Whether that mean keeps to the SLA target; null without interviews. */
  withinSla: boolean | null;
  /** Mean days from view to offer. */
  timeToOffer: number | null;
  /** Accepted over decided offers, as a percent; null when none is decided. */
  offerAcceptRate: number | null;
  /** The hires' mean rated quality (1–5) over the top rating, as a percent; null without a rating. */
  qualityOfHire: number | null;
  funnel: FunnelStep[];
}

/** The ratings' mean quality, 1–5; null without one. */
const meanQuality = (ratings: readonly HireRatingFacts[]) =>
  ratings.length ? ratings.reduce((sum, r) => sum + r.quality, 0) / ratings.length : null;

export function hiringMetrics(
  applications: readonly ApplicationFacts[],
  views: number,
  ratings: readonly HireRatingFacts[],
  slaDays = slaTargetDays,
): HiringMetrics {
  const timeToInterview = mean(applications.map((a) => daysBetween(a.shortlistedAt ?? a.viewedAt, a.interviewAt)));
  const decided = applications.filter((a) => a.stage === "accepted" || a.stage === "declined");
  const accepted = decided.filter((a) => a.stage === "accepted");
  const quality = meanQuality(ratings);
  return {
    timeToInterview,
    withinSla: timeToInterview === null ? null : timeToInterview <= slaDays,
    timeToOffer: mean(applications.map((a) => daysBetween(a.viewedAt, a.offerAt))),
    offerAcceptRate: decided.length ? stageRate(accepted.length, decided.length) : null,
    qualityOfHire: quality === null ? null : percent(quality / 5),
    funnel: funnel(applications, views),
  };
}

export const priorities = ["HIGH", "MEDIUM", "none"] as const;
export type Priority = (typeof priorities)[number];
/** Open jobs by priority (HIGH, MEDIUM, none), every priority listed. */
export function openJobsByPriority(jobs: readonly { priority: string | null; status: string }[]): Record<Priority, number> {
  const counts: Record<Priority, number> = { HIGH: 0, MEDIUM: 0, none: 0 };
  for (const job of jobs) {
    if (job.status !== "open") continue;
    counts[job.priority === "HIGH" || job.priority === "MEDIUM" ? job.priority : "none"]++;
  }
  return counts;
}

/**
 * A candidate's match to a job: each skill's weight times how much of the level the learner has
 * (capped at 1), over the weights; 0–1. Competencies are 0–1 by key.
 */
export function jobMatch(skills: readonly { name: string; level: number; weight: number }[], competencies: Record<string, number>): number {
  // One formula for the app and for Directus, which stores a learner's match when they apply.
  return matchOf(skills, competencies);
}

/** A whole number of đồng from a bigInteger column (PostgreSQL's driver answers it as text); 0 when unreadable. */
export const vnd = (value: unknown) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
};

/**
 * Training analytics (spec 001 §3; issue 48, item 5, ADR 046), from the hiring managers' ratings:
 * skill delta (the mean share of a hire's job skills that grew, in percent), cohort quality (the share
 * of rated hires rated 4 or 5) and the ROI estimate: (hires × the company's value of a hire − a year's
 * fee) / a year's fee, as a percent, with the figures it is computed from.
 */
export function trainingMetrics(hires: number, ratings: readonly HireRatingFacts[], monthlyFeeVnd: number, hireValueVnd: number) {
  const shares = ratings.filter((r) => r.skills > 0).map((r) => Math.min(1, r.grown / r.skills));
  const yearFeeVnd = monthlyFeeVnd * 12;
  return {
    skillDelta: shares.length ? percent(shares.reduce((a, b) => a + b, 0) / shares.length) : null,
    cohortQuality: ratings.length ? percent(ratings.filter((r) => r.quality >= 4).length / ratings.length) : null,
    /** Null without a fee. */
    roiEstimate: yearFeeVnd > 0 ? Math.round(((hires * hireValueVnd - yearFeeVnd) / yearFeeVnd) * 100) : null,
    roi: { hires, hireValueVnd, yearFeeVnd },
    rated: ratings.length,
  };
}

/** An amount in Vietnamese đồng, written the way the page's language writes money. */
export function formatVnd(amount: number, language: string): string {
  return numberFormat(language, { style: "currency", currency: "VND", maximumFractionDigits: 0 }).format(amount);
}
