import { describe, expect, test } from "vitest";
import { formatPostDate } from "./dates";

describe("formatPostDate", () => {
  // 07:05 UTC is 14:05 in Vietnam, where the academy works: every reader sees the academy's time.
  const value = "2024-12-16T07:05:00Z";

  test("a date, long or short, in the reader's language", () => {
    expect(formatPostDate(value, "en")).toBe("December 16, 2024");
    expect(formatPostDate(value, "en", "short")).toBe("Dec 16, 2024");
  });

  test("a table's date and time, in the academy's time zone", () => {
    expect(formatPostDate(value, "en", "dateTime")).toBe("Dec 16, 2024, 2:05 PM");
    expect(formatPostDate(value, "vi", "dateTime")).toMatch(/14:05/);
  });

  test("no date, or an invalid one, is hidden", () => {
    expect(formatPostDate(null, "en", "dateTime")).toBeNull();
    expect(formatPostDate("not a date", "en", "dateTime")).toBeNull();
  });
});
