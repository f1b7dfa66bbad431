import { expect, test } from "vitest";
import { gradedLevels } from "../../../../cms/extensions/shared/graded-levels.mjs";
import { linePoints, percent, progressByWeek, projectTone, radarGeometry, radarItems, readSkills, skillGaps, weekOf } from "./figures";

test("shares show as whole percents, clamped to 0–100", () => {
  expect(percent(0.724)).toBe(72);
  expect(percent(0.725)).toBe(73);
  expect(percent(1.7)).toBe(100);
  expect(percent(-0.2)).toBe(0);
  expect(percent("0.5")).toBe(50);
  expect(percent(null)).toBe(0);
  expect(percent(Number.NaN)).toBe(0);
  expect(percent("much")).toBe(0);
});

test("a passed project is green, a blocked one red, anything else the primary colour", () => {
  expect(projectTone("passed")).toBe("success");
  expect(projectTone("blocked")).toBe("danger");
  expect(projectTone("in-progress")).toBe("primary");
  expect(projectTone("whatever")).toBe("primary");
});

test("the radar's first axis points up and each point sits at its share of the radius", () => {
  const { points, axes } = radarGeometry([1, 0.5, 0, 0.5], 100);
  expect(axes[0].point).toEqual({ x: 100, y: 0 }); // full share, straight up
  expect(axes[1].point).toEqual({ x: 150, y: 100 }); // half, to the right
  expect(axes[2].point).toEqual({ x: 100, y: 100 }); // nothing: the centre
  expect(axes[3].point).toEqual({ x: 50, y: 100 });
  expect(points).toBe("100,0 150,100 100,100 50,100");
  expect(radarGeometry([2, -1, 0.5], 10).axes.map((a) => a.point)).toEqual([
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 5.7, y: 12.5 },
  ]);
});

test("a job match's gaps: the skills below the level asked, widest first, an unrated skill as 0", () => {
  const skills = [
    { name: "research", level: 0.6, weight: 0.4 },
    { name: "analytics", level: 0.5, weight: 0.3 },
    { name: "negotiation", level: 0.3, weight: 0.3 },
    { name: "content", level: 0.5, weight: 0.3 },
  ];
  expect(skillGaps(skills, { research: 0.72, analytics: 0.48, content: 0.5 })).toEqual([
    { name: "negotiation", have: 0, want: 30 },
    { name: "analytics", have: 48, want: 50 },
  ]);
  // Levels beyond 0–1 are clamped like every percent; a skill met exactly is no gap.
  expect(skillGaps([{ name: "ads", level: 1.4, weight: 1 }], { ads: 1 })).toEqual([]);
  expect(skillGaps([], { ads: 0.1 })).toEqual([]);
});

test("a job's skills as Directus holds them: only well-formed ones, numbers as numbers", () => {
  expect(readSkills([{ name: "ads", level: "0.5", weight: 0.6 }, { level: 1 }, null, "ads", { name: "seo" }])).toEqual([
    { name: "ads", level: 0.5, weight: 0.6 },
    { name: "seo", level: 0, weight: 0 },
  ]);
  expect(readSkills("ads")).toEqual([]);
  expect(readSkills(null)).toEqual([]);
});

test("a snapshot's week is the Monday of its day (UTC)", () => {
  expect(weekOf(new Date("2026-11-27T21:00:00Z"))).toBe("2026-11-23"); // a Friday
  expect(weekOf(new Date("2026-11-23T00:00:00Z"))).toBe("2026-11-23"); // the Monday itself
  expect(weekOf(new Date("2026-11-29T23:59:00Z"))).toBe("2026-11-23"); // the Sunday after
  expect(weekOf(new Date("2027-01-01T08:00:00Z"))).toBe("2026-12-28"); // across a year
});

test("snapshots make weeks, oldest first, each with its levels and their average as whole percents", () => {
  const rows = [
    { weekOf: "2026-11-23", key: "ads", value: 0.5 },
    { weekOf: "2026-11-16", key: "ads", value: 0.2 },
    { weekOf: "2026-11-23", key: "content", value: 0.75 },
    { weekOf: "2026-11-16", key: "content", value: 1.4 },
    { weekOf: "nonsense", key: "ads", value: 1 },
  ];
  expect(progressByWeek(rows)).toEqual([
    { weekOf: "2026-11-16", average: 60, levels: { ads: 20, content: 100 } },
    { weekOf: "2026-11-23", average: 63, levels: { ads: 50, content: 75 } },
  ]);
  expect(progressByWeek(rows, 1).map((w) => w.weekOf)).toEqual(["2026-11-23"]);
  expect(progressByWeek([])).toEqual([]);
});

test("a line chart's points: evenly spaced, 100% at the top, clamped; one point in the middle", () => {
  expect(linePoints([0, 50, 100, 150], { left: 10, top: 5, width: 300, height: 100 })).toEqual([
    { x: 10, y: 105 },
    { x: 110, y: 55 },
    { x: 210, y: 5 },
    { x: 310, y: 5 },
  ]);
  expect(linePoints([25], { width: 200, height: 80 })).toEqual([{ x: 100, y: 60 }]);
  expect(linePoints([], { width: 200, height: 80 })).toEqual([]);
});

test("the radar lists the self-assessed competencies first, then those only grades give, each with both levels", () => {
  const items = radarItems({
    competencies: [
      { key: "research", value: 0.6 },
      { key: "content", value: 0.4 },
    ],
    gradedCompetencies: [
      { key: "analytics", value: 0.9, grades: 1 },
      { key: "research", value: 0.8, grades: 2 },
    ],
  });
  expect(items).toEqual([
    { key: "research", self: 0.6, graded: { key: "research", value: 0.8, grades: 2 } },
    { key: "content", self: 0.4, graded: null },
    { key: "analytics", self: null, graded: { key: "analytics", value: 0.9, grades: 1 } },
  ]);
});

test("graded levels: the mean of grade / maximum over the items counting towards each competency", () => {
  const levels = gradedLevels([
    { grade: 8, max_grade: 10, competencies: ["research", "analytics"] },
    { grade: 15, max_grade: 20, competencies: '["research"]' },
    // Items made before a maximum count out of 10; a missing grade, an unparsable list, none count.
    { grade: 5, max_grade: null, competencies: ["content", "content"] },
    { grade: null, max_grade: 10, competencies: ["research"] },
    { grade: 10, max_grade: 10, competencies: "not json" },
    { grade: 12, max_grade: 10, competencies: ["ads"] },
  ]);
  expect(Object.fromEntries(levels)).toEqual({
    research: { value: 0.78, grades: 2 },
    analytics: { value: 0.8, grades: 1 },
    content: { value: 0.5, grades: 1 },
    ads: { value: 1, grades: 1 },
  });
});
