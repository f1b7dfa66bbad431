// Outages (spec 000 §4, issue "Done when"): a lone app process stands in for each broken service, so
// the shared test stack is not disturbed. Directus down: a closed port as DIRECTUS_URL. Mail down:
// the test Directus, but a closed port as SMTP_PORT.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
// @ts-expect-error -- plain ESM script without types
import { freePort } from "../../scripts/stack.mjs";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { directusAdmin } from "../support/env";
import { startLoneApp, type LoneApp } from "../support/lone-app";

test.describe("Directus stopped", () => {
  let app: LoneApp;
  test.beforeAll(async () => {
    app = await startLoneApp({ DIRECTUS_URL: `http://127.0.0.1:${await freePort()}`, DIRECTUS_SERVICE_TOKEN: "unused" });
  });
  test.afterAll(() => app?.stop());

  test("/ still answers 200 with the built-in posts and a visible notice, and logs the error", async ({ page }) => {
    const response = await page.goto(`${app.url}/`);
    expect(response?.status()).toBe(200);
    const news = page.locator("#news");
    await expect(news.getByText("Không thể tải tin tức mới nhất, tạm thời hiển thị các bài viết đã lưu.")).toBeVisible();
    for (const post of fallbackPosts) await expect(news.getByRole("link", { name: post.title, exact: true })).toBeVisible();
    expect(app.output()).toContain("Landing news: could not load posts from Directus");
  });
});

test.describe("mail server stopped", () => {
  let app: LoneApp;
  test.beforeAll(async () => {
    app = await startLoneApp({ SMTP_HOST: "127.0.0.1", SMTP_PORT: String(await freePort()) });
  });
  test.afterAll(() => app?.stop());

  test("a request says 'Gửi thất bại', keeps every field and is still stored", async ({ page }) => {
    const marker = randomUUID().slice(0, 8);
    const email = `smtp-down-${marker}@example.com`;
    await page.goto(`${app.url}/#contact`);
    const form = page.getByRole("form", { name: "Đăng ký hợp tác" });
    await form.getByLabel("Họ và tên").fill(`Chi ${marker}`);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Nội dung hợp tác").fill("Nội dung\nhai dòng");
    await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
    await expect(form.getByText(/^Gửi thất bại: .+/)).toBeVisible();
    await expect(form.getByLabel("Họ và tên")).toHaveValue(`Chi ${marker}`);
    await expect(form.getByLabel("Email")).toHaveValue(email);
    await expect(form.getByLabel("Nội dung hợp tác")).toHaveValue("Nội dung\nhai dòng");
    const stored = await directusAdmin<Array<{ delivery_status: string; delivery_error: string | null; content: string }>>(
      "GET",
      `/items/seed_cooperation_requests?filter[email][_eq]=${encodeURIComponent(email)}`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0].delivery_status).toBe("failed");
    expect(stored[0].delivery_error).toBeTruthy();
    expect(stored[0].content).toBe("Nội dung\nhai dòng");
  });
});
