import fs from "node:fs";
import { expect, test } from "vitest";
import { registrationRefusal } from "./registration-refusal";

const words = (language: string) => JSON.parse(fs.readFileSync(`locales/${language}/auth.json`, "utf8")).errors as Record<string, string>;

test("spec 000 §8: registration's 409 and 400 are the spec's messages; other failures are left to the caller", () => {
  const en = words("en");
  const shown = (status: number, message?: string) => {
    const refusal = registrationRefusal(status, message);
    return refusal ? en[refusal.key] : null;
  };
  expect(shown(409)).toBe("That email is already registered. Try signing in instead.");
  expect(shown(400, 'Invalid payload. "email" must be a valid email.')).toBe("Invalid registration data.");
  expect(shown(400, "Something else")).toBeNull();
  expect(shown(500, "invalid")).toBeNull();
  expect(registrationRefusal(0, "aborted")).toEqual({ key: "canceled" });
  // Every language has its own words for both.
  for (const language of ["fil", "id", "km", "lo", "ms", "my", "th", "vi"]) {
    expect(words(language).emailTaken, language).not.toBe(en.emailTaken);
    expect(words(language).invalidRegistration, language).not.toBe(en.invalidRegistration);
  }
});
