import { expect, test } from "vitest";
import { assetTransforms, cappedTransforms, isRasterImage, variantsPerFileCap } from "./media.server";

const transforms = (query: string) => Object.fromEntries(assetTransforms(new URLSearchParams(query)));

test("widths snap to the nearest of a few steps, never enlarged, so any request still gets an image", () => {
  expect(transforms("width=640")).toEqual({ width: "640", withoutEnlargement: "true" });
  expect(transforms("width=480")).toEqual({ width: "640", withoutEnlargement: "true" }); // a tie goes to the sharper
  expect(transforms("width=99999")).toEqual({ width: "1920", withoutEnlargement: "true" });
  expect(transforms("width=1")).toEqual({ width: "160", withoutEnlargement: "true" });
});

test("a height is tied to the width: the nearest of a few shapes, cropped; without a width it is dropped", () => {
  const crop = (width: string, height: string) => ({ width, height, fit: "cover", withoutEnlargement: "true" });
  expect(transforms("width=200&height=105")).toEqual(crop("160", "80"));
  expect(transforms("width=1200&height=630")).toEqual(crop("1280", "640"));
  expect(transforms("width=640&height=640&fit=contain")).toEqual(crop("640", "640"));
  expect(transforms("width=960&height=700")).toEqual(crop("960", "720"));
  expect(transforms("width=1920&height=99999")).toEqual(crop("1920", "1920"));
  expect(transforms("height=630&fit=inside")).toEqual({});
});

test("qualities snap too; the number of variants of a file is small and fixed", () => {
  expect(transforms("quality=75")).toEqual({ quality: "75" });
  const variants = new Set<string>();
  for (let n = 1; n < 3000; n += 7)
    for (const format of ["", "webp", "auto"])
      variants.add(
        assetTransforms(new URLSearchParams(`width=${n}&height=${3001 - n}&quality=${n % 101}&fit=inside&format=${format}`)).toString(),
      );
  expect(variants.size).toBeLessThanOrEqual(7 * 5 * 4 * 3);
});

test("past its cap, a file's new variants are reduced to their width: nobody fills the disk with one image", () => {
  const id = "0b5c9f1e-4d1e-4a7e-9b0a-2f1c3d4e5f61";
  const asked = (quality: number, height: number) =>
    assetTransforms(new URLSearchParams(`width=640&height=${height}&quality=${quality}&format=webp`));
  const kinds = [50, 75, 90].flatMap((quality) => [640, 480, 360, 320].map((height) => asked(quality, height)));
  for (const t of [...kinds, ...kinds.map((k) => new URLSearchParams({ ...Object.fromEntries(k), format: "auto" }))])
    cappedTransforms(id, t);
  // 24 distinct variants are now known: they stay as they are; a new one is the width alone.
  expect(cappedTransforms(id, kinds[0]).toString()).toBe(kinds[0].toString());
  expect(Object.fromEntries(cappedTransforms(id, assetTransforms(new URLSearchParams("width=640&height=640&quality=50"))))).toEqual({
    width: "640",
    withoutEnlargement: "true",
  });
  expect(variantsPerFileCap).toBe(24);
});

test("nonsense and everything outside the whitelist is dropped", () => {
  expect(transforms("width=0&height=-1&quality=abc&fit=<x>&format=svg&transforms=[]&key=big")).toEqual({});
  expect(transforms("fit=cover&format=webp")).toEqual({ format: "webp" });
});

test("only raster images are shown inline; SVG, HTML and the rest are downloads", () => {
  for (const type of ["image/png", "image/jpeg", "image/webp", "image/avif", "image/gif", "IMAGE/PNG; charset=binary"])
    expect(isRasterImage(type), type).toBe(true);
  for (const type of ["image/svg+xml", "text/html", "application/pdf", "application/octet-stream", "", null])
    expect(isRasterImage(type), String(type)).toBe(false);
});
