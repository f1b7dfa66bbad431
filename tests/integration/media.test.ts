import { expect, test } from "vitest";
import { directusAdmin, testEnv } from "../support/env";

async function sampleCoverPath() {
  const [post] = await directusAdmin<{ cover_image_url: string }[]>(
    "GET",
    "/items/seed_post_meta?fields=cover_image_url&filter[status][_eq]=published&filter[cover_image_url][_starts_with]=/media/&limit=1",
  );
  return post.cover_image_url;
}

test("a sample post cover streams from /media, cacheable by anyone for 10 minutes (public only while the post shows it)", async () => {
  const response = await fetch(`${testEnv.appUrl}${await sampleCoverPath()}`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/webp");
  expect(response.headers.get("cache-control")).toBe("public, max-age=600");
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe("WEBP");
});

test("allowed transforms reach Directus and make a smaller image", async () => {
  const path = await sampleCoverPath();
  const full = await (await fetch(`${testEnv.appUrl}${path}`)).arrayBuffer();
  const small = await fetch(`${testEnv.appUrl}${path}?width=200&height=100&fit=cover&quality=50&format=webp`);
  expect(small.status).toBe(200);
  expect((await small.arrayBuffer()).byteLength).toBeLessThan(full.byteLength);
});

test("other query parameters are ignored, not passed to Directus", async () => {
  const path = await sampleCoverPath();
  const response = await fetch(`${testEnv.appUrl}${path}?transforms=${encodeURIComponent('[["blur",50]]')}&download=1&width=99999`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-disposition")).toBeNull();
  await response.arrayBuffer();
});

test("an id that is not a UUID, or an unknown one, is 404", async () => {
  expect((await fetch(`${testEnv.appUrl}/media/not-a-uuid`)).status).toBe(404);
  expect((await fetch(`${testEnv.appUrl}/media/..%2F..%2Fserver%2Finfo`)).status).toBe(404);
  expect((await fetch(`${testEnv.appUrl}/media/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
});
