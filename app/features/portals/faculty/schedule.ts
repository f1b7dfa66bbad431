import { dateTimeFormat } from "~/features/i18n/intl-cache";
import { academyTimeZone } from "./attendance";

/** What a row of a teacher's schedule is (spec 001 §2: Lecture / Office / Lab; cms/schema/learning.mjs, seed_schedule.kind). */
export const scheduleKinds = ["lecture", "office", "lab"] as const;
export type ScheduleKind = (typeof scheduleKinds)[number];
export const isScheduleKind = (value: unknown): value is ScheduleKind => scheduleKinds.includes(value as ScheduleKind);

/** The schedule form's limits (the form and its schema). */
export const scheduleLimits = { title: 120, room: 60 } as const;

/** A time of day written HH:MM (24 hours), as `<input type="time">` sends it. */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * The moment a day and a time in the academy's time zone (Vietnam, UTC+7 all year: no daylight
 * saving) stand for, as an ISO string in UTC: what Directus stores. `date` YYYY-MM-DD, `time` HH:MM.
 */
export function academyMoment(date: string, time: string) {
  return new Date(`${date}T${time}:00+07:00`).toISOString();
}

/** A stored moment as the academy's day and time of day (what the edit form shows). */
export function academyDayAndTime(moment: string | null | undefined): { date: string; time: string } {
  const at = moment ? new Date(moment) : null;
  if (!at || Number.isNaN(at.getTime())) return { date: "", time: "" };
  const parts = Object.fromEntries(
    dateTimeFormat("en-CA", {
      timeZone: academyTimeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}
