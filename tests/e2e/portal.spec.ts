import { sampleAccounts } from "../../cms/accounts.mjs";
import { axeViolations, expect, test } from "./fixtures";

// The learner portal (issue 9): `/portal` sends a learner to it; its dashboard shows their own
// profile, read with their own token, and the sections the portal will have; the layout's
// middleware keeps everyone else out. Runs with JavaScript on and off.

const learner = sampleAccounts.find((account) => account.role === "seed-user")!;

test("a learner goes from /portal to the dashboard with their own profile, in Vietnamese", async ({ page, signInAs }) => {
  // Hydration included: the browser renders what the server sent, with no error or warning.
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
  });
  await signInAs("learner");
  await page.goto("/portal");
  await expect(page).toHaveURL(/\/portal\/learner$/);
  await expect(page.getByRole("heading", { level: 1, name: `Chào mừng, ${learner.first_name} ${learner.last_name}` })).toBeVisible();
  const profile = page.getByRole("region", { name: "Hồ sơ của bạn" });
  await expect(profile.getByText(`${learner.first_name} ${learner.last_name}`, { exact: true })).toBeVisible();
  await expect(profile.getByText(learner.email)).toBeVisible();
  await expect(profile.getByText("Học viên", { exact: true })).toBeVisible();
  // The portal's own navigation, with the dashboard marked as the page shown.
  const nav = page.getByRole("navigation", { name: "Các mục của cổng học viên" });
  await expect(nav.getByRole("link", { name: "Tổng quan" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link")).toHaveCount(14);
  expect(problems).toEqual([]);
});

test("while the next portal page loads, its place shows the portal's loading state", async ({ page, signInAs, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "without JavaScript the browser itself loads the next page");
  await signInAs("learner");
  await page.goto("/portal/learner");
  await expect(page.getByRole("heading", { level: 1, name: /Chào mừng/ })).toBeVisible();
  // Hold the next page's data back for a moment.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/portal\/learner\/help\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "Các mục của cổng học viên" }).getByRole("link", { name: "Trợ giúp" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Đang tải trang…");
  await expect(page.getByRole("main")).toHaveAttribute("aria-busy", "true");
  release();
  await expect(page.getByRole("heading", { level: 1, name: "Mục này chưa mở" })).toBeVisible();
  await expect(page.getByRole("main")).not.toHaveAttribute("aria-busy", "true");
});

test("a section without its page yet opens 'not open yet' inside the portal, with the way back", async ({ page, signInAs }) => {
  await signInAs("learner");
  await page.goto("/portal/learner");
  await page.getByRole("region", { name: "Cổng của bạn" }).getByRole("link", { name: "Cài đặt" }).click();
  await expect(page).toHaveURL(/\/portal\/learner\/settings$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mục này chưa mở" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Các mục của cổng học viên" }).getByRole("link", { name: "Cài đặt" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name: "Về trang tổng quan" }).click();
  await expect(page).toHaveURL(/\/portal\/learner$/);
  await expect(page.getByRole("heading", { level: 1, name: /Chào mừng/ })).toBeVisible();
});

test.describe("in English", () => {
  test.use({ language: "en" });

  test("the dashboard has no WCAG 2.1 AA violations", async ({ page, signInAs, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "axe runs as a script in the page; the markup is the same with JavaScript off");
    await signInAs("learner");
    await page.goto("/portal/learner");
    await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${learner.first_name} ${learner.last_name}` })).toBeVisible();
    await expect(page.getByText("Learner", { exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a visitor is sent to sign in; an editor is refused with the 403 page, without the portal's navigation", async ({
    page,
    signInAs,
  }) => {
    await page.goto("/portal/learner");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fportal%2Flearner$/);
    await signInAs("editor");
    const response = await page.goto("/portal/learner");
    expect(response?.status()).toBe(403);
    await expect(page.getByText("403")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Learner portal sections" })).toHaveCount(0);
  });

  test("signing out from the portal ends the session", async ({ page, baseURL }) => {
    // Through the form (signing out revokes the session the worker's other tests share).
    await page.goto("/login?redirectTo=%2Fportal");
    await page.getByLabel("Email").fill(learner.email);
    await page.getByLabel("Password", { exact: true }).fill(learner.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/portal\/learner$/);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
    await page.goto("/portal/learner");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fportal%2Flearner$/);
  });
});
