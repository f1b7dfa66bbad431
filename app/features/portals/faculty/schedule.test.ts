import { expect, test } from "vitest";
import { academyDayAndTime, academyMoment, isClockTime, isScheduleKind } from "./schedule";

test("a day and a time in Vietnam are stored as the UTC moment they stand for", () => {
  expect(academyMoment("2031-03-04", "09:30")).toBe("2031-03-04T02:30:00.000Z");
  expect(academyMoment("2031-03-04", "05:00")).toBe("2031-03-03T22:00:00.000Z");
});

test("a stored moment reads back as the academy's day and time, the way the form shows it", () => {
  expect(academyDayAndTime("2031-03-03T22:00:00.000Z")).toEqual({ date: "2031-03-04", time: "05:00" });
  expect(academyDayAndTime(academyMoment("2031-12-31", "23:59"))).toEqual({ date: "2031-12-31", time: "23:59" });
  expect(academyDayAndTime(null)).toEqual({ date: "", time: "" });
  expect(academyDayAndTime("not a date")).toEqual({ date: "", time: "" });
});

test("times are HH:MM on a 24-hour clock; kinds are lecture, office and lab", () => {
  for (const time of ["00:00", "09:05", "23:59"]) expect(isClockTime(time)).toBe(true);
  for (const time of ["24:00", "9:05", "09:60", "0905", "", "09:05:00"]) expect(isClockTime(time)).toBe(false);
  expect(["lecture", "office", "lab", "seminar"].map(isScheduleKind)).toEqual([true, true, true, false]);
});
