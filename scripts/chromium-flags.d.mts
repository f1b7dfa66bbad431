/** The flags Debian Chromium runs with in the e2e tests and the Lighthouse runs. */
export const chromiumFlags: readonly string[];
