// Directus down: /news shows the built-in posts with a visible note, a toast with JavaScript, and
// logs the error on the server (spec 000 §4, §8). A lone app process pointed at a closed port stands
// in for the outage, so the shared test stack is not disturbed.
import { chromium } from "@playwright/test";
import { chromiumFlags, testBrowserPath } from "../../scripts/chromium-flags.mjs";
import { afterAll, beforeAll, expect, test } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { freePort } from "../../scripts/stack.mjs";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { startLoneApp, type LoneApp } from "../support/lone-app";

let app: LoneApp;

beforeAll(async () => {
  app = await startLoneApp({ DIRECTUS_URL: `http://127.0.0.1:${await freePort()}`, DIRECTUS_SERVICE_TOKEN: "unused" });
});

afterAll(() => app?.stop());

test("the news page shows the fallback posts with a notice, uncached, and logs the error", async () => {
  const response = await fetch(`${app.url}/news`, { headers: { "Accept-Language": "vi" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  for (const post of fallbackPosts) expect(html).toContain(post.title);
  expect(html).toContain("Không thể tải tin tức mới nhất, đang hiển thị dữ liệu dự phòng.");
  expect(html).not.toContain("?page=2"); // no Load more: the fallback list is all there is
  expect(app.output()).toContain("News page: could not load posts from Directus");
});

test("with JavaScript a toast says 'Không thể tải tin tức'", async () => {
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: [...chromiumFlags] });
  try {
    const page = await browser.newPage({ locale: "vi-VN" });
    await page.goto(`${app.url}/news`);
    await page.getByRole("alert").filter({ hasText: "Không thể tải tin tức" }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole("status").filter({ hasText: "dữ liệu dự phòng" }).isVisible()).toBe(true);
  } finally {
    await browser.close();
  }
});

test("a post page answers 503 'Post not found' with a way home, not a crash", async () => {
  const response = await fetch(`${app.url}/post/anything`, { headers: { "Accept-Language": "en" } });
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain("Post not found");
  expect(html).toContain("The post couldn&#x27;t be loaded right now.");
});
