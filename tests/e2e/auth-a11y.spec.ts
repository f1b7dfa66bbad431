import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

for (const path of [
  "/login",
  "/register",
  "/forgot-password",
  "/verify-email?token=x",
  "/reset-password?token=x",
  "/set-password?token=x",
]) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
