import { expect, test } from "vitest";
import { analyticsSnapshot, attendanceThreshold, gradedLevelsOf, passMark, type GivenGrade } from "./analytics";
import { learnerAttendance, type AttendanceMark } from "./attendance";

const learners = new Map([
  ["a", "An"],
  ["b", "Bình"],
  ["c", "Chi"],
]);
const grade = (learnerId: string, value: number): GivenGrade => ({
  learnerId,
  learner: learners.get(learnerId) ?? learnerId,
  grade: value,
});
const mark = (userId: string, meetingOn: string, present: boolean, classId = 1): AttendanceMark => ({
  classId,
  userId,
  meetingOn,
  present,
});
/** `present` of `all` recent meetings of class 1 attended by `userId`. */
const attended = (userId: string, present: number, all: number) =>
  Array.from({ length: all }, (_, i) => mark(userId, `2024-01-0${i + 1}`, i < present));

test("the pass mark and the attendance threshold are the academy's", () => {
  expect(passMark).toBe(5);
  expect(attendanceThreshold).toBe(0.75);
});

test("a learner is at risk by grades, by attendance, or by both, with the reason named", () => {
  const snapshot = analyticsSnapshot(
    [grade("a", 4), grade("a", 5.5), grade("b", 8), grade("c", 3)],
    [...attended("a", 4, 4), ...attended("b", 2, 4), ...attended("c", 1, 4)],
    learners,
  );
  expect(snapshot.atRisk).toEqual([
    { id: "a", name: "An", reasons: ["grade"], averageGrade: 4.8, attendance: 1 },
    { id: "b", name: "Bình", reasons: ["attendance"], averageGrade: 8, attendance: 0.5 },
    { id: "c", name: "Chi", reasons: ["grade", "attendance"], averageGrade: 3, attendance: 0.25 },
  ]);
});

test("exactly the pass mark and exactly the threshold are not at risk", () => {
  const snapshot = analyticsSnapshot([grade("a", 5)], attended("a", 3, 4), learners);
  expect(snapshot.atRisk).toEqual([]);
});

test("the unrounded average decides: 4.96 is below the pass mark though it shows as 5", () => {
  const snapshot = analyticsSnapshot([grade("a", 4.92), grade("a", 5)], [], learners);
  expect(snapshot.atRisk).toEqual([{ id: "a", name: "An", reasons: ["grade"], averageGrade: 5, attendance: null }]);
});

test("a learner without grades can be at risk by attendance alone; one with neither is not", () => {
  const snapshot = analyticsSnapshot([], attended("b", 1, 2), learners);
  expect(snapshot.atRisk.map((l) => [l.id, l.reasons])).toEqual([["b", ["attendance"]]]);
  expect(snapshot).toMatchObject({ passRate: null, averageGrade: null, participation: 0.5 });
});

test("pass rate and average grade count every grade given", () => {
  const snapshot = analyticsSnapshot([grade("a", 4), grade("b", 6), grade("c", 9), grade("c", 10)], [], learners);
  expect(snapshot.passRate).toBe(0.75);
  expect(snapshot.averageGrade).toBe(7.3);
});

test("a learner's attendance counts only the last meetings of each of their classes", () => {
  const marks = [
    // Class 1: six meetings, absent at the first only: the last five are all present.
    ...Array.from({ length: 6 }, (_, i) => mark("a", `2024-02-0${i + 1}`, i > 0)),
    // Class 2: one meeting, absent.
    mark("a", "2024-02-03", false, 2),
  ];
  expect(learnerAttendance(marks).get("a")).toBeCloseTo(5 / 6);
  expect(learnerAttendance(marks, 1).get("a")).toBe(0.5);
  expect(learnerAttendance([]).size).toBe(0);
});

test("graded levels: each learner of the classes with their levels; the known competencies first, then others by name", () => {
  const rows = [
    { user: "b", key: "zeta", value: 0.5 },
    { user: "a", key: "analytics", value: 0.8 },
    { user: "a", key: "research", value: 0.75 },
    { user: "x", key: "ads", value: 1 },
    { user: "b", key: "alpha", value: 0.25 },
  ];
  expect(gradedLevelsOf(learners, rows, ["research", "content", "analytics", "ads"])).toEqual({
    // "ads" is only a level of someone outside the classes: no column for it.
    keys: ["research", "analytics", "alpha", "zeta"],
    learners: [
      { id: "a", name: "An", levels: { analytics: 0.8, research: 0.75 } },
      { id: "b", name: "Bình", levels: { zeta: 0.5, alpha: 0.25 } },
      { id: "c", name: "Chi", levels: {} },
    ],
  });
});
