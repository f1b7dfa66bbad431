import { directusAdmin } from "../support/env";
import { axeViolations, describeInLanguage, expect, expectAccessiblePage, pickFromMenu, test } from "./fixtures";

// The staff area's first page (issue 9): content administrators see every cooperation request with
// its delivery state; the area's middleware keeps everyone else out.

test(
  "a content administrator sees the cooperation requests with their delivery state, in Vietnamese",
  { tag: "@js-off" },
  async ({ page, signInAs }) => {
    const [request] = await directusAdmin<{ id: number; full_name: string }[]>("POST", "/items/seed_cooperation_requests", [
      {
        full_name: `Staff page test ${Date.now()}`,
        email: "staff-page@example.com",
        content: "Xin chào",
        delivery_status: "failed",
        delivery_error: "ESOCKET",
        locale: "vi",
      },
    ]);
    try {
      await signInAs("contentAdmin");
      await page.goto("/staff/requests");
      await expect(page.getByRole("heading", { level: 1, name: "Yêu cầu hợp tác" })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: request.full_name });
      await expect(row.getByText("Thất bại")).toBeVisible();
      await expect(row.getByText("ESOCKET")).toBeVisible();
      // Resend from the row's menu (the mail catcher is up): the request goes out and shows as sent.
      await pickFromMenu(page, `Quản lý yêu cầu của ${request.full_name}`, "Gửi lại");
      await expect(page.getByRole("status").filter({ hasText: "Yêu cầu đã được gửi lại đến học viện." })).toBeVisible();
      await expect(row.getByText("Đã gửi")).toBeVisible();
      await expect(row.getByRole("button", { name: "Gửi lại", includeHidden: true })).toHaveCount(0);
    } finally {
      await directusAdmin("DELETE", `/items/seed_cooperation_requests/${request.id}`);
    }
  },
);

describeInLanguage("en", () => {
  test("the staff page has no WCAG A/AA violations", async ({ page, signInAs }) => {
    await signInAs("contentAdmin");
    await expectAccessiblePage(page, "/staff/requests", "Cooperation requests");
  });

  test(
    "a request is deleted from its row menu after a confirmation; the message shows once after the redirect",
    { tag: "@js-off" },
    async ({ page, signInAs, javaScriptEnabled }) => {
      const [request] = await directusAdmin<{ id: number; full_name: string }[]>("POST", "/items/seed_cooperation_requests", [
        { full_name: `Delete me ${Date.now()}`, email: "delete-me@example.com", content: "Spam", delivery_status: "sent", locale: "en" },
      ]);
      try {
        await signInAs("contentAdmin");
        await page.goto("/staff/requests");
        const row = page.getByRole("row").filter({ hasText: request.full_name });
        const menu = `Manage request from ${request.full_name}`;
        await row.getByLabel(menu, { exact: true }).click();
        await expect(row.getByRole("link", { name: "Reply by email" })).toHaveAttribute("href", "mailto:delete-me@example.com");
        await row.getByRole("link", { name: "Delete request" }).click();
        const dialog = page.getByRole("dialog", { name: "Delete request" });
        await expect(dialog).toContainText(`Delete the request from ${request.full_name}? This cannot be undone.`);
        if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
        // A child route of the list (ADR 055): the same URL with JavaScript and without.
        await expect(page).toHaveURL(new RegExp(`/staff/requests/${request.id}/delete$`));
        await dialog.getByRole("button", { name: "Delete", exact: true }).click();
        await expect(page.getByRole("status").filter({ hasText: "The request was deleted." })).toBeVisible();
        await expect(page).toHaveURL(/\/staff\/requests$/);
        await expect(page.getByRole("row").filter({ hasText: request.full_name })).toHaveCount(0);
        // Read once: a reload shows no trace of it.
        await page.reload();
        await expect(page.getByRole("heading", { level: 1, name: "Cooperation requests" })).toBeVisible();
        await expect(page.getByText("The request was deleted.")).toHaveCount(0);
      } finally {
        await directusAdmin("DELETE", `/items/seed_cooperation_requests/${request.id}`).catch(() => undefined);
      }
    },
  );

  test("a learner is refused with the 403 page, and a visitor is sent to sign in", async ({ page, signInAs }) => {
    await page.goto("/staff/requests");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fstaff%2Frequests/);
    await signInAs("learner");
    const response = await page.goto("/staff/requests");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("403")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff tools" })).toHaveCount(0);
  });
});
