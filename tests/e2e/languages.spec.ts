import fs from "node:fs";
import { expect, setLanguage, test } from "./fixtures";
import { supportedLanguages, toggleTarget } from "~/features/i18n/locales";

test("the toggle switches to English, keeps the page, and the choice stays after a reload", { tag: "@js-off" }, async ({ page }) => {
  await page.goto("/partner");
  await expect(page.locator("html")).toHaveAttribute("lang", "vi");
  await page.getByRole("button", { name: "Chuyển sang tiếng Anh" }).first().click();
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "About" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.reload();
  await expect(page.getByRole("link", { name: "Become a Partner" })).toBeVisible();
  await page.getByRole("button", { name: "Switch to Vietnamese" }).first().click();
  await expect(page.getByRole("link", { name: "Trở thành đối tác" })).toBeVisible();
});

test(
  "the footer picker offers all nine languages and switches to the chosen one",
  { tag: "@js-off" },
  async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    const picker = page.getByLabel("Ngôn ngữ");
    await expect(picker.locator("option")).toHaveCount(9);
    await picker.selectOption("th");
    // With JavaScript the choice submits itself; without, the visitor presses the button.
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Đổi" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "th");
    await expect(page.getByRole("link", { name: "เกี่ยวกับเรา" }).first()).toBeVisible();
  },
);

// JavaScript on only: local storage is written by the browser script.
test("with JavaScript the choice is mirrored to local storage", async ({ page }) => {
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => localStorage.getItem("app:language"))).toBe("vi");
  await page.getByRole("button", { name: "Chuyển sang tiếng Anh" }).first().click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("app:language"))).toBe("en");
});

test("dates use the active locale", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lng", value: "en", url: baseURL! }]);
  await page.goto("/");
  const date = page.locator("#news article time").first();
  await expect(date).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
});

// JavaScript on only: tabs talk through local storage events, a browser script.
test("a change made in another tab is followed", async ({ context }) => {
  const first = await context.newPage();
  await first.goto("/");
  await expect.poll(() => first.evaluate(() => localStorage.getItem("app:language"))).toBe("vi");
  const second = await context.newPage();
  await second.goto("/partner");
  await second.getByRole("button", { name: "Chuyển sang tiếng Anh" }).first().click();
  await expect(second.locator("html")).toHaveAttribute("lang", "en");
  await expect(first.locator("html")).toHaveAttribute("lang", "en");
  await expect(first.getByRole("heading", { level: 1 })).toHaveText("Learn by doing real work with real businesses");
});

// Node and Chromium format some dates and numbers differently (Khmer months, Burmese digits): the
// page must still hydrate without React's hydration error (#418), in every language.
// JavaScript on only: hydration needs JavaScript.
test("pages with dates and figures hydrate without errors in every language", async ({ browser }, info) => {
  test.setTimeout(120_000); // 27 pages
  for (const language of supportedLanguages) {
    const context = await browser.newContext({ baseURL: info.project.use.baseURL });
    await context.addCookies([{ name: "lng", value: language, url: info.project.use.baseURL! }]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    for (const path of ["/", "/news", "/partner"]) {
      await page.goto(path);
      await expect(page.locator("main")).toBeVisible();
      // Hydrated: React reports a hydration error before the effect that marks the page runs.
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    }
    expect(errors, language).toEqual([]);
    await context.close();
  }
});

// Issue 55: speech input presses the toggle by the code it shows (WCAG 2.5.3 Label in Name), and a
// screen reader reads its name in the page's language, the code alone in the other (3.1.2).
test("the language toggle is named by the code it shows, then what it does in the page's language, in every language", async ({
  page,
  context,
}) => {
  for (const language of supportedLanguages) {
    await setLanguage(context, language);
    await page.goto("/privacy");
    const target = toggleTarget(language);
    const code = target.toUpperCase();
    const { switchTo } = JSON.parse(fs.readFileSync(`locales/${language}/site.json`, "utf8")) as { switchTo: Record<string, string> };
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const toggle = page.getByRole("banner").getByRole("button", { name: `${code} – ${switchTo[target]}`, exact: true });
    await expect(toggle, language).toBeVisible();
    // The button is in the page's language; only the code it shows is marked as the other.
    await expect(toggle, language).not.toHaveAttribute("lang");
    await expect(toggle.locator("[lang]"), language).toHaveCount(1);
    await expect(toggle.locator("[lang]"), language).toHaveAttribute("lang", target);
    await expect(toggle.locator("[lang]"), language).toHaveText(code);
    await expect(toggle.locator("[lang]"), language).toBeVisible();
  }
});
