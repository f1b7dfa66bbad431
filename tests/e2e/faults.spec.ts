// Faults where the browser matters (issue 10, the suite; the requests themselves are in
// tests/integration/faults.test.ts): with Directus stopped, sign-out says 'Failed to sign out.' and
// keeps the person signed in, and the forms keep what was typed. JavaScript on and off. A lone app
// talks to the test Directus through a proxy that can stop (tests/support/fault-proxy.ts).
import { axeViolations, expect, test, useLoneAppBehindFaultProxy } from "./fixtures";
import { accounts } from "../support/accounts";

const lone = useLoneAppBehindFaultProxy();

test(
  "sign-out while Directus is stopped says 'Failed to sign out.' and keeps the person signed in",
  { tag: "@js-off" },
  async ({ page, javaScriptEnabled }) => {
    const { email, password } = accounts.learner;
    await page.goto(`${lone.app.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${lone.app.url}/`);

    await page.goto(`${lone.app.url}/login`);
    await expect(page.getByText(email)).toBeVisible();
    await lone.proxy.stop();
    await page.getByRole("button", { name: "Log out" }).click();
    // The flash after the failed post, shown by the sign-in page's frame (issue 46, item 4).
    await expect(page.getByRole("status").filter({ hasText: "Failed to sign out." })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    if (javaScriptEnabled) {
      // axe runs as a script in the page; the markup is the same with JavaScript off.
      expect(await axeViolations(page)).toEqual([]);
    }

    await lone.proxy.start();
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(`${lone.app.url}/`);
    await page.goto(`${lone.app.url}/login`);
    await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  },
);

test("with Directus stopped, the sign-in and cooperation forms keep what was typed", { tag: "@js-off" }, async ({ page }) => {
  await lone.proxy.stop();
  await page.goto(`${lone.app.url}/login`);
  await page.getByLabel("Email").fill("kept@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Whatever#2024");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Unexpected error occurred");
  await expect(page.getByLabel("Email")).toHaveValue("kept@example.com");

  await page.goto(`${lone.app.url}/#contact`);
  const form = page.getByRole("form", { name: "Cooperation request" });
  await form.getByLabel("Full name").fill("Chi Fault");
  await form.getByLabel("Email").fill("fault@example.com");
  await form.getByLabel("Cooperation details").fill("Two lines\nof content");
  await form.getByRole("button", { name: "Send cooperation request" }).click();
  await expect(form.getByText(/^Sending failed: .+/)).toBeVisible();
  await expect(form.getByLabel("Full name")).toHaveValue("Chi Fault");
  await expect(form.getByLabel("Email")).toHaveValue("fault@example.com");
  await expect(form.getByLabel("Cooperation details")).toHaveValue("Two lines\nof content");
});
