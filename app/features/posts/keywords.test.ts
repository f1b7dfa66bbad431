import { describe, expect, test } from "vitest";
import { parseKeywords } from "./keywords";

describe("parseKeywords", () => {
  test("keeps a list, trimmed, without empties", () => {
    expect(parseKeywords([" Seed Academy ", "", "  ", "e-commerce"])).toEqual(["Seed Academy", "e-commerce"]);
  });

  test("reads JSON array text", () => {
    expect(parseKeywords('["marketing", " học thực hành ", ""]')).toEqual(["marketing", "học thực hành"]);
  });

  test("reads a comma-separated list", () => {
    expect(parseKeywords(" marketing, ,học thực hành ,Seed Academy,")).toEqual(["marketing", "học thực hành", "Seed Academy"]);
  });

  test("reads text that only looks like JSON as a comma list", () => {
    expect(parseKeywords("[draft], news")).toEqual(["[draft]", "news"]);
  });

  test("gives an empty list for nothing usable", () => {
    expect(parseKeywords(null)).toEqual([]);
    expect(parseKeywords(undefined)).toEqual([]);
    expect(parseKeywords("")).toEqual([]);
    expect(parseKeywords("  ,  , ")).toEqual([]);
    expect(parseKeywords({ a: 1 })).toEqual([]);
    expect(parseKeywords("[]")).toEqual([]);
  });

  test("turns numbers in a list into text and drops other values", () => {
    expect(parseKeywords([2024, null, { x: 1 }, "news"])).toEqual(["2024", "news"]);
  });
});
