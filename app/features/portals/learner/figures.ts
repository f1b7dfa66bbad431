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
