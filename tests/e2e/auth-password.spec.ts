import { expect, test } from "./fixtures";
import { directusAdmin } from "../support/env";
import { mailedLink } from "../support/maildev";

test("forgot password → reset mail → new password (same rules) → sign in with it", { tag: "@js-off" }, async ({ page, context }, info) => {
  await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
  const email = `reset-${info.project.name}-${Date.now()}@example.com`;
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  await directusAdmin("POST", "/users", { email, password: "OldPassword#1", role: role.id, status: "active" });

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();

  const { mail, link } = await mailedLink(email, "/reset-password");
  expect(mail.subject).toBe("Reset your Seed Academy password");
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await page.getByLabel("New password").fill("weak");
  await page.getByLabel("Confirm password").fill("weak");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByText(/^Your password must /)).toContainText("include an uppercase letter");

  await page.getByLabel("New password").fill("NewPassword#2");
  await page.getByLabel("Confirm password").fill("NewPassword#2");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password has been changed.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill("NewPassword#2");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // The link is spent.
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel("New password").fill("Another#Pass3");
  await page.getByLabel("Confirm password").fill("Another#Pass3");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("heading", { name: "This reset link doesn't work" })).toBeVisible();
});

test("a reset asked for on the Thai site arrives in Thai", { tag: "@js-off" }, async ({ page, context }, info) => {
  await context.addCookies([{ name: "lng", value: "th", url: info.project.use.baseURL! }]);
  const email = `reset-th-${info.project.name}-${Date.now()}@example.com`;
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  const user = await directusAdmin<{ id: string }>("POST", "/users", { email, password: "OldPassword#1", role: role.id, status: "active" });
  await page.goto("/forgot-password");
  await page.getByRole("textbox").fill(email);
  await page.getByRole("button", { name: "ส่งลิงก์รีเซ็ต" }).click();

  const { mail, link } = await mailedLink(email, "/reset-password");
  expect(mail.subject).toBe("รีเซ็ตรหัสผ่าน Seed Academy ของคุณ");
  expect(mail.html).toContain('lang="th"');
  expect(mail.text).toContain(link.toString());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator("h1")).toHaveText("ตั้งรหัสผ่านใหม่");
  await directusAdmin("DELETE", `/users/${user.id}`);
});

test("an unknown email gets the same answer as a known one", { tag: "@js-off" }, async ({ page, context }, info) => {
  await context.addCookies([{ name: "lng", value: "vi", url: info.project.use.baseURL! }]);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Gửi liên kết đặt lại" }).click();
  await expect(page.getByRole("heading", { name: "Hãy kiểm tra email" })).toBeVisible();
});

test("a reset page without a usable token asks for a new link", async ({ page, context }, info) => {
  await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
  await page.goto("/reset-password?token=garbage");
  await expect(page.getByRole("heading", { name: "This reset link doesn't work" })).toBeVisible();
  await page.getByRole("link", { name: "Request a new link" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});
