import { expect, test } from "vitest";
import { academyToday, attendanceRate, isCalendarDate, participation, type AttendanceMark } from "./attendance";

/** One meeting's marks: each learner of the roll, present (true) or not. */
const meeting = (classId: number, meetingOn: string, roll: Record<string, boolean>): AttendanceMark[] =>
  Object.entries(roll).map(([userId, present]) => ({ classId, userId, meetingOn, present }));

test("a class's rate counts only its last meetings", () => {
  const marks = [
    ...meeting(1, "2024-01-01", { a: false, b: false }),
    ...meeting(1, "2024-01-08", { a: true, b: false }),
    ...meeting(1, "2024-01-15", { a: true, b: true }),
    ...meeting(2, "2024-01-15", { c: false }),
  ];
  expect(attendanceRate(marks, 1, 2)).toEqual({ meetings: 2, rate: 0.75 });
  expect(attendanceRate(marks, 1, 5)).toEqual({ meetings: 3, rate: 0.5 });
  expect(attendanceRate(marks, 2)).toEqual({ meetings: 1, rate: 0 });
});

test("a class without marks has no rate", () => {
  expect(attendanceRate(meeting(2, "2024-01-15", { c: true }), 1)).toEqual({ meetings: 0, rate: null });
});

test("participation puts the last meetings of every class together", () => {
  const marks = [
    ...meeting(1, "2024-01-01", { a: false }),
    ...meeting(1, "2024-01-08", { a: true }),
    ...meeting(2, "2024-01-08", { b: true, c: false }),
    ...meeting(2, "2024-01-15", { b: true, c: true }),
  ];
  // Last 1 meeting each: class 1 on the 8th (1 of 1), class 2 on the 15th (2 of 2).
  expect(participation(marks, 1)).toBe(1);
  // Last 2 each: class 1 1 of 2, class 2 3 of 4.
  expect(participation(marks, 2)).toBe(4 / 6);
  expect(participation([])).toBeNull();
});

test("today is the academy's day in Vietnam, not the server's", () => {
  // 20:00 UTC on 31 December is already 1 January in Hồ Chí Minh City (UTC+7).
  expect(academyToday(new Date("2024-12-31T20:00:00Z"))).toBe("2025-01-01");
  expect(academyToday(new Date("2024-12-31T10:00:00Z"))).toBe("2024-12-31");
});

test("only a real calendar day is a date", () => {
  expect(isCalendarDate("2024-02-29")).toBe(true);
  for (const bad of ["2023-02-29", "2024-13-01", "2024-1-1", "2024-01-01T00:00", "", "yesterday"])
    expect(isCalendarDate(bad), bad).toBe(false);
});
