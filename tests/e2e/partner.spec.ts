import { axeViolations, expect, test } from "./fixtures";

test("the partner page shows its sections and its buttons lead to the cooperation form or login", async ({ page }) => {
  const response = await page.goto("/partner");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Xây dựng nguồn nhân lực từ những người đã làm được việc");
  for (const heading of ["Chương trình dành cho đối tác", "Cách hợp tác", "Kết quả đối tác nhận được", "Đối tác nói gì"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Đăng nhập", exact: true }).first()).toHaveAttribute(
    "href",
    "/login?redirectTo=/partner/portal/dashboard",
  );
  await expect(page.getByRole("link", { name: "Đặt lịch demo" })).toHaveAttribute("href", "/?type=staff-training#contact");
  await expect(page.getByRole("link", { name: "Đặt lịch tư vấn chiến lược" })).toHaveAttribute("href", "/?type=education#contact");
  await page.getByRole("link", { name: "Trở thành đối tác" }).click();
  await expect(page).toHaveURL(/\/\?type=strategic-partner#contact$/);
  await expect(page.getByLabel("Hình thức hợp tác (không bắt buộc)")).toHaveValue("strategic-partner");
});

test("the privacy and terms pages are linked from the footer", async ({ page }) => {
  await page.goto("/partner");
  await page.getByRole("contentinfo").getByRole("link", { name: "Chính sách quyền riêng tư" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Chính sách quyền riêng tư" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Điều khoản sử dụng" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Điều khoản sử dụng" })).toBeVisible();
});

for (const lng of ["vi", "en"]) {
  // JavaScript only: axe runs as a script in the page; the markup is the same with JavaScript off.
  test(`axe finds no WCAG A/AA violations on /partner in ${lng}`, async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lng", value: lng, url: baseURL! }]);
    await page.goto("/partner");
    expect(await axeViolations(page)).toEqual([]);
  });
}
