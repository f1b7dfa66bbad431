import { directusAdmin } from "../support/env";
import { axeViolations, expect, test } from "./fixtures";

// The staff area's first page (issue 9): content administrators see every cooperation request with
// its delivery state; the area's middleware keeps everyone else out.

test("a content administrator sees the cooperation requests with their delivery state, in Vietnamese", async ({ page, signInAs }) => {
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
    // Resend (the mail catcher is up): the request goes out and shows as sent.
    await row.getByRole("button", { name: "Gửi lại" }).click();
    await expect(page.getByText("Yêu cầu đã được gửi lại đến học viện.")).toBeVisible();
    await expect(row.getByText("Đã gửi")).toBeVisible();
    await expect(row.getByRole("button", { name: "Gửi lại" })).toHaveCount(0);
  } finally {
    await directusAdmin("DELETE", `/items/seed_cooperation_requests/${request.id}`);
  }
});

test.describe("in English", () => {
  test.use({ language: "en" });

  test("the staff page has no WCAG 2.1 AA violations", async ({ page, signInAs, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page; the markup is the same with JavaScript off");
    await signInAs("contentAdmin");
    await page.goto("/staff/requests");
    await expect(page.getByRole("heading", { level: 1, name: "Cooperation requests" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

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
