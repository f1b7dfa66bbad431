import { expect, test } from "vitest";
import { percent, projectTone, radarGeometry, readSkills, skillGaps } from "./figures";

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
