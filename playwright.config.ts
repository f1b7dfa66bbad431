import { defineConfig } from "@playwright/test";
import { chromiumFlags, testBrowserPath } from "./scripts/chromium-flags.mjs";

// The stack is started by scripts/test.mjs (npm test), which passes its URLs in TEST_* variables.
// Never a default: http://localhost:3000 would be the developer's own `npm start` (issue 24).
const baseURL = process.env.TEST_APP_URL;
if (!baseURL) throw new Error("TEST_APP_URL is not set: run the browser tests with `npm test -- e2e`, which starts the test stack");

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  // Two on two cores (issue 45). A third was measured in ADR 028's ninth pass: the step was slower
  // (1,422 s against 1,116 s on a machine of the same npm ci time), the cores already near full.
  workers: 2,
  // CI machines are shared and noisy: one retry there, and Playwright reports such a test as
  // "flaky" in the summary (a test that fails twice still fails the run). Never locally.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: "test-results",
  use: {
    baseURL,
    locale: "vi-VN",
    // A trace records every action's snapshots and screencast while the test runs, kept or not: in CI
    // only the retry of a failed test records one (issue 45: tracing every test cost the run CPU time
    // it did not have); locally, where nothing is retried, a failed test keeps its trace.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: testBrowserPath,
      args: [...chromiumFlags],
    },
  },
  // Every test runs with JavaScript; the JavaScript-off project runs only the tests tagged
  // `@js-off` (issue 45): those whose behaviour differs without scripts — a form submitted, an
  // enhanced control used, a no-JS fallback. A check that only reads a server-rendered page runs once.
  projects: [
    { name: "js-on", use: { javaScriptEnabled: true } },
    { name: "js-off", use: { javaScriptEnabled: false }, grep: /@js-off/ },
  ],
});
