export const maxMilestones: number;
export const maxMilestoneTitle: number;
export const maxMilestoneFeedback: number;
export const milestonePoints: number;
export const passShare: number;
export function projectState(milestones: readonly { points: number; score: number | null }[] | null): {
  status: "in-progress" | "blocked" | "passed";
  progress: number;
  grade: number | null;
};
