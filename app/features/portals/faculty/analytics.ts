// The faculty dashboard's analytics snapshot (spec 001 §2: pass rate, average grade, participation,
// at-risk learners, computed from grades AND attendance). Pure: tested in analytics.test.ts.
import { learnerAttendance, participation, type AttendanceMark } from "./attendance";

/** A grade is out of 10; 5 passes (the academy's scale). */
export const passMark = 5;
/** A learner present at fewer than this share of their classes' recent meetings is at risk. */
export const attendanceThreshold = 0.75;

/** A grade given to a learner (`learnerId`, shown as `learner`). */
export interface GivenGrade {
  learnerId: string;
  learner: string;
  grade: number;
}
/** Why a learner is at risk: their average grade is below the pass mark, their attendance below the threshold. */
export type RiskReason = "grade" | "attendance";
export interface AtRiskLearner {
  id: string;
  name: string;
  reasons: RiskReason[];
  /** Their average grade (one decimal), null without grades. */
  averageGrade: number | null;
  /** Their share of the recent meetings they were present at, null without marks. */
  attendance: number | null;
}
export interface AnalyticsSnapshot {
  passRate: number | null;
  averageGrade: number | null;
  participation: number | null;
  atRisk: AtRiskLearner[];
}

const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * The snapshot from the grades given and the attendance marks of the teacher's classes. `learners`
 * names everyone enrolled (id → name): a learner with marks but no grades can be at risk too.
 */
export function analyticsSnapshot(
  grades: readonly GivenGrade[],
  marks: readonly AttendanceMark[],
  learners: ReadonlyMap<string, string>,
): AnalyticsSnapshot {
  const values = grades.map((g) => g.grade);
  const byLearner = new Map<string, number[]>();
  for (const g of grades) byLearner.set(g.learnerId, [...(byLearner.get(g.learnerId) ?? []), g.grade]);
  const attendance = learnerAttendance(marks);
  const names = new Map(learners);
  for (const g of grades) if (!names.has(g.learnerId)) names.set(g.learnerId, g.learner);
  const atRisk: AtRiskLearner[] = [];
  for (const [id, name] of names) {
    const own = byLearner.get(id);
    const averageGrade = own?.length ? oneDecimal(average(own)) : null;
    const rate = attendance.get(id) ?? null;
    const reasons: RiskReason[] = [];
    // The unrounded average decides: 4.96 is below 5 even if it shows as 5.0.
    if (own?.length && average(own) < passMark) reasons.push("grade");
    if (rate !== null && rate < attendanceThreshold) reasons.push("attendance");
    if (reasons.length) atRisk.push({ id, name, reasons, averageGrade, attendance: rate });
  }
  atRisk.sort((a, b) => a.name.localeCompare(b.name));
  return {
    passRate: values.length ? values.filter((g) => g >= passMark).length / values.length : null,
    averageGrade: values.length ? oneDecimal(average(values)) : null,
    participation: participation(marks),
    atRisk,
  };
}

/** A graded level as Directus keeps it (issue 49, ADR 042): a learner's level in one competency from their grades, 0–1. */
export interface GradedRow {
  user: string;
  key: string;
  value: number;
}
/** The graded levels of the teacher's learners: the competencies with a level (the known ones first), and each learner's. */
export interface GradedLevels {
  keys: string[];
  learners: { id: string; name: string; levels: Record<string, number> }[];
}

/**
 * The graded levels of each learner of the teacher's classes (`learners`, id → name, in their order),
 * from the rows Directus let the teacher read. `known`: the competencies in the order the academy
 * shows them; another key comes after them, by name. A learner without a level is listed with none.
 */
export function gradedLevelsOf(learners: Map<string, string>, rows: GradedRow[], known: readonly string[]): GradedLevels {
  const mine = rows.filter((row) => learners.has(row.user));
  const present = new Set(mine.map((row) => row.key));
  const keys = [...known.filter((key) => present.has(key)), ...[...present].filter((key) => !known.includes(key)).sort()];
  return {
    keys,
    learners: [...learners].map(([id, name]) => ({
      id,
      name,
      levels: Object.fromEntries(mine.filter((row) => row.user === id).map((row) => [row.key, row.value])),
    })),
  };
}
