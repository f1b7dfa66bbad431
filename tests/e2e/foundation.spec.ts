import { expect, test } from "./fixtures";

test("the home page lists published posts read from Directus", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  const news = page.locator("#news");
  await expect(news.getByRole("link").first()).toBeVisible();
  expect(await news.getByRole("article").count()).toBeGreaterThan(0);
});

test("an unknown page shows the 404 page with a way home", async ({ page }) => {
  const response = await page.goto("/khong-ton-tai");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Rất tiếc! Không tìm thấy trang" })).toBeVisible();
  await page.getByRole("link", { name: "Về trang chủ" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("in English the 404 page reads 'Oops! Page not found'", async ({ page, context }) => {
  await context.addCookies([{ name: "lng", value: "en", url: test.info().project.use.baseURL! }]);
  await page.goto("/nowhere");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toBeVisible();
});
