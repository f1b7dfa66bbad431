import { expect, test } from "vitest";
import { formatFigure } from "./content";

test("figures follow the locale", () => {
  expect(formatFigure({ id: "employed", value: 0.85, kind: "percent" }, "en")).toBe("85%");
  expect(formatFigure({ id: "partners", value: 50, kind: "plus" }, "en")).toBe("50+");
  expect(formatFigure({ id: "salary", value: 1.5, kind: "percent" }, "vi")).toMatch(/150\s?%/);
});
