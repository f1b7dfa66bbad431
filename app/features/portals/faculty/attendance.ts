import { dateTimeFormat } from "~/features/i18n/intl-cache";
// Attendance figures for the faculty dashboard (spec 001 §2, issue 26): each class's rate over its
// last meetings, and the analytics snapshot's participation. Pure: tested in attendance.test.ts.

export interface AttendanceMark {
  classId: number;
  userId: string;
  /** YYYY-MM-DD */
  meetingOn: string;
  present: boolean;
}

/** How many of a class's most recent meetings its rate counts. */
export const recentMeetings = 5;

/** The academy works in Vietnam: "today" is the day there (as the dates it shows, i18n/dates.ts). */
export const academyTimeZone = "Asia/Ho_Chi_Minh";

/** Today in the academy's time zone, as YYYY-MM-DD. */
export function academyToday(now = new Date()) {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat("en-CA", { timeZone: academyTimeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** A real calendar day written YYYY-MM-DD (no 2024-02-30). */
export function isCalendarDate(value: string) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A class's marks of its last `meetings` meeting days. */
function recentMarks(marks: readonly AttendanceMark[], classId: number, meetings: number) {
  const own = marks.filter((m) => m.classId === classId);
  const days = new Set([...new Set(own.map((m) => m.meetingOn))].sort().reverse().slice(0, meetings));
  return { meetings: days.size, marks: own.filter((m) => days.has(m.meetingOn)) };
}

const presentShare = (marks: readonly AttendanceMark[]) => (marks.length ? marks.filter((m) => m.present).length / marks.length : null);

/** A class's attendance over its last `meetings` meeting days: present marks / all marks, null without marks. */
export function attendanceRate(marks: readonly AttendanceMark[], classId: number, meetings = recentMeetings) {
  const recent = recentMarks(marks, classId, meetings);
  return { meetings: recent.meetings, rate: presentShare(recent.marks) };
}

/** Participation over all the teacher's classes: the marks of every class's last meetings together, null without marks. */
export function participation(marks: readonly AttendanceMark[], meetings = recentMeetings) {
  const classes = [...new Set(marks.map((m) => m.classId))];
  return presentShare(classes.flatMap((classId) => recentMarks(marks, classId, meetings).marks));
}

/**
 * Each learner's attendance over the last `meetings` meetings of each of their classes: present marks
 * / their marks (a learner without marks is not in the map).
 */
export function learnerAttendance(marks: readonly AttendanceMark[], meetings = recentMeetings) {
  const classes = [...new Set(marks.map((m) => m.classId))];
  const tally = new Map<string, { present: number; all: number }>();
  for (const mark of classes.flatMap((classId) => recentMarks(marks, classId, meetings).marks)) {
    const t = tally.get(mark.userId) ?? { present: 0, all: 0 };
    tally.set(mark.userId, { present: t.present + (mark.present ? 1 : 0), all: t.all + 1 });
  }
  return new Map([...tally].map(([userId, t]) => [userId, t.present / t.all]));
}
