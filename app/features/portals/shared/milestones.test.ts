import { describe, expect, test } from "vitest";
import { projectState } from "../../../../cms/extensions/shared/projects.mjs";
import { milestonesOf } from "./milestones";

const m = (score: number | null, points = 10) => ({ title: "x", points, score });

describe("projectState (ADR 052)", () => {
  test("nothing graded: in progress, no progress, no grade", () => {
    expect(projectState([m(null), m(null)])).toEqual({ status: "in-progress", progress: 0, grade: null });
  });
  test("a milestone met moves progress; the grade is the scores so far out of 10", () => {
    expect(projectState([m(8), m(null)])).toEqual({ status: "in-progress", progress: 0.5, grade: 4 });
  });
  test("a graded milestone below half its points blocks the project", () => {
    expect(projectState([m(8), m(3)])).toEqual({ status: "blocked", progress: 0.5, grade: 5.5 });
  });
  test("every milestone met: passed, full progress", () => {
    expect(projectState([m(8), m(7)])).toEqual({ status: "passed", progress: 1, grade: 7.5 });
    expect(projectState([m(5), m(2.5, 5)])).toEqual({ status: "passed", progress: 1, grade: 5 });
  });
  test("no milestones (a project made by hand): in progress", () => {
    expect(projectState([])).toEqual({ status: "in-progress", progress: 0, grade: null });
    expect(projectState(null)).toEqual({ status: "in-progress", progress: 0, grade: null });
  });
});

describe("milestonesOf", () => {
  test("reads stored JSON (text too) and drops what is not a milestone", () => {
    const stored = [{ title: "Research", points: 10, score: 6, feedback: "Good", graded_at: "2031-01-01T00:00:00Z" }, { nope: 1 }, null];
    expect(milestonesOf(JSON.stringify(stored))).toEqual([stored[0]]);
    expect(milestonesOf("not json")).toEqual([]);
    expect(milestonesOf([{ title: "Plan" }])).toEqual([{ title: "Plan", points: 10, score: null, feedback: null, graded_at: null }]);
  });
});
