// Issue 10 §5 and §8: /media renders only a few variants of a file, and serves an uploaded file
// that is not a raster image as a download inside a sandbox, never as a page of our origin.
import { afterAll, expect, test } from "vitest";
import { directusAdmin, testEnv } from "../support/env";
import { deleteFiles, publicFolderId, uploadFile } from "../support/files";

const uploaded: string[] = [];

/**
 * Uploads a file into the public folder: the files anybody may fetch through /media (issue 10 §9)
 * are the ones that must never run.
 */
async function upload(name: string, type: string, text: string) {
  // Directus now takes only the five raster types (cms/env.mjs, issue 28): a file it held from before,
  // or one whose type was changed in Studio, is made by uploading it as PNG and setting its type.
  const id = await uploadFile({ name, type: "image/png", body: text, folder: await publicFolderId() });
  await directusAdmin("PATCH", `/files/${id}`, { type });
  uploaded.push(id);
  return `/media/${id}`;
}

afterAll(() => deleteFiles(uploaded));

async function sampleCoverPath() {
  const [post] = await directusAdmin<{ cover_image_url: string }[]>(
    "GET",
    "/items/seed_post_meta?fields=cover_image_url&filter[status][_eq]=published&filter[cover_image_url][_starts_with]=/media/&limit=1",
  );
  return post.cover_image_url;
}

const bytesOf = async (url: string) => Buffer.from(await (await fetch(`${testEnv.appUrl}${url}`)).arrayBuffer()).toString("base64");

test("any width, height or quality is snapped to the few that exist: the same image, not a new variant (§5)", async () => {
  const cover = await sampleCoverPath();
  expect(await bytesOf(`${cover}?width=333&height=170&quality=71&format=webp`)).toBe(
    await bytesOf(`${cover}?width=320&height=160&quality=75&format=webp`),
  );
  expect(await bytesOf(`${cover}?width=201&quality=3&format=webp`)).toBe(await bytesOf(`${cover}?width=160&quality=50&format=webp`));
  expect(await bytesOf(`${cover}?width=1200&height=630&format=webp`)).toBe(await bytesOf(`${cover}?width=1280&height=640&format=webp`));
  const huge = await fetch(`${testEnv.appUrl}${cover}?width=99999&height=99999`);
  expect(huge.status).toBe(200);
  await huge.arrayBuffer();
});

test("an uploaded SVG is a download in a sandbox, never a page of our origin (§8)", async () => {
  const svg = await upload(
    "x.svg",
    "image/svg+xml",
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
  );
  const response = await fetch(`${testEnv.appUrl}${svg}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-security-policy")).toContain("sandbox");
  expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  expect(response.headers.get("content-disposition")).toBe("attachment");
  await response.arrayBuffer();
});

test("an uploaded HTML file is a download too; a raster image is shown inline, still sandboxed (§8)", async () => {
  const html = await fetch(`${testEnv.appUrl}${await upload("x.html", "text/html", "<script>alert(1)</script>")}`);
  expect(html.headers.get("content-disposition")).toBe("attachment");
  expect(html.headers.get("content-security-policy")).toContain("sandbox");
  await html.arrayBuffer();

  const cover = await fetch(`${testEnv.appUrl}${await sampleCoverPath()}`);
  expect(cover.headers.get("content-type")).toBe("image/webp");
  expect(cover.headers.get("content-disposition")).toBeNull();
  expect(cover.headers.get("content-security-policy")).toContain("sandbox");
  expect(cover.headers.get("x-content-type-options")).toBe("nosniff");
  await cover.arrayBuffer();
});
