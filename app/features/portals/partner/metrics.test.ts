import { describe, expect, test } from "vitest";
import {
  daysBetween,
  formatVnd,
  funnel,
  hiringMetrics,
  jobMatch,
  openJobsByPriority,
  percent,
  stageRate,
  trainingMetrics,
  type ApplicationFacts,
} from "./metrics";

const app = (stage: ApplicationFacts["stage"], extra: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  stage,
  viewedAt: null,
  shortlistedAt: null,
  interviewAt: null,
  offerAt: null,
  decidedAt: null,
  quality: null,
  ...extra,
});

describe("funnel", () => {
  test("each stage is the count over the previous one; 0 when that is 0", () => {
    expect(funnel([])).toEqual([
      { stage: "views", count: 0, rate: 0 },
      { stage: "shortlist", count: 0, rate: 0 },
      { stage: "interviews", count: 0, rate: 0 },
      { stage: "offers", count: 0, rate: 0 },
      { stage: "accepts", count: 0, rate: 0 },
    ]);
    const steps = funnel([
      app("viewed"),
      app("viewed"),
      app("shortlisted"),
      app("interview"),
      app("offer"),
      app("declined"),
      app("accepted"),
    ]);
    expect(steps.map((s) => s.count)).toEqual([7, 5, 4, 3, 1]);
    expect(steps.map((s) => s.rate)).toEqual([100, 71, 80, 75, 33]);
  });

  test("a stage with nothing before it is 0, not NaN or Infinity", () => {
    expect(stageRate(0, 0)).toBe(0);
    expect(stageRate(3, 0)).toBe(0);
    expect(funnel([app("viewed")]).map((s) => s.rate)).toEqual([100, 0, 0, 0, 0]);
  });

  test("shortlisting one more changes the counts by one and recomputes the percentages", () => {
    const before = funnel([app("viewed"), app("viewed"), app("shortlisted")]);
    const after = funnel([app("viewed"), app("shortlisted"), app("shortlisted")]);
    expect(after[1].count - before[1].count).toBe(1);
    expect([before[1].rate, after[1].rate]).toEqual([33, 67]);
  });
});

describe("percent", () => {
  test("rounds and clamps to 0–100", () => {
    expect(percent(0.456)).toBe(46);
    expect(percent(1.7)).toBe(100);
    expect(percent(-0.2)).toBe(0);
    expect(percent(Number.NaN)).toBe(0);
    expect(percent(null)).toBe(0);
  });
});

describe("hiring metrics", () => {
  test("time to interview against the 2.5-day SLA, time to offer, accept rate, quality of hire", () => {
    const metrics = hiringMetrics([
      app("accepted", {
        viewedAt: "2026-01-01T00:00:00Z",
        shortlistedAt: "2026-01-02T00:00:00Z",
        interviewAt: "2026-01-04T00:00:00Z",
        offerAt: "2026-01-09T00:00:00Z",
        quality: 0.8,
      }),
      app("declined", {
        viewedAt: "2026-01-01T00:00:00Z",
        shortlistedAt: "2026-01-01T00:00:00Z",
        interviewAt: "2026-01-04T00:00:00Z",
        offerAt: "2026-01-11T00:00:00Z",
      }),
      app("viewed", { viewedAt: "2026-01-01T00:00:00Z" }),
    ]);
    expect(metrics.timeToInterview).toBe(2.5);
    expect(metrics.withinSla).toBe(true);
    expect(metrics.timeToOffer).toBe(9);
    expect(metrics.offerAcceptRate).toBe(50);
    expect(metrics.qualityOfHire).toBe(80);
  });

  test("over the SLA is reported; nothing yet is null, never a division by zero", () => {
    const late = hiringMetrics([app("interview", { shortlistedAt: "2026-01-01T00:00:00Z", interviewAt: "2026-01-04T12:00:00Z" })]);
    expect(late.timeToInterview).toBe(3.5);
    expect(late.withinSla).toBe(false);
    const none = hiringMetrics([]);
    expect(none).toMatchObject({ timeToInterview: null, withinSla: null, timeToOffer: null, offerAcceptRate: null, qualityOfHire: null });
  });

  test("a time backwards or unreadable is left out", () => {
    expect(daysBetween("2026-01-02T00:00:00Z", "2026-01-01T00:00:00Z")).toBeNull();
    expect(daysBetween("nonsense", "2026-01-01T00:00:00Z")).toBeNull();
    expect(daysBetween(null, "2026-01-01T00:00:00Z")).toBeNull();
  });
});

test("open jobs by priority: HIGH, MEDIUM and none; closed jobs are not counted", () => {
  expect(
    openJobsByPriority([
      { priority: "HIGH", status: "open" },
      { priority: "MEDIUM", status: "open" },
      { priority: null, status: "open" },
      { priority: "LOW?", status: "open" },
      { priority: "HIGH", status: "closed" },
    ]),
  ).toEqual({ HIGH: 1, MEDIUM: 1, none: 2 });
});

test("job match weighs each skill's level, capped, 0–1", () => {
  const skills = [
    { name: "ads", level: 0.5, weight: 0.6 },
    { name: "analytics", level: 0.4, weight: 0.4 },
  ];
  expect(jobMatch(skills, { ads: 0.5, analytics: 0.8 })).toBe(1);
  expect(jobMatch(skills, { ads: 0.25 })).toBeCloseTo(0.3);
  expect(jobMatch([], { ads: 1 })).toBe(0);
});

test("training: skill delta, cohort quality, ROI; nothing yet is null", () => {
  expect(trainingMetrics([{ match: 0.6, quality: 0.8 }], 5_000_000, 120_000_000)).toEqual({
    skillDelta: 20,
    cohortQuality: 80,
    roiEstimate: 100,
  });
  expect(trainingMetrics([], 0)).toEqual({ skillDelta: null, cohortQuality: null, roiEstimate: null });
});

test("VND is written per language, without decimals", () => {
  expect(formatVnd(49_000_000, "vi").replace(/\s/g, " ")).toBe("49.000.000 ₫");
  expect(formatVnd(49_000_000, "en")).toBe("₫49,000,000");
});
