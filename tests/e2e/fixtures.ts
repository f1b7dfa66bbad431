// Playwright's `test` with what our specs share: a `language` option (the `lng` cookie the server
// reads) and `signInAs(name)`, which signs a sample account in without going through the form.
//
//   import { expect, test } from "./fixtures";
//   test.use({ language: "en" });
//   test("an editor sees drafts", async ({ page, signInAs }) => {
//     await signInAs("editor");
//     await page.goto("/news");
//   });
//
// A test about the sign-in form itself still fills in the form. A test that signs out signs in
// through the form too: signing out revokes the session that the worker's other tests share.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { test as base, expect, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import type { Language } from "~/features/i18n/locales";
import { accounts, type Account, type AccountName } from "../support/accounts";
import { testEnv } from "../support/env";
import { startFaultProxy, type FaultProxy } from "../support/fault-proxy";
import { startLoneApp, type LoneApp } from "../support/lone-app";
import { watchProduct } from "../support/product-witness";

export { expect };

/**
 * A stored sign-in is reused for at most this long. The test Directus issues 15-minute access
 * tokens and the app refreshes them 90 s before they expire; a refresh rotates the refresh token,
 * so a state older than that would sign the next test out.
 */
const REUSE_SIGN_IN_MS = 10 * 60_000;

/**
 * Every WCAG A and AA rule axe has (issue 55): WCAG 2.0, 2.1 and 2.2, level A and AA. The only list
 * of tags in the project: every axe check goes through `axeViolations`.
 */
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe-core's source: the version `@axe-core/playwright` (the project's dependency) brings. Read once;
 * `axeViolations` puts it in a document once, however many times that document is checked.
 */
const require = createRequire(import.meta.url);
const axeSource: string = createRequire(require.resolve("@axe-core/playwright"))("axe-core").source;

/** React Router's router, as HydratedRouter leaves it on `window`. */
type WithRouter = {
  __reactRouterDataRouter?: {
    state: { navigation: { state: string }; revalidation: string; fetchers: Map<string, { state: string }> };
  };
};

/** What a page holds once axe is in it. */
type WithAxe = {
  axe?: {
    run(
      context: Document | { exclude: string[][] },
      options: { resultTypes: string[]; runOnly: { type: "tag"; values: string[] } },
    ): Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
  };
};

/**
 * The page's WCAG A/AA violations (2.0, 2.1 and 2.2) as `rule: elements` lines (axe runs as a
 * script: JavaScript on only). `exclude`: a selector axe leaves out (e.g. frames it cannot enter).
 *
 * One `axe.run` in the page, same-origin frames included (the app embeds no other origin), as
 * `@axe-core/playwright`'s legacy mode runs it, but axe goes into each frame only when it is not
 * there yet: the builder evaluated axe's 600 kB source twice per frame on every check, which made a
 * check cost 0.9 s where the run itself takes 0.2 (issue 45: the matrix walk runs it some 340 times).
 */
export async function axeViolations(page: Page, { exclude }: { exclude?: string } = {}) {
  // A page between two states is not what a person reads: axe waits until React Router has no
  // navigation, revalidation or fetcher under way (the builder's 0.9 s of injecting used to hide it).
  await page.waitForFunction(() => {
    const router = (window as WithRouter).__reactRouterDataRouter;
    if (!router) return true;
    const { navigation, revalidation, fetchers } = router.state;
    return navigation.state === "idle" && revalidation === "idle" && [...fetchers.values()].every((f) => f.state === "idle");
  });
  for (const frame of page.frames()) {
    const present = await frame.evaluate(() => Boolean((window as WithAxe).axe)).catch(() => true);
    if (!present) await frame.evaluate(`${axeSource}\n;axe.configure({ allowedOrigins: ["<same_origin>"] });`);
  }
  return page.evaluate(
    async ({ tags, exclude }) => {
      const results = await (window as WithAxe).axe!.run(exclude ? { exclude: [[exclude]] } : document, {
        // Only violations are read: axe need not gather every node that passed.
        resultTypes: ["violations"],
        runOnly: { type: "tag", values: tags },
      });
      return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    },
    { tags: wcagTags, exclude },
  );
}

/**
 * `body` as a file named `name` in the test's output folder, for `setInputFiles(path)`: the browser
 * reads it from disk, where a buffer goes to it through the protocol (a 10 MB one took 7–11 s of
 * the test, and CPU, where the path takes 0.1 s; issue 45).
 */
/**
 * The editor's Save landed: the flash after its redirect says `saved` ("Saved", "Đã lưu"), shown by
 * the staff frame (issue 46, item 4: no `?saved=` in the URL any more).
 */
export async function expectSaved(page: Page, saved = "Saved") {
  await expect(page.getByRole("status").filter({ hasText: new RegExp(`^${saved}$`) })).toBeVisible();
}

export function fileOnDisk(name: string, body: Buffer) {
  const file = test.info().outputPath(name);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
  return file;
}

/** Opens `path`, waits for its `h1` named `heading`, and expects no WCAG A/AA violation on it. */
export async function expectAccessiblePage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Issue 55: a keyboard user's way to a control. Presses Tab until `target` has the focus (failing
 * after `max` presses: a control the keyboard cannot reach), then checks the focus shows there (the
 * browser's `:focus-visible`, drawn as an outline or a ring). Press Enter or Space next.
 */
export async function tabTo(page: Page, target: Locator, { max = 80 } = {}) {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((el) => el === document.activeElement)) {
      const shown = await target.evaluate((el) => {
        const style = getComputedStyle(el);
        return (
          el.matches(":focus-visible") &&
          ((style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none")
        );
      });
      expect(shown, "the focus is visible on the control").toBe(true);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab did not reach the control within ${max} presses`);
}

/** Opens a row's menu, labelled `menu` (a disclosure without JavaScript), and picks `item`, a button or a link. */
export async function pickFromMenu(page: Page, menu: string | RegExp, item: string) {
  await page.getByLabel(menu, { exact: true }).click();
  const open = page.locator("details[open]");
  await open
    .getByRole("button", { name: item, exact: true })
    .or(open.getByRole("link", { name: item, exact: true }))
    .click();
}

/** Sets the language cookie the server reads (spec README: `lng`), as the language switcher does. */
export async function setLanguage(context: BrowserContext, language: Language) {
  await context.addCookies([{ name: "lng", value: language, url: test.info().project.use.baseURL! }]);
}

/** Signs in through the app's /login action in a context of its own and stores its cookies in `file`. */
async function signInToFile(browser: Browser, baseURL: string, account: Account, file: string) {
  const context = await browser.newContext({ baseURL });
  try {
    const response = await context.request.post("/login", {
      form: { email: account.email, password: account.password },
      headers: { Origin: new URL(baseURL).origin },
      maxRedirects: 0,
    });
    if (response.status() !== 302) throw new Error(`Signing in as ${account.email} answered ${response.status()}, not a redirect`);
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
}

/**
 * With JavaScript, `page.goto` returns once the page is hydrated (root.tsx marks <html
 * data-hydrated>): the scripts start only after the first paint (ADR 016), and a test that clicks
 * before would test the page without JavaScript. A page that never hydrates (a file, a plain-text
 * answer) is given up on after 5 s.
 */
function waitForHydrationOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (response?.headers()["content-type"]?.startsWith("text/html"))
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: 5_000 })
        // Five seconds lost: say so, a page that should hydrate and doesn't slows every test that opens it.
        .catch(() => console.warn(`${url} did not hydrate within 5 s`));
    return response;
  };
}

interface TestFixtures {
  /** Fails the test when it sent mail to the developer's own stack running beside `npm test` (issue 24). */
  productUntouched: void;
  /** The `lng` cookie for every page of the test (`test.use({ language: "en" })`); unset: none (vi-VN browser). */
  language: Language | undefined;
  /** Signs this test's browser context in as a sample account (tests/support/accounts.ts); returns the account. */
  signInAs: (name: AccountName) => Promise<Account>;
  /** Skips a `@crossed` test's two pairs of language and mode it does not run in (see `crossed`). */
  crossedPairs: void;
}

interface WorkerFixtures {
  /** The storage-state file of each account this worker has signed in as (signs in on first use). */
  signedInState: (name: AccountName) => Promise<string>;
  /** The developer's stack checked once more when the worker ends, MailDev given time to list a late mail. */
  productUntouchedByWorker: void;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  language: [undefined, { option: true }],

  productUntouched: [
    // Playwright reads a fixture's dependencies from this pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, testInfo) => {
      const check = await watchProduct();
      await use();
      await check(`The test "${testInfo.title}" (or the one before it in this worker)`);
    },
    { auto: true },
  ],

  productUntouchedByWorker: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const check = await watchProduct({ settle: true });
      await use();
      await check(`A test of worker ${workerInfo.workerIndex} (its last one, or one whose mail MailDev had not listed yet)`);
    },
    { auto: true, scope: "worker" },
  ],

  crossedPairs: [
    async ({ language, javaScriptEnabled }, use, testInfo) => {
      testInfo.skip(
        testInfo.tags.includes(crossed) && (language === "en") === javaScriptEnabled,
        "a @crossed flow runs in Vietnamese with JavaScript and in English without",
      );
      await use();
    },
    { auto: true },
  ],

  context: async ({ context, language, javaScriptEnabled }, use) => {
    if (language) await setLanguage(context, language);
    if (javaScriptEnabled) context.on("page", waitForHydrationOnGoto);
    await use(context);
  },

  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      const dir = path.join(workerInfo.project.outputDir, ".auth");
      fs.mkdirSync(dir, { recursive: true });
      // Only files this worker wrote: another worker's (or another stack's) session may be gone.
      const signedInAt = new Map<AccountName, number>();
      await use(async (name) => {
        const port = new URL(baseURL).port;
        const file = path.join(dir, `${workerInfo.project.name}-${port}-worker${workerInfo.workerIndex}-${name}.json`);
        const at = signedInAt.get(name);
        if (at === undefined || Date.now() - at > REUSE_SIGN_IN_MS || !fs.existsSync(file)) {
          await signInToFile(browser, baseURL, accounts[name], file);
          signedInAt.set(name, Date.now());
        }
        return file;
      });
    },
    { scope: "worker" },
  ],

  signInAs: async ({ context, signedInState }, use) => {
    await use(async (name) => {
      const { cookies } = JSON.parse(fs.readFileSync(await signedInState(name), "utf8")) as Awaited<
        ReturnType<BrowserContext["storageState"]>
      >;
      // The session only: the test's own language stays.
      await context.addCookies(cookies.filter((cookie) => cookie.name !== "lng"));
      return accounts[name];
    });
  },
});

/**
 * The tag of a flow that runs in both languages and both modes, each once: in Vietnamese with
 * JavaScript and in English without (ADR 028, twelfth pass). Its words and both of its paths (the
 * enhanced form and the document post) are checked, in two runs instead of four; each page's markup
 * is checked in both languages, with and without scripts, by the walks of `a11y-matrix.spec.ts`.
 * With `@js-off`: `{ tag: ["@js-off", crossed] }`.
 */
export const crossed = "@crossed";

const englishNameOf = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * A block of tests titled "in English", "in Vietnamese", …, whose pages are in `language` (the `lng`
 * cookie). `details` as for `test.describe`, e.g. `{ tag: "@js-off" }` to run the whole block without
 * JavaScript too (playwright.config.ts).
 */
export function describeInLanguage(language: Language, body: () => void, details: { tag?: string | string[] } = {}) {
  test.describe(`in ${englishNameOf.of(language)}`, details, () => {
    test.use({ language });
    body();
  });
}

/**
 * A lone app that talks to the test Directus through a proxy that can stop (tests/support/fault-proxy.ts),
 * for the words a page has when Directus is down. Started once for the describe block or file that
 * calls this, listening again before each test, with the `lng` cookie set for the lone app.
 */
export function useLoneAppBehindFaultProxy(language: Language = "en") {
  const lone = {} as { proxy: FaultProxy; app: LoneApp };
  test.beforeAll(async () => {
    lone.proxy = await startFaultProxy(testEnv.directusUrl);
    lone.app = await startLoneApp({ DIRECTUS_URL: lone.proxy.url });
  });
  test.afterAll(async () => {
    lone.app?.stop();
    await lone.proxy?.close();
  });
  test.beforeEach(async ({ context }) => {
    await lone.proxy.start().catch(() => {}); // already listening
    await context.addCookies([{ name: "lng", value: language, url: lone.app.url }]);
  });
  return lone;
}

/** The router React Router's HydratedRouter leaves on `window` (what a `<Link>` calls). */
type WindowWithRouter = Window & {
  __reactRouterDataRouter: {
    navigate(to: string): Promise<void>;
    state: { location: { pathname: string; search: string }; errors: Record<string, { status?: number }> | null };
  };
};

/**
 * With JavaScript, shows `url` as a link in the app would (React Router's navigation, no reload: the
 * page is drawn by React in the browser, as every page after the first one is), and waits until the
 * root marks it drawn (`html[data-shown]`). Expects the page itself, not an error or a redirect
 * (`what` names it in a failure).
 */
export async function showWithoutReload(page: Page, url: string, what = url) {
  const { at, errors } = await page.evaluate(async (to) => {
    const router = (window as unknown as WindowWithRouter).__reactRouterDataRouter;
    await router.navigate(to);
    const { pathname, search } = router.state.location;
    return { at: pathname + search, errors: Object.values(router.state.errors ?? {}).map((error) => error.status ?? String(error)) };
  }, url);
  const wanted = new URL(url, "http://x");
  expect({ at, errors }, what).toEqual({ at: wanted.pathname + wanted.search, errors: [] });
  await page.waitForFunction((shown) => document.documentElement.dataset.shown === shown, at);
}
