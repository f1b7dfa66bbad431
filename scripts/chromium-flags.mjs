import fs from "node:fs";

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

/**
 * The browser the tests drive: Debian's headless shell (package chromium-headless-shell) when it is
 * installed, else Chromium itself; CHROMIUM_PATH chooses another. The shell is the same Blink without
 * the browser's own interface: Chromium's new headless mode keeps renderers for its toolbar's menus
 * (chrome://omnibox-popup.top-chrome) per window, which cost the e2e run a quarter of its time (issue 45).
 */
export const testBrowserPath =
  process.env.CHROMIUM_PATH ??
  (fs.existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");
