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
  ...extra,
});

describe("funnel", () => {
  test("each stage is the count over the previous one; 0 when that is 0", () => {
    expect(funnel([], 0)).toEqual([
      { stage: "views", count: 0, rate: 0 },
      { stage: "applications", count: 0, rate: 0 },
      { stage: "shortlist", count: 0, rate: 0 },
      { stage: "interviews", count: 0, rate: 0 },
      { stage: "offers", count: 0, rate: 0 },
      { stage: "accepts", count: 0, rate: 0 },
    ]);
    const steps = funnel(
      [app("viewed"), app("viewed"), app("shortlisted"), app("interview"), app("offer"), app("declined"), app("accepted")],
      10,
    );
    // The views are the learners who opened the jobs' pages (issue 48, item 6), not the applications.
    expect(steps.map((s) => s.count)).toEqual([10, 7, 5, 4, 3, 1]);
    expect(steps.map((s) => s.rate)).toEqual([100, 70, 71, 80, 75, 33]);
  });

  test("a stage with nothing before it is 0, not NaN or Infinity", () => {
    expect(stageRate(0, 0)).toBe(0);
    expect(stageRate(3, 0)).toBe(0);
    expect(funnel([app("viewed")], 1).map((s) => s.rate)).toEqual([100, 100, 0, 0, 0, 0]);
    // An application without a counted view (made before views were counted) is not a rate over 100.
    expect(funnel([app("viewed"), app("viewed")], 1).map((s) => s.rate)).toEqual([100, 100, 0, 0, 0, 0]);
  });

  test("shortlisting one more changes the counts by one and recomputes the percentages", () => {
    const before = funnel([app("viewed"), app("viewed"), app("shortlisted")], 3);
    const after = funnel([app("viewed"), app("shortlisted"), app("shortlisted")], 3);
    expect(after[2].count - before[2].count).toBe(1);
    expect([before[2].rate, after[2].rate]).toEqual([33, 67]);
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
  test("time to interview against the 2.5-day SLA, time to offer, accept rate, quality of hire from the ratings", () => {
    const metrics = hiringMetrics(
      [
        app("accepted", {
          viewedAt: "2026-01-01T00:00:00Z",
          shortlistedAt: "2026-01-02T00:00:00Z",
          interviewAt: "2026-01-04T00:00:00Z",
          offerAt: "2026-01-09T00:00:00Z",
        }),
        app("declined", {
          viewedAt: "2026-01-01T00:00:00Z",
          shortlistedAt: "2026-01-01T00:00:00Z",
          interviewAt: "2026-01-04T00:00:00Z",
          offerAt: "2026-01-11T00:00:00Z",
        }),
        app("viewed", { viewedAt: "2026-01-01T00:00:00Z" }),
      ],
      3,
      // Two ratings, 4 and 5 of 5: 90%.
      [
        { quality: 4, grown: 1, skills: 2 },
        { quality: 5, grown: 2, skills: 2 },
      ],
    );
    expect(metrics.timeToInterview).toBe(2.5);
    expect(metrics.withinSla).toBe(true);
    expect(metrics.timeToOffer).toBe(9);
    expect(metrics.offerAcceptRate).toBe(50);
    expect(metrics.qualityOfHire).toBe(90);
  });

  test("over the SLA is reported; nothing yet is null, never a division by zero", () => {
    const late = hiringMetrics([app("interview", { shortlistedAt: "2026-01-01T00:00:00Z", interviewAt: "2026-01-04T12:00:00Z" })], 1, []);
    expect(late.timeToInterview).toBe(3.5);
    expect(late.withinSla).toBe(false);
    const none = hiringMetrics([], 0, []);
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

test("training from the ratings: skill delta, cohort quality, ROI with the company's value of a hire; nothing yet is null", () => {
  const ratings = [
    { quality: 5, grown: 1, skills: 2 },
    { quality: 3, grown: 2, skills: 2 },
  ];
  // Two hires worth 120,000,000 each against a year of a 5,000,000 fee: (240 − 60) / 60 = 300%.
  expect(trainingMetrics(2, ratings, 5_000_000, 120_000_000)).toEqual({
    skillDelta: 75,
    cohortQuality: 50,
    roiEstimate: 300,
    roi: { hires: 2, hireValueVnd: 120_000_000, yearFeeVnd: 60_000_000 },
    rated: 2,
  });
  // The company's value changes the estimate, nothing else.
  expect(trainingMetrics(2, ratings, 5_000_000, 60_000_000).roiEstimate).toBe(100);
  expect(trainingMetrics(0, [], 0, 60_000_000)).toMatchObject({ skillDelta: null, cohortQuality: null, roiEstimate: null, rated: 0 });
});

test("VND is written per language, without decimals", () => {
  expect(formatVnd(49_000_000, "vi").replace(/\s/g, " ")).toBe("49.000.000 ₫");
  expect(formatVnd(49_000_000, "en")).toBe("₫49,000,000");
});
