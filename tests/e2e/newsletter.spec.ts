import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { directusAdmin } from "../support/env";

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `test-${randomUUID()}` });
});

test("the footer box stores the address, says 'Đăng ký thành công!' and clears; a repeat gets the same answer", async ({ page }) => {
  const email = `news-${randomUUID().slice(0, 8)}@example.com`;
  await page.goto("/partner");
  const footer = page.getByRole("contentinfo");
  for (let attempt = 0; attempt < 2; attempt++) {
    await footer.getByLabel("Địa chỉ email").fill(email);
    await footer.getByRole("button", { name: "Đăng ký" }).click();
    await expect(page.getByText("Đăng ký thành công!").first()).toBeVisible();
    if (page.url().includes("/newsletter"))
      await page.goto("/partner"); // without JavaScript the answer is its own page
    else await expect(footer.getByLabel("Địa chỉ email")).toHaveValue("");
  }
  const stored = await directusAdmin<Array<{ email: string; locale: string }>>(
    "GET",
    `/items/seed_newsletter_subscribers?filter[email][_eq]=${encodeURIComponent(email)}`,
  );
  expect(stored).toEqual([expect.objectContaining({ email, locale: "vi" })]);
});

test("an invalid address gets a clear message and keeps what was typed", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Địa chỉ email").fill("not-an-email");
  await footer.getByRole("button", { name: "Đăng ký" }).click();
  await expect(page.getByText("Vui lòng nhập địa chỉ email hợp lệ.").first()).toBeVisible();
  await expect(page.getByLabel("Địa chỉ email").first()).toHaveValue("not-an-email");
});
