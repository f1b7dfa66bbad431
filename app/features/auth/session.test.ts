import { expect, test } from "vitest";
import { CLOCK_SKEW_MS, EARLY_REFRESH_MS, needsRefresh, sessionCookieNameFor } from "./session.server";

test("spec 000 §9: refresh at expiry − 60 s early refresh − 30 s clock skew", () => {
  const now = 1_000_000;
  expect(EARLY_REFRESH_MS + CLOCK_SKEW_MS).toBe(90_000);
  expect(needsRefresh(now + 90_001, now)).toBe(false);
  expect(needsRefresh(now + 90_000, now)).toBe(true);
  expect(needsRefresh(now - 1, now)).toBe(true);
});

test("the cookie is __Host- only when it is Secure (browsers refuse the prefix otherwise)", () => {
  expect(sessionCookieNameFor(true)).toBe("__Host-seed_session");
  expect(sessionCookieNameFor(false)).toBe("seed_session");
});
