import type { Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { mailedLink } from "../support/maildev";
import { axeViolations, expect, setLanguage, test } from "./fixtures";

// An account made by staff (issue 17): an administrator invites an address through Directus, the
// invitation arrives as the app's set-password mail, and its link lets the person choose a password.

const invited: string[] = [];

/** Invites a new address as a learner (`seed-user`), as staff do in Data Studio; returns the address. */
async function invite(what: string) {
  const email = `invite-${what}-${test.info().project.name}-${Date.now()}@example.com`;
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  await directusAdmin("POST", "/users/invite", { email, role: role.id });
  invited.push(email);
  return email;
}

/** No WCAG A/AA violations (with JavaScript only: axe runs as a script in the page; the markup is the same without). */
async function expectNoAxeViolations(page: Page) {
  if (test.info().project.use.javaScriptEnabled === false) return;
  expect(await axeViolations(page)).toEqual([]);
}

test.afterEach(async () => {
  for (const email of invited.splice(0)) {
    const users = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`);
    for (const user of users) await directusAdmin("DELETE", `/users/${user.id}`);
  }
});

test(
  "an invited person gets the set-password mail in Vietnamese, chooses a password and signs in with it",
  { tag: "@js-off" },
  async ({ page }, info) => {
    const email = await invite("ok");
    const password = "Invited#2026";

    const { mail, link } = await mailedLink(email, "/set-password");
    expect(mail.subject).toBe("Tài khoản Seed Academy của bạn đã sẵn sàng: hãy chọn mật khẩu");
    expect(link.origin).toBe(new URL(info.project.use.baseURL!).origin);
    expect(link.pathname).toBe("/set-password");
    expect(mail.text).toContain(link.toString());

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole("heading", { name: "Chọn mật khẩu của bạn" })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page);

    // The registration rules, checked by the server too (JavaScript off).
    await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
    await page.getByLabel("Xác nhận mật khẩu").fill("Invited#2027");
    await page.getByRole("button", { name: "Đặt mật khẩu" }).click();
    await expect(page.locator("#set-password")).toContainText("Mật khẩu xác nhận không khớp");

    await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
    await page.getByLabel("Xác nhận mật khẩu").fill(password);
    await page.getByRole("button", { name: "Đặt mật khẩu" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Mật khẩu của bạn đã được đặt. Hãy đăng nhập.")).toBeVisible();

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Mật khẩu", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Đăng nhập", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // The invitation is spent: Directus refuses it again, the page says to ask for a new one.
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel("Mật khẩu", { exact: true }).fill("Another#Pass3");
    await page.getByLabel("Xác nhận mật khẩu").fill("Another#Pass3");
    await page.getByRole("button", { name: "Đặt mật khẩu" }).click();
    await expect(page.getByRole("heading", { name: "Lời mời này không dùng được" })).toBeVisible();
    await expect(page.getByText("Hãy đề nghị Seed Academy gửi cho bạn lời mời mới.")).toBeVisible();
  },
);

test("a tampered or missing token shows the invalid-invitation screen, in English", { tag: "@js-off" }, async ({ page, context }) => {
  await setLanguage(context, "en");
  const email = await invite("tampered");
  const { link } = await mailedLink(email, "/set-password");
  const [header, payload, signature] = link.searchParams.get("token")!.split(".");
  // A character in the middle of the signature (the last one may only carry padding bits).
  const at = Math.floor(signature.length / 2);
  const forged = `${signature.slice(0, at)}${signature[at] === "A" ? "B" : "A"}${signature.slice(at + 1)}`;

  // It still looks like a token, so the form shows; Directus refuses it when it is used.
  await page.goto(`/set-password?token=${encodeURIComponent(`${header}.${payload}.${forged}`)}`);
  await expect(page.getByRole("heading", { name: "Choose your password" })).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("Invited#2026");
  await page.getByLabel("Confirm password").fill("Invited#2026");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByRole("heading", { name: "This invitation doesn't work" })).toBeVisible();
  await expect(page.getByText("Ask Seed Academy to send you a new invitation.")).toBeVisible();
  await expectNoAxeViolations(page);

  // Still invited: the tampered token changed nothing.
  const [user] = await directusAdmin<{ status: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=status`);
  expect(user.status).toBe("invited");

  await page.goto("/set-password");
  await expect(page.getByRole("heading", { name: "This invitation doesn't work" })).toBeVisible();
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await expect(page).toHaveURL(/\/login$/);
});
