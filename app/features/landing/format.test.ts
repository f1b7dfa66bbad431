import { expect, test } from "vitest";
import { formatFigure } from "./content";
import { formatShortDate } from "./format";

test("dates are short and localized, and hidden when invalid", () => {
  expect(formatShortDate("2024-09-12T08:00:00Z", "en")).toBe("Sep 12, 2024");
  expect(formatShortDate("2024-09-12T08:00:00Z", "vi")).toMatch(/12.*2024/);
  expect(formatShortDate("not a date", "en")).toBeNull();
  expect(formatShortDate(null, "en")).toBeNull();
});

test("figures follow the locale", () => {
  expect(formatFigure({ id: "employed", value: 0.85, kind: "percent" }, "en")).toBe("85%");
  expect(formatFigure({ id: "partners", value: 50, kind: "plus" }, "en")).toBe("50+");
  expect(formatFigure({ id: "salary", value: 1.5, kind: "percent" }, "vi")).toMatch(/150\s?%/);
});
