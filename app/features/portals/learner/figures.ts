// How the learner portal shows its numbers (spec 001 §4–5): shares 0–1 as whole percents clamped to
// 0–100, project statuses as colours, and the competency radar's polygon. Pure: tested in figures.test.ts.

/** A share (0–1, or anything Directus holds) as a whole percent, clamped to 0–100; not a number → 0. */
export function percent(share: unknown): number {
  const value = typeof share === "number" ? share : Number(share);
  if (!Number.isFinite(value)) return 0;
  return Math.round(Math.min(1, Math.max(0, value)) * 100);
}

export type ProjectStatus = "in-progress" | "blocked" | "passed";

/** Spec 001 §4: passed green, blocked red, anything else the primary colour. */
export function projectTone(status: string): "success" | "danger" | "primary" {
  if (status === "passed") return "success";
  if (status === "blocked") return "danger";
  return "primary";
}

/**
 * The radar chart's points: one axis per competency, clockwise from the top, each at its share of
 * `radius` from the centre (clamped like `percent`). Returns the SVG polygon's `points` and each axis's end.
 */
export function radarGeometry(shares: readonly number[], radius: number, centre = radius) {
  const axes = shares.map((share, i) => {
    const angle = (2 * Math.PI * i) / shares.length - Math.PI / 2;
    const r = (percent(share) / 100) * radius;
    const at = (length: number) => ({
      x: round(centre + length * Math.cos(angle)),
      y: round(centre + length * Math.sin(angle)),
    });
    return { point: at(r), end: at(radius), label: at(radius + 14) };
  });
  return { points: axes.map((a) => `${a.point.x},${a.point.y}`).join(" "), axes };
}
const round = (n: number) => Math.round(n * 10) / 10;

/** A skill a partner's job asks for (seed_jobs.skills): the level it wants and its weight in the match, both 0–1. */
export interface Skill {
  name: string;
  level: number;
  weight: number;
}

/** A skill the learner has below the level a job asks for: what they have and what is asked, as whole percents. */
export interface SkillGap {
  name: string;
  have: number;
  want: number;
}

/**
 * A job match's gaps (spec 001 §3): each skill the job asks for that the learner has below the level
 * asked (as whole percents, like `percent`; a competency never rated counts as 0), the widest gap
 * first, then by name.
 */
export function skillGaps(skills: readonly Skill[], competencies: Readonly<Record<string, number>>): SkillGap[] {
  return skills
    .map((skill) => ({ name: skill.name, have: percent(competencies[skill.name] ?? 0), want: percent(skill.level) }))
    .filter((gap) => gap.have < gap.want)
    .sort((a, b) => b.want - b.have - (a.want - a.have) || a.name.localeCompare(b.name));
}

/** A job's skills as Directus holds them (a JSON list, or anything else): the well-formed ones, levels and weights as numbers. */
export function readSkills(value: unknown): Skill[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((s): s is Record<string, unknown> => Boolean(s) && typeof s === "object" && typeof (s as { name?: unknown }).name === "string")
    .map((s) => ({ name: String(s.name), level: Number(s.level) || 0, weight: Number(s.weight) || 0 }));
}

/** The Monday (UTC) of a date's week: the week a competency snapshot belongs to (shared with Directus' hook). */
export { weekOf } from "../../../../cms/extensions/shared/graded-levels.mjs";

/** A week of the learner's progress: each competency's level and their average, as whole percents. */
export interface ProgressWeek {
  weekOf: string;
  average: number;
  levels: Record<string, number>;
}

/**
 * Competency snapshots (a row per competency and week) as weeks, oldest first, the last `weeks` of
 * them; each week's average is the mean of its levels, as a whole percent like `percent`.
 */
export function progressByWeek(rows: readonly { weekOf: string; key: string; value: unknown }[], weeks = 12): ProgressWeek[] {
  const byWeek = new Map<string, Record<string, number>>();
  for (const row of rows) {
    if (!/^\d{4}-\d{2}-\d{2}/.test(row.weekOf)) continue;
    const week = row.weekOf.slice(0, 10);
    const levels = byWeek.get(week) ?? {};
    levels[row.key] = Math.min(1, Math.max(0, Number(row.value) || 0));
    byWeek.set(week, levels);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-weeks)
    .map(([week, levels]) => {
      const values = Object.values(levels);
      return {
        weekOf: week,
        average: percent(values.reduce((sum, v) => sum + v, 0) / values.length),
        levels: Object.fromEntries(Object.entries(levels).map(([key, value]) => [key, percent(value)])),
      };
    });
}

/**
 * A line chart's points for percents (0–100, clamped) in a plot of `width` by `height` starting at
 * (`left`, `top`): evenly spaced from left to right (one point alone sits in the middle), 100 at the top.
 */
export function linePoints(
  values: readonly number[],
  { left = 0, top = 0, width, height }: { left?: number; top?: number; width: number; height: number },
) {
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  return values.map((value, i) => ({
    x: round(left + (values.length > 1 ? i * step : width / 2)),
    y: round(top + height - (Math.min(100, Math.max(0, value)) / 100) * height),
  }));
}

/**
 * The radar's competencies (ADR 042): each one the learner assessed themselves in, in that order, then
 * those only their grades give a level; each with its self-assessed level and its graded one, if any.
 */
export function radarItems({
  competencies,
  gradedCompetencies,
}: {
  competencies: readonly { key: string; value: number }[];
  gradedCompetencies: readonly { key: string; value: number; grades: number }[];
}) {
  const graded = new Map(gradedCompetencies.map((c) => [c.key, c]));
  const self = new Map(competencies.map((c) => [c.key, c.value]));
  const keys = [...new Set([...competencies.map((c) => c.key), ...gradedCompetencies.map((c) => c.key)])];
  return keys.map((key) => ({ key, self: self.get(key) ?? null, graded: graded.get(key) ?? null }));
}
