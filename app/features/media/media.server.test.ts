import { expect, test } from "vitest";
import { assetTransforms, isRasterImage } from "./media.server";

const transforms = (query: string) => Object.fromEntries(assetTransforms(new URLSearchParams(query)));

test("widths and heights snap to the nearest of a few steps, so any request still gets an image", () => {
  expect(transforms("width=640")).toEqual({ width: "640" });
  expect(transforms("width=200&height=105")).toEqual({ width: "160", height: "160" });
  expect(transforms("width=480&height=252")).toEqual({ width: "640", height: "320" }); // a tie goes to the sharper
  expect(transforms("width=1200&height=630")).toEqual({ width: "1280", height: "640" });
  expect(transforms("width=99999")).toEqual({ width: "1920" });
  expect(transforms("width=1")).toEqual({ width: "160" });
});

test("qualities snap too; the number of variants of a file is small and fixed", () => {
  expect(transforms("quality=75")).toEqual({ quality: "75" });
  expect(transforms("quality=1")).toEqual({ quality: "50" });
  expect(transforms("quality=100")).toEqual({ quality: "90" });
  const variants = new Set<string>();
  for (let n = 1; n <= 3000; n += 7)
    variants.add(assetTransforms(new URLSearchParams(`width=${n}&height=${3001 - n}&quality=${n % 101}`)).toString());
  expect(variants.size).toBeLessThanOrEqual(6 * 6 * 3);
});

test("nonsense and everything outside the whitelist is dropped", () => {
  expect(transforms("width=0&height=-1&quality=abc&fit=<x>&format=svg&transforms=[]&key=big")).toEqual({});
  expect(transforms("fit=cover&format=webp")).toEqual({ fit: "cover", format: "webp" });
});

test("only raster images are shown inline; SVG, HTML and the rest are downloads", () => {
  for (const type of ["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif", "IMAGE/PNG; charset=binary"])
    expect(isRasterImage(type), type).toBe(true);
  for (const type of ["image/svg+xml", "text/html", "application/pdf", "application/octet-stream", "", null])
    expect(isRasterImage(type), String(type)).toBe(false);
});
