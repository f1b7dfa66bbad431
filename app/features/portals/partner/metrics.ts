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
  /** 0–1, rated after a hire; null until then. */
  quality: number | null;
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

export const funnelStages = ["views", "shortlist", "interviews", "offers", "accepts"] as const;
export type FunnelStage = (typeof funnelStages)[number];
export interface FunnelStep {
  stage: FunnelStage;
  count: number;
  /** The count over the previous stage's, as a percent (the first stage: 100 when it has any). */
  rate: number;
}

/** Views → shortlist → interviews → offers → accepts: how many applications reached each. */
export function funnel(applications: readonly (Pick<ApplicationFacts, "stage"> & Partial<ApplicationFacts>)[]): FunnelStep[] {
  const atLeast = (level: number) => applications.filter((a) => reached(a) >= level).length;
  const counts = [applications.length, atLeast(1), atLeast(2), atLeast(3), applications.filter((a) => a.stage === "accepted").length];
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
  /** The mean rated quality of the hires, as a percent; null without a rating. */
  qualityOfHire: number | null;
  funnel: FunnelStep[];
}

export function hiringMetrics(applications: readonly ApplicationFacts[], slaDays = slaTargetDays): HiringMetrics {
  const timeToInterview = mean(applications.map((a) => daysBetween(a.shortlistedAt ?? a.viewedAt, a.interviewAt)));
  const decided = applications.filter((a) => a.stage === "accepted" || a.stage === "declined");
  const accepted = decided.filter((a) => a.stage === "accepted");
  const rated = accepted.map((a) => a.quality).filter((q): q is number => q !== null && Number.isFinite(q));
  return {
    timeToInterview,
    withinSla: timeToInterview === null ? null : timeToInterview <= slaDays,
    timeToOffer: mean(applications.map((a) => daysBetween(a.viewedAt, a.offerAt))),
    offerAcceptRate: decided.length ? stageRate(accepted.length, decided.length) : null,
    qualityOfHire: rated.length ? percent(rated.reduce((a, b) => a + b, 0) / rated.length) : null,
    funnel: funnel(applications),
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

/** Training analytics (spec 001 §3): skill delta, cohort quality and an ROI estimate. */
export function trainingMetrics(
  hires: readonly { match: number | null; quality: number | null }[],
  monthlyFeeVnd: number,
  hireValueVnd = 60_000_000,
) {
  const quality = hires.map((h) => h.quality).filter((q): q is number => q !== null);
  const matches = hires.map((h) => h.match).filter((m): m is number => m !== null);
  const avg = (values: number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : null);
  const q = avg(quality);
  const m = avg(matches);
  return {
    /** How much the hires grew after joining: rated quality over their match when hired, in points. */
    skillDelta: q === null || m === null ? null : Math.round((q - m) * 100),
    cohortQuality: q === null ? null : percent(q),
    /** (value of the hires − a year's fee) / a year's fee, as a percent; null without a fee. */
    roiEstimate: monthlyFeeVnd > 0 ? Math.round(((quality.length * hireValueVnd - monthlyFeeVnd * 12) / (monthlyFeeVnd * 12)) * 100) : null,
  };
}

/** An amount in Vietnamese đồng, written the way the page's language writes money. */
export function formatVnd(amount: number, language: string): string {
  return numberFormat(language, { style: "currency", currency: "VND", maximumFractionDigits: 0 }).format(amount);
}
