import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { createTestPost, deleteTestPosts, runTag } from "../support/posts";

/** Opens `path` in English and checks the error page's status and heading. */
async function expectErrorPage({ page, context }: { page: Page; context: BrowserContext }, path: string, status: number, heading: string) {
  await context.addCookies([{ name: "lng", value: "en", url: test.info().project.use.baseURL! }]);
  const response = await page.goto(path);
  expect(response?.status()).toBe(status);
  await expect(page.getByRole("heading", { name: heading })).toBeVisible();
}

test.describe("a published post", () => {
  const tag = runTag();
  const slug = `post-view-${tag}`;

  test.beforeAll(async () => {
    await createTestPost({
      title: `Post view ${tag}`,
      slug,
      status: "published",
      excerpt: "A short excerpt for the post view test.",
      created_at: "2024-05-02T03:00:00Z",
      content:
        '<h2>Section</h2><p>Body text with a <a href="/news">link</a>.</p><figure><img src="/images/post-cover-fallback.svg" alt="Figure"><figcaption>Caption</figcaption></figure>',
      seo_title: `SEO title ${tag}`,
      seo_description: "SEO description of the test post.",
      // Spec 001 §3: a comma list string is read too, trimmed, empties dropped.
      seo_keywords: " alpha, beta ,, gamma ",
    });
  });
  test.afterAll(async () => deleteTestPosts([slug]));

  test("shows the content, badge, date, keyword chips, meta tags and footer links", async ({ page }) => {
    const response = await page.goto(`/post/${slug}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=600");
    await expect(page.getByRole("heading", { level: 1, name: `Post view ${tag}` })).toBeVisible();
    await expect(page.getByText("A short excerpt for the post view test.")).toBeVisible();
    await expect(page.getByText("Trạng thái: Đã xuất bản")).toBeVisible();
    await expect(page.getByText("2 tháng 5, 2024")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Section" })).toBeVisible();
    await expect(page.getByRole("figure")).toContainText("Caption");
    const chips = page.getByRole("region", { name: "Từ khoá" }).getByRole("listitem");
    await expect(chips).toHaveText(["alpha", "beta", "gamma"]);

    await expect(page).toHaveTitle(`SEO title ${tag}`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", "SEO description of the test post.");
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", "alpha, beta, gamma");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `SEO title ${tag}`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^http.*post-cover-fallback\.svg$/);

    // No editor tools for a visitor.
    await expect(page.getByRole("link", { name: "Sửa bài viết" })).toHaveCount(0);
    await expect(page.getByText("Xoá", { exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Trang tin tức" }).click();
    await expect(page).toHaveURL(/\/news$/);
  });

  // Back goes back in the history with JavaScript; without it, it is a link to /news.
  test("Back returns to the page you came from, or to /news", { tag: "@js-off" }, async ({ page, javaScriptEnabled }) => {
    await page.goto("/news");
    await page.goto(`/post/${slug}`);
    await page.getByRole("link", { name: "← Quay lại" }).click();
    await expect(page).toHaveURL(/\/news$/);
    if (javaScriptEnabled) {
      await page.getByRole("link", { name: "Xem thêm" }).waitFor();
    }
  });

  test("/blog/:slug redirects to the post", async ({ page }) => {
    await page.goto(`/blog/${slug}`);
    await expect(page).toHaveURL(new RegExp(`/post/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name: `Post view ${tag}` })).toBeVisible();
  });
});

test("an unknown slug is 404 'Post not found' with the slug, and a way home", async ({ page, context }) => {
  await expectErrorPage({ page, context }, "/post/no-such-post-here", 404, "Post not found");
  await expect(page.getByText("We couldn't find a post for slug no-such-post-here.")).toBeVisible();
  await page.getByRole("link", { name: "Go home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("an archived post is 404 'Post not available' for a visitor", async ({ page, context }) => {
  await expectErrorPage({ page, context }, "/post/lich-nghi-tet-giap-thin-2024", 404, "Post not available");
  await expect(page.getByText("This post isn't public. Please check back later.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to News" })).toHaveAttribute("href", "/news");
  expect(await page.content()).not.toContain("Lịch nghỉ Tết");
});

test("no slug: 'No slug provided' with a Go home link", async ({ page, context }) => {
  await expectErrorPage({ page, context }, "/post/", 400, "No slug provided");
  await expect(page.getByRole("link", { name: "Go home" })).toBeVisible();
});

test.describe("a post full of XSS vectors", () => {
  const tag = runTag();
  const slug = `xss-${tag}`;
  const vectors = [
    "<script>window.__xss = 'script'; alert('script')</script>",
    "<img src=\"/images/post-cover-fallback.svg?x\" onerror=\"window.__xss='onerror';alert('onerror')\" onload=\"window.__xss='onload';alert('onload')\" alt=\"pic\">",
    "<img src=\"/does-not-exist.png\" onerror=\"window.__xss='onerror2';alert('onerror2')\">",
    "<a id=\"js-link\" href=\"javascript:window.__xss='link';alert('link')\">click me</a>",
    '<a id="js-link2" href="  JaVaScRiPt:alert(\'link2\')">click me too</a>',
    "<svg onload=\"window.__xss='svg';alert('svg')\"><script>alert('svg-script')</script></svg>",
    '<svg><animate onbegin="alert(\'animate\')" attributeName="x" dur="1s"></animate></svg>',
    "<iframe srcdoc=\"<script>parent.__xss='srcdoc';alert('srcdoc')</script>\"></iframe>",
    "<math><mtext><table><mglyph><style><img src=x onerror=alert('mxss')></style></mglyph></table></mtext></math>",
    '<p onclick="alert(\'click\')" style="position:fixed;inset:0">Safe paragraph</p>',
    "<form action=\"javascript:alert('form')\"><button>go</button></form>",
    "<object data=\"javascript:alert('object')\"></object><embed src=\"javascript:alert('embed')\">",
  ].join("\n");

  test.beforeAll(async () => {
    await createTestPost({
      title: `XSS <img src=x onerror=alert('title')> ${tag}`,
      slug,
      status: "published",
      excerpt: "<script>alert('excerpt')</script>",
      content: vectors,
      seo_title: "</title><script>alert('seo')</script>",
      seo_description: "\"><script>alert('desc')</script>",
      seo_keywords: ["<script>alert('kw')</script>"],
      cover_image_url: "javascript:alert('cover')",
    });
  });
  test.afterAll(async () => deleteTestPosts([slug]));

  // The sanitised markup is the same without JavaScript, and no script could run there anyway: js-on only.
  test("renders without running any script", async ({ page, javaScriptEnabled }) => {
    const dialogs: string[] = [];
    const consoleErrors: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));

    const response = await page.goto(`/post/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Safe paragraph")).toBeVisible();
    // Text stays text: the title and excerpt show their markup literally.
    await expect(page.getByRole("heading", { level: 1 })).toContainText("<img src=x onerror=alert('title')>");
    await expect(page.getByText("<script>alert('excerpt')</script>")).toBeVisible();

    // Clicking the former javascript: links does nothing harmful. (Their ids come back prefixed,
    // like every id in a post's HTML, so they are found by their text.)
    await page.getByText("click me", { exact: true }).click();
    await page.getByText("click me too", { exact: true }).click();
    // A javascript: link that survived would navigate or open a dialog on the click itself.
    await expect(page).toHaveURL(new RegExp(`/post/${slug}$`));

    const content = await page.locator("#post-content").innerHTML();
    expect(content).not.toMatch(/<script|onerror=|onload=|onclick=|onbegin=|javascript:|<svg|<iframe|srcdoc|<math|<object|<embed|<form/i);
    expect(dialogs).toEqual([]);
    // The 404 for /does-not-exist.png is fine: the image is allowed, its handler is not.
    expect(consoleErrors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    // The javascript: cover was dropped on the server: the grey placeholder shows instead.
    expect(await page.locator("article header").innerHTML()).not.toMatch(/javascript:/i);
    if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();
  });
});

// JavaScript only: client navigations (and so the skeleton) need it.
test("opening a post from the news list shows a loading skeleton while it loads", async ({ page }) => {
  await page.goto("/news");
  // Hold the post's data until the skeleton has been seen, then let it through.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/post\/[^/]+\.data/, async (route) => {
    await held;
    await route.continue();
  });
  const first = page.getByRole("list", { name: "Bài viết" }).getByRole("article").first().getByRole("heading").getByRole("link");
  const title = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole("status").filter({ hasText: "Đang tải bài viết…" })).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Đang tải bài viết…")).toHaveCount(0);
});
