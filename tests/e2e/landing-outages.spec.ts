// Outages (spec 000 §4, issue "Done when"): a lone app process stands in for each broken service, so
// the shared test stack is not disturbed. Directus down: a closed port as DIRECTUS_URL. Mail down:
// the test Directus and a mail server the test stops and starts.
import { randomUUID } from "node:crypto";
import { expect, test } from "./fixtures";
// @ts-expect-error -- plain ESM script without types
import { freePort } from "../../scripts/stack.mjs";
import { fallbackPosts } from "~/features/posts/fallback-posts";
import { accounts } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { startLoneApp, type LoneApp } from "../support/lone-app";
import { smtpSink, type SmtpSink } from "../support/smtp-sink";

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

// Issue 17 "Done when": the lone app has a mail server of its own that the test stops and starts,
// and an outbox channel of its own, so the shared stack's worker never sends its mails.
test.describe("mail server stopped", () => {
  let app: LoneApp;
  let sink: SmtpSink;
  test.beforeAll(async () => {
    sink = smtpSink(await freePort());
    app = await startLoneApp({
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(sink.port),
      OUTBOX_CHANNEL: `e2e-outage-${randomUUID().slice(0, 8)}`,
      OUTBOX_POLL_MS: "500",
      MAIL_RETRY_MAX_MS: "2000",
    });
  });
  test.afterAll(async () => {
    app?.stop();
    await sink?.stop();
  });

  test(
    "a request is accepted, shows as failed to staff, and is delivered by itself once mail is back",
    { tag: "@js-off" },
    async ({ page }) => {
      const marker = randomUUID().slice(0, 8);
      const email = `smtp-down-${marker}@example.com`;
      await page.goto(`${app.url}/#contact`);
      const form = page.getByRole("form", { name: "Đăng ký hợp tác" });
      await form.getByLabel("Họ và tên").fill(`Chi ${marker}`);
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Nội dung hợp tác").fill("Nội dung\nhai dòng");
      await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
      await expect(form.getByText("Đã gửi đăng ký hợp tác. Cảm ơn bạn!")).toBeVisible();

      // Staff (signing in on this app) see it failed, with the short code, and no Resend is needed.
      await page.goto(`${app.url}/login`);
      await page.getByLabel("Email").fill(accounts.contentAdmin.email);
      await page.getByLabel("Mật khẩu", { exact: true }).fill(accounts.contentAdmin.password);
      await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);
      const row = page.getByRole("row").filter({ hasText: `Chi ${marker}` });
      await expect(async () => {
        await page.goto(`${app.url}/staff/requests`);
        await expect(row.getByText("Thất bại")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 20_000 });
      await expect(row.getByText(/^E[A-Z]+/)).toBeVisible();

      await sink.start();
      await expect(async () => {
        await page.goto(`${app.url}/staff/requests`);
        await expect(row.getByText("Đã gửi")).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      expect(sink.received.some((mail) => mail.to.includes("partners@example.com") && mail.data.includes(marker))).toBe(true);
      // The sender's confirmation is its own mail in the outbox: it may go out a moment after the academy's.
      await expect.poll(() => sink.received.some((mail) => mail.to.includes(email)), { timeout: 10_000 }).toBe(true);
      const [stored] = await directusAdmin<Array<{ id: number; content: string }>>(
        "GET",
        `/items/seed_cooperation_requests?filter[email][_eq]=${encodeURIComponent(email)}`,
      );
      expect(stored.content).toBe("Nội dung\nhai dòng");
      await directusAdmin("DELETE", `/items/seed_cooperation_requests/${stored.id}`);
    },
  );
});
