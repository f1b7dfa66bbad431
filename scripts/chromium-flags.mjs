// The flags Debian Chromium runs with in the e2e tests (playwright.config.ts) and the Lighthouse runs
// (scripts/lighthouse.mjs): no sandbox (containers), no GPU, and none of the background traffic
// (updates, sync, QUIC) that would add noise to a measurement or a test.
export const chromiumFlags = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
