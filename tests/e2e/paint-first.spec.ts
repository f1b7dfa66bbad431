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

test("the stylesheet is in the page, once, and styles it", { tag: "@js-off" }, async ({ page, context, javaScriptEnabled }, info) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  // `/` is kept (the cache compresses it once); a parameter no page reads is rendered, and gzipped
  // with the stylesheet deflated in advance (ADR 023): the browser reads both the same.
  for (const [path, encoding] of [
    ["/", "br"],
    ["/news?first-view=1", "gzip"],
  ]) {
    // Each a first visit: without the cookie the stylesheet file's prefetch sets.
    await context.clearCookies();
    await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
    const response = await page.goto(path);
    expect(await response!.headerValue("content-encoding")).toBe(encoding);
    expect(await styled(page)).toEqual({ css: expect.any(Number), styles: 1, links: 0, background: "rgb(255, 255, 255)" });
    expect((await styled(page)).css).toBeGreaterThan(10_000);
    if (javaScriptEnabled) await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    // The idle prefetch of the stylesheet file sets its cookie: let it land before the next visit.
    await page.waitForLoadState("networkidle");
  }
  expect(errors).toEqual([]);
});

test(
  "the page's scripts are sent inert, and started after the first paint",
  { tag: "@js-off" },
  async ({ page, request, javaScriptEnabled }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="seed-modulepreload" href="');
    // Their nonce and priority are set by the page's script when it starts them (issue 23: less HTML).
    expect(html).not.toMatch(/<link rel="seed-modulepreload"[^>]* (nonce|fetchpriority)=/);
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
  },
);

test("scripts are preloaded at low priority once started, and the page stays styled after hydration and a client-side navigation", async ({
  page,
  context,
}, info) => {
  await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
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
  // A client-side navigation: no document request, and no stylesheet fetched by JavaScript (only the
  // page's own prefetch of the stylesheet file, for the next pages: ADR 023).
  expect(requests.filter((url) => new URL(url).pathname.startsWith("/post/") && !new URL(url).pathname.endsWith(".data"))).toEqual([]);
  expect(requests.filter((url) => new URL(url).pathname.endsWith(".css") && !new URL(url).pathname.startsWith("/seed-css/"))).toEqual([]);
  expect(requests.filter((url) => new URL(url).pathname.startsWith("/seed-css/")).length).toBeLessThanOrEqual(1);
  expect(errors).toEqual([]);
});

// ADR 023: a first visit fetches the stylesheet file when idle; from then on pages link it instead
// of carrying it, and stay styled through hydration and client-side navigation.
test(
  "a returning browser gets pages that link the kept stylesheet file, styled",
  { tag: "@js-off" },
  async ({ page, context, javaScriptEnabled }, info) => {
    await context.addCookies([{ name: "lng", value: "en", url: info.project.use.baseURL! }]);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    const fetched = page.waitForResponse((response) => new URL(response.url()).pathname.startsWith("/seed-css/"));
    await page.goto("/login");
    expect(await styled(page)).toMatchObject({ styles: 1, links: 0 });
    const file = await fetched;
    expect(file.status()).toBe(200);
    expect((await context.cookies()).map((c) => c.name)).toContain("seed_css");

    await page.goto("/news");
    const linked = await page.evaluate(() => ({
      link: document.querySelector<HTMLLinkElement>('link#seed-css[rel="stylesheet"]')?.getAttribute("href"),
      inline: document.querySelectorAll("style#seed-css").length,
      minHeight: getComputedStyle(document.body).minHeight,
    }));
    expect(linked.link).toBe(new URL(file.url()).pathname);
    expect(linked.inline).toBe(0);
    expect(linked.minHeight).not.toBe("0px"); // min-h-screen: the stylesheet applies
    if (javaScriptEnabled) {
      await page.locator('main a[href^="/post/"]').first().click();
      await expect(page).toHaveURL(/\/post\//);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.locator('link#seed-css[rel="stylesheet"]').count()).toBe(1);
      expect(await page.evaluate(() => getComputedStyle(document.body).minHeight)).not.toBe("0px");
    }
    expect(errors).toEqual([]);
  },
);
