// Faults where the browser matters (issue 10, the suite; the requests themselves are in
// tests/integration/faults.test.ts): with Directus stopped, sign-out says 'Failed to sign out.' and
// keeps the person signed in, and the forms keep what was typed. JavaScript on and off. A lone app
// talks to the test Directus through a proxy that can stop (tests/support/fault-proxy.ts).
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { accounts } from "../support/accounts";
import { testEnv } from "../support/env";
import { startFaultProxy, type FaultProxy } from "../support/fault-proxy";
import { startLoneApp, type LoneApp } from "../support/lone-app";

let proxy: FaultProxy;
let app: LoneApp;

test.beforeAll(async () => {
  proxy = await startFaultProxy(testEnv.directusUrl);
  app = await startLoneApp({ DIRECTUS_URL: proxy.url });
});
test.afterAll(async () => {
  app?.stop();
  await proxy?.close();
});
test.beforeEach(async ({ context }) => {
  await proxy.start().catch(() => {}); // already listening
  await context.addCookies([{ name: "lng", value: "en", url: app.url }]);
});

test("sign-out while Directus is stopped says 'Failed to sign out.' and keeps the person signed in", async ({
  page,
  javaScriptEnabled,
}) => {
  const { email, password } = accounts.learner;
  await page.goto(`${app.url}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${app.url}/`);

  await page.goto(`${app.url}/login`);
  await expect(page.getByText(email)).toBeVisible();
  await proxy.stop();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("alert")).toHaveText("Failed to sign out.");
  await expect(page.getByText(email)).toBeVisible();
  if (javaScriptEnabled) {
    // axe runs as a script in the page; the markup is the same with JavaScript off.
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze();
    expect(results.violations).toEqual([]);
  }

  await proxy.start();
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL(`${app.url}/`);
  await page.goto(`${app.url}/login`);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("with Directus stopped, the sign-in and cooperation forms keep what was typed", async ({ page }) => {
  await proxy.stop();
  await page.goto(`${app.url}/login`);
  await page.getByLabel("Email").fill("kept@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Whatever#2024");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toContainText("Unexpected error occurred");
  await expect(page.getByLabel("Email")).toHaveValue("kept@example.com");

  await page.goto(`${app.url}/#contact`);
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
