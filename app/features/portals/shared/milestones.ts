// A project's milestones (issue 49, item 4; ADR 052) as the teacher's and the learner's pages read
// them from `seed_projects.milestones`: each scored 0 to its points by the class's teacher.
import type { ProjectMilestone } from "~/features/cms/schema";
import { milestonePoints } from "../../../../cms/extensions/shared/projects.mjs";

export type Milestone = ProjectMilestone;

/** A stored milestones column as milestones (SQLite may hand back text); anything else is none. */
export function milestonesOf(value: unknown): Milestone[] {
  const rows = typeof value === "string" ? safeParse(value) : value;
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) => {
    if (!row || typeof row !== "object") return [];
    const m = row as Record<string, unknown>;
    if (typeof m.title !== "string") return [];
    return [
      {
        title: m.title,
        points: Number(m.points) || milestonePoints,
        score: m.score == null ? null : Number(m.score),
        feedback: typeof m.feedback === "string" ? m.feedback : null,
        graded_at: typeof m.graded_at === "string" ? m.graded_at : null,
      },
    ];
  });
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
