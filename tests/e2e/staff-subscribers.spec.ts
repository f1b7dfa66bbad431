import fs from "node:fs";
import { randomUUID } from "node:crypto";
import { directusAdmin } from "../support/env";
import { axeViolations, describeInLanguage, expect, test } from "./fixtures";

// The staff page of newsletter subscribers (issue 17): content administrators see every address
// with its state, filter by state and export the list as CSV; editors are refused.

test("a content administrator filters by state and exports the chosen state as CSV", async ({ page, signInAs }) => {
  const marker = randomUUID().slice(0, 8);
  const [row] = await directusAdmin<{ id: number; email: string }[]>("POST", "/items/seed_newsletter_subscribers", [
    { email: `staff-${marker}@example.com`, locale: "vi", status: "confirmed", confirmed_at: new Date().toISOString() },
  ]);
  try {
    await signInAs("contentAdmin");
    await page.goto("/staff/requests");
    await page.getByRole("navigation", { name: "Công cụ nhân viên" }).getByRole("link", { name: "Người đăng ký bản tin" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Người đăng ký bản tin" })).toBeVisible();

    const filter = page.getByRole("navigation", { name: "Lọc theo trạng thái" });
    await filter.getByRole("link", { name: /^Đã xác nhận/ }).click();
    await expect(page).toHaveURL(/\/staff\/subscribers\?status=confirmed$/);
    await expect(filter.getByRole("link", { name: /^Đã xác nhận/ })).toHaveAttribute("aria-current", "page");
    const line = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: row!.email }) });
    await expect(line.getByText("Đã xác nhận")).toBeVisible();
    await expect(line.getByText("Tiếng Việt")).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Xuất CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv).toContain(`"${row!.email}","Đã xác nhận","vi"`);
    expect(csv).not.toContain("Chờ xác nhận");

    await filter.getByRole("link", { name: /^Đã hủy/ }).click();
    await expect(page.getByRole("rowheader", { name: row!.email })).toHaveCount(0);
  } finally {
    await directusAdmin("DELETE", `/items/seed_newsletter_subscribers/${row!.id}`);
  }
});

describeInLanguage("en", () => {
  test(
    "row menu: unsubscribe and delete an address, each after a confirmation, with a message after the redirect",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const email = `menu-${randomUUID().slice(0, 8)}@example.com`;
      const [row] = await directusAdmin<{ id: number }[]>("POST", "/items/seed_newsletter_subscribers", [
        { email, locale: "en", status: "confirmed", confirmed_at: new Date().toISOString() },
      ]);
      try {
        await signInAs("contentAdmin");
        await page.goto("/staff/subscribers?status=confirmed");
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        const line = () => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });
        const menu = `Manage ${email}`;

        await line().getByLabel(menu, { exact: true }).click();
        await line().getByRole("link", { name: "Unsubscribe" }).click();
        let dialog = page.getByRole("dialog", { name: "Unsubscribe" });
        await expect(dialog).toContainText(`Unsubscribe ${email}? This address will no longer receive the newsletter.`);
        // A child route of the list (ADR 055), its tab kept: the same URL with JavaScript and without.
        await expect(page).toHaveURL(new RegExp(`/staff/subscribers/${row!.id}/unsubscribe\\?status=confirmed$`));
        await dialog.getByRole("button", { name: "Unsubscribe" }).click();
        await expect(page.getByRole("status").filter({ hasText: "The address is unsubscribed." })).toBeVisible();
        // Back on the same tab, where the address is no longer listed.
        await expect(page).toHaveURL(/\/staff\/subscribers\?status=confirmed$/);
        await expect(line()).toHaveCount(0);

        await page.goto("/staff/subscribers?status=unsubscribed");
        await expect(line().getByText("Unsubscribed", { exact: true })).toBeVisible();
        await line().getByLabel(menu, { exact: true }).click();
        await expect(line().getByRole("link", { name: "Unsubscribe" })).toHaveCount(0);
        await line().getByRole("link", { name: "Delete address" }).click();
        dialog = page.getByRole("dialog", { name: "Delete address" });
        await expect(dialog).toContainText(`Delete ${email}? This cannot be undone.`);
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        await expect(page).toHaveURL(new RegExp(`/staff/subscribers/${row!.id}/delete\\?status=unsubscribed$`));
        await dialog.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(page.getByRole("status").filter({ hasText: "The address was deleted." })).toBeVisible();
        await expect(page).toHaveURL(/\/staff\/subscribers\?status=unsubscribed$/);
        await expect(line()).toHaveCount(0);
        expect(await directusAdmin<unknown[]>("GET", `/items/seed_newsletter_subscribers?filter[email][_eq]=${email}`)).toEqual([]);
      } finally {
        await directusAdmin("DELETE", `/items/seed_newsletter_subscribers/${row!.id}`).catch(() => undefined);
      }
    },
  );

  test("editors and learners are refused with the 403 page; a visitor is sent to sign in", async ({ page, signInAs }) => {
    await page.goto("/staff/subscribers");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstaff%2Fsubscribers/);
    for (const account of ["editor", "learner"] as const) {
      await signInAs(account);
      const response = await page.goto("/staff/subscribers");
      expect(response?.status(), account).toBe(403);
      await expect(page.getByText("403")).toBeVisible();
      expect((await page.request.get("/staff/subscribers.csv")).status(), account).toBe(403);
    }
  });
});
