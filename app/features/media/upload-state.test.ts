import { describe, expect, it } from "vitest";
import { readUploadAnswer, uploadPercent } from "./upload-state";
import { searchTerm, pageNumber } from "./search";

describe("uploadPercent", () => {
  it("is a whole number from 0 to 100", () => {
    expect(uploadPercent(0, 100)).toBe(0);
    expect(uploadPercent(50, 200)).toBe(25);
    expect(uploadPercent(1, 3)).toBe(33);
    expect(uploadPercent(120, 100)).toBe(100);
    expect(uploadPercent(-5, 100)).toBe(0);
    expect(uploadPercent(5, 0)).toBe(0);
    expect(uploadPercent(Number.NaN, 10)).toBe(0);
  });
});

describe("readUploadAnswer", () => {
  it("reads the id, or names what went wrong", () => {
    expect(readUploadAnswer(200, "OK", JSON.stringify({ files: [{ id: "abc" }] }))).toEqual({ id: "abc" });
    expect(readUploadAnswer(200, "OK", "<html>")).toEqual({ key: "upload.badJson" });
    expect(readUploadAnswer(200, "OK", JSON.stringify({ files: [] }))).toEqual({ key: "upload.noId" });
    expect(readUploadAnswer(415, "Unsupported Media Type", JSON.stringify({ files: [], message: "“a.svg” is not…" }))).toEqual({
      key: "upload.httpFailed",
      values: { status: 415, statusText: "Unsupported Media Type" },
      message: "“a.svg” is not…",
    });
    expect(readUploadAnswer(502, "Bad Gateway", "")).toEqual({
      key: "upload.httpFailed",
      values: { status: 502, statusText: "Bad Gateway" },
    });
  });
});

describe("search and page", () => {
  it("trims the search and sends none when empty", () => {
    expect(searchTerm("  sân   trường ")).toBe("sân trường");
    expect(searchTerm("   ")).toBeNull();
    expect(searchTerm(null)).toBeNull();
    expect(searchTerm("x".repeat(300))).toHaveLength(100);
  });
  it("reads ?page=N as 1..50", () => {
    expect(pageNumber("3")).toBe(3);
    expect(pageNumber("0")).toBe(1);
    expect(pageNumber("-2")).toBe(1);
    expect(pageNumber("abc")).toBe(1);
    expect(pageNumber("1.5")).toBe(1);
    expect(pageNumber("999")).toBe(50);
  });
});
