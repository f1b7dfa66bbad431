// Projects from partners' briefs (issue 49, item 4; ADR 052), declared once for the app (the
// teacher's project pages, the learner's) and the Directus hook (cms/extensions/seed-teaching-rules)
// that derives a project's status, progress and grade from its milestones on every write.
// Plain JavaScript with no imports: a hook can import only what is copied with it.

/** A project has 1 to this many milestones. */
export const maxMilestones = 10;
/** A milestone's title: 1 to this many characters. */
export const maxMilestoneTitle = 200;
/** A milestone's feedback: at most this many characters. */
export const maxMilestoneFeedback = 2000;
/** Each milestone is scored 0 to its points (the app makes them 10 each). */
export const milestonePoints = 10;
/** A milestone is met when its score is at least this share of its points; below it the project is blocked. */
export const passShare = 0.5;

/**
 * What a project's milestones make of it: `progress` the share of milestones met (0–1), `status`
 * "passed" once every milestone is met, "blocked" while a graded one is below the pass mark (the
 * learner reworks it and the teacher grades it again), else "in-progress"; `grade` the scores so far
 * out of 10 (null until one is graded).
 *
 * @param {{ points: number, score: number | null }[]} milestones
 * @returns {{ status: "in-progress" | "blocked" | "passed", progress: number, grade: number | null }}
 */
export function projectState(milestones) {
  const list = Array.isArray(milestones) ? milestones : [];
  if (!list.length) return { status: "in-progress", progress: 0, grade: null };
  const graded = list.filter((m) => m.score != null);
  const met = graded.filter((m) => Number(m.score) >= Number(m.points) * passShare);
  const points = list.reduce((sum, m) => sum + Number(m.points), 0);
  const scored = graded.reduce((sum, m) => sum + Number(m.score), 0);
  const status = met.length === list.length ? "passed" : graded.length > met.length ? "blocked" : "in-progress";
  return {
    status,
    progress: Math.round((met.length / list.length) * 1000) / 1000,
    grade: graded.length ? Math.round((scored / points) * 100) / 10 : null,
  };
}
