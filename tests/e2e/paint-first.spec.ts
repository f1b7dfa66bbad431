import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// ADR 016: the stylesheet is written into the page (no second request before the first paint), the
// module preloads ask for low priority, and the page stays styled through hydration and client-side
// navigation, where the browser takes the stylesheet from the page rather than from JavaScript.

async function styled(page: Page) {
  return page.evaluate(() => ({
    css: document.getElementById("seed-css")?.textContent?.length ?? 0,
    styles: document.querySelectorAll("style#seed-css").length,
    links: document.querySelectorAll('link[rel="stylesheet"]').length,
    background: getComputedStyle(document.body).backgroundColor,
  }));
}

test("the stylesheet is in the page, once, and styles it", async ({ page, context }, info) => {
  await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
  await page.goto("/");
  expect(await styled(page)).toEqual({ css: expect.any(Number), styles: 1, links: 0, background: "rgb(255, 255, 255)" });
  expect((await styled(page)).css).toBeGreaterThan(10_000);
});

test("the page's scripts are sent inert, and started after the first paint", async ({ page, request, javaScriptEnabled }) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).toContain('<link rel="seed-modulepreload" fetchpriority="low" ');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(html).toMatch(/<script[^>]* type="seed\/module"/);
  await page.goto("/");
  if (javaScriptEnabled) {
    // Started: the module script runs for real, and the page is hydrated.
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator('script[type="seed/module"]')).toHaveCount(0);
    await expect(page.locator('script[type="module"]')).toHaveCount(1);
  } else {
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  }
});

test("scripts are preloaded at low priority once started, and the page stays styled after hydration and a client-side navigation", async ({
  page,
  context,
  javaScriptEnabled,
}, info) => {
  test.skip(!javaScriptEnabled, "hydration needs JavaScript");
  await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  const requests: string[] = [];
  page.on("request", (request) => requests.push(request.url()));
  await page.goto("/news", { waitUntil: "networkidle" });
  const preloads = page.locator('link[rel="modulepreload"]');
  expect(await preloads.count()).toBeGreaterThan(3);
  for (const link of await preloads.all()) await expect(link).toHaveAttribute("fetchpriority", "low");

  await page.locator('main a[href^="/post/"]').first().click();
  await expect(page).toHaveURL(/\/post\//);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const after = await styled(page);
  expect(after.css).toBeGreaterThan(10_000);
  expect(after).toMatchObject({ styles: 1, links: 0, background: "rgb(255, 255, 255)" });
  // A client-side navigation: no document request, and no stylesheet fetched by JavaScript.
  expect(requests.filter((url) => new URL(url).pathname.startsWith("/post/") && !new URL(url).pathname.endsWith(".data"))).toEqual([]);
  expect(requests.filter((url) => new URL(url).pathname.endsWith(".css"))).toEqual([]);
  expect(errors).toEqual([]);
});
