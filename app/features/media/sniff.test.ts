import { describe, expect, it } from "vitest";
import { sniffImageType, sniffLength } from "./sniff";

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe("sniffImageType", () => {
  it("knows the five raster types by their real headers", () => {
    expect(sniffImageType(bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR"))).toBe("image/png");
    expect(sniffImageType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0]))).toBe("image/jpeg");
    expect(sniffImageType(bytes("GIF89a", [1, 0, 1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("GIF87a", [1, 0, 1, 0]))).toBe("image/gif");
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypavif", [0, 0, 0, 0]))).toBe("image/avif");
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypavis", [0, 0, 0, 0]))).toBe("image/avif");
  });

  it("refuses SVG, HTML (renamed .png or not), PDF and other containers", () => {
    expect(sniffImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(bytes('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageType(bytes("<!DOCTYPE html><html><script>"))).toBeNull();
    expect(sniffImageType(bytes("%PDF-1.7\n%âãÏÓ"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypheic", [0, 0, 0, 0]))).toBeNull();
    expect(sniffImageType(bytes(" ", [0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a]))).toBeNull();
  });

  it("refuses truncated headers and an empty file", () => {
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes([0x89], "PNG"))).toBeNull();
    expect(sniffImageType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffImageType(bytes("GIF8"))).toBeNull();
    expect(sniffImageType(bytes("RIFF", [0x24, 0, 0, 0], "WEB"))).toBeNull();
    expect(sniffImageType(bytes([0, 0, 0, 0x1c], "ftypav"))).toBeNull();
    expect(sniffLength).toBeGreaterThanOrEqual(12);
  });
});
