import { describe, expect, test } from "vitest";
import { inLanguage, readLanguages } from "./in-language";

const row = (id: number, language: string, sort: number | null) => ({ id, language, sort });

describe("inLanguage", () => {
  test("the reader's own language's rows, in order (none last, ties as they came)", () => {
    const rows = [row(1, "en", 1), row(5, "vi", 2), row(3, "vi", null), row(4, "vi", 1), row(2, "vi", 2)];
    expect(inLanguage(rows, "vi").map((r) => r.id)).toEqual([4, 5, 2, 3]);
  });
  test("the site language's rows when none is written in the reader's", () => {
    expect(inLanguage([row(1, "en", 2), row(2, "en", 1), row(3, "vi", 1)], "th").map((r) => r.id)).toEqual([2, 1]);
    expect(inLanguage([row(3, "vi", 1)], "th")).toEqual([]);
  });
  test("asks for the reader's language and the site language once each", () => {
    expect(readLanguages("vi")).toEqual(["vi", "en"]);
    expect(readLanguages("en")).toEqual(["en"]);
  });
});
