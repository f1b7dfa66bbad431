import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

for (const path of ["/login", "/register", "/forgot-password", "/verify-email?token=x", "/reset-password?token=x"]) {
  test(`${path} has no serious accessibility problems`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page; the markup is the same with JavaScript off");
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}
