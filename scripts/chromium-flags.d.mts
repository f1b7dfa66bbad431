/** The flags Debian Chromium runs with in the e2e tests and the Lighthouse runs. */
export const chromiumFlags: readonly string[];
/** The browser the tests drive: CHROMIUM_PATH, else Debian's headless shell when installed, else /usr/bin/chromium. */
export const testBrowserPath: string;
