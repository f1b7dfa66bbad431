import type { Page, TestInfo } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { describeInLanguage, expect, test } from "./fixtures";

// Notifications by mail (issue 47, item 3): a person chooses on their area's settings page how their
// notifications reach them by mail, with a real form post (without JavaScript in Vietnamese, with it
// in English). Each test has an account of its own (removed after): no other test's person changes.

const password = "SeedMailChoice#1";

/** A new, active account of `roleName`, signed in in this page's context as the sign-in form posts it. */
async function ownPerson(page: Page, testInfo: TestInfo, roleName: string) {
  const [role] = await directusAdmin<{ id: string }[]>("GET", `/roles?filter[name][_eq]=${roleName}&fields=id`);
  const email = `mail-choice-${testInfo.project.name.replace(/\W/g, "")}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    role: role.id,
    status: "active",
    first_name: "Chọn",
  });
  const signedIn = await page.request.post("/login", {
    form: { email, password },
    headers: { Origin: new URL(testInfo.project.use.baseURL!).origin },
    maxRedirects: 0,
  });
  expect(signedIn.status()).toBe(302);
  return user.id;
}

const preferenceOf = async (id: string) =>
  (await directusAdmin<{ notify_mail: string }>("GET", `/users/${id}?fields=notify_mail`)).notify_mail;

describeInLanguage(
  "vi",
  () => {
    test("a teacher chooses a daily digest on their settings page", async ({ page }, testInfo) => {
      const id = await ownPerson(page, testInfo, "seed-faculty");
      try {
        await page.goto("/teacher/portal/settings");
        await expect(page.getByRole("heading", { level: 1, name: "Cài đặt" })).toBeVisible();
        await expect(page.getByRole("radio", { name: "Tắt" })).toBeChecked();
        await page.getByRole("radio", { name: "Tổng hợp hằng ngày" }).check();
        await page.getByRole("button", { name: "Lưu" }).click();
        await expect(page.getByText("Đã lưu lựa chọn của bạn.")).toBeVisible();
        await expect(page.getByRole("radio", { name: "Tổng hợp hằng ngày" })).toBeChecked();
        expect(await preferenceOf(id)).toBe("daily");
      } finally {
        await directusAdmin("DELETE", `/users/${id}`);
      }
    });
  },
  { tag: "@js-off" },
);

describeInLanguage("en", () => {
  test("an editor chooses a mail for each notification on /staff/settings", async ({ page }, testInfo) => {
    const id = await ownPerson(page, testInfo, "seed-edit-post");
    try {
      await page.goto("/staff");
      await page.getByRole("link", { name: "Settings" }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
      await page.getByRole("radio", { name: "Each one" }).check();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Your choice is saved.")).toBeVisible();
      await expect(page.getByRole("radio", { name: "Each one" })).toBeChecked();
      expect(await preferenceOf(id)).toBe("each");
    } finally {
      await directusAdmin("DELETE", `/users/${id}`);
    }
  });
});
