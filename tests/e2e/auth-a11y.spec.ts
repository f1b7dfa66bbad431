import { axeViolations, expect, test } from "./fixtures";

for (const path of [
  "/login",
  "/register",
  "/forgot-password",
  "/verify-email?token=x",
  "/reset-password?token=x",
  "/set-password?token=x",
]) {
  test(`${path} has no WCAG A/AA violations`, async ({ page }) => {
    await page.goto(path);
    expect(await axeViolations(page)).toEqual([]);
  });
}
