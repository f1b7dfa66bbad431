// Directus down: /news shows the built-in posts with a visible note, a toast with JavaScript, and
// logs the error on the server (spec 000 §4, §8). A lone app process pointed at a closed port stands
// in for the outage, so the shared test stack is not disturbed.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, expect, test } from "vitest";
// @ts-expect-error -- plain ESM script without types
import { buildDir, freePort, root } from "../../scripts/stack.mjs";
import { fallbackPosts } from "~/features/posts/fallback-posts";

let app: ChildProcess;
let appUrl: string;
let output = "";

beforeAll(async () => {
  const [port, deadPort] = [await freePort(), await freePort()];
  appUrl = `http://localhost:${port}`;
  app = spawn(process.execPath, [path.join(root, "node_modules/@react-router/serve/bin.cjs"), path.join(buildDir(), "server/index.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: appUrl,
      DIRECTUS_URL: `http://127.0.0.1:${deadPort}`,
      DIRECTUS_SERVICE_TOKEN: "unused",
      SESSION_SECRET: "test-secret-for-the-fallback-test-only",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  app.stdout!.on("data", (chunk) => (output += chunk));
  app.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${appUrl}/news`)).status) break;
    } catch {
      if (Date.now() > deadline) throw new Error(`app did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
});

afterAll(() => {
  app?.kill("SIGTERM");
});

test("the news page shows the fallback posts with a notice, uncached, and logs the error", async () => {
  const response = await fetch(`${appUrl}/news`, { headers: { "Accept-Language": "vi" } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const html = await response.text();
  for (const post of fallbackPosts) expect(html).toContain(post.title);
  expect(html).toContain("Không thể tải tin tức mới nhất, đang hiển thị dữ liệu dự phòng.");
  expect(html).not.toContain("?page=2"); // no Load more: the fallback list is all there is
  expect(output).toContain("News page: could not load posts from Directus");
});

test("with JavaScript a toast says 'Không thể tải tin tức'", async () => {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ locale: "vi-VN" });
    await page.goto(`${appUrl}/news`);
    await page.getByRole("alert").filter({ hasText: "Không thể tải tin tức" }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole("status").filter({ hasText: "dữ liệu dự phòng" }).isVisible()).toBe(true);
  } finally {
    await browser.close();
  }
});

test("a post page answers 503 'Post not found' with a way home, not a crash", async () => {
  const response = await fetch(`${appUrl}/post/anything`, { headers: { "Accept-Language": "en" } });
  expect(response.status).toBe(503);
  const html = await response.text();
  expect(html).toContain("Post not found");
  expect(html).toContain("The post couldn&#x27;t be loaded right now.");
});
