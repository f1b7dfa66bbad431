/** A learner's graded competency levels (./graded-levels.mjs), as the app reads them. */
export function weekOf(date: Date): string;
export function gradedLevels(
  grades: readonly { grade: unknown; max_grade: unknown; competencies: unknown }[],
): Map<string, { value: number; grades: number }>;
