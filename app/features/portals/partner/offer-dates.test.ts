// Issue 48, item 1 (ADR 041): an offer's dates are days in Vietnam, and it may be answered through the
// whole of its answer-by day. The app's form, the learner's page and Directus' hook and schedule all
// read these two helpers (cms/extensions/shared/hiring.mjs).
import { expect, test } from "vitest";
import { academyToday, offerOpen } from "../../../../cms/extensions/shared/hiring.mjs";

test("today is Vietnam's day: 17:00 UTC is already the next day there", () => {
  expect(academyToday(new Date("2026-12-06T16:59:00Z"))).toBe("2026-12-06");
  expect(academyToday(new Date("2026-12-06T17:00:00Z"))).toBe("2026-12-07");
  expect(academyToday(new Date("2026-12-31T18:00:00Z"))).toBe("2027-01-01");
});

test("an offer is open through its answer-by day and closed the day after; one without a day never closes", () => {
  expect(offerOpen("2026-12-06", "2026-12-06")).toBe(true);
  expect(offerOpen("2026-12-07", "2026-12-06")).toBe(true);
  expect(offerOpen("2026-12-05", "2026-12-06")).toBe(false);
  // As PostgreSQL or a driver may give a date: with a time after it.
  expect(offerOpen("2026-12-05T00:00:00.000Z", "2026-12-06")).toBe(false);
  expect(offerOpen(null, "2026-12-06")).toBe(true);
});
