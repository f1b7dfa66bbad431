import type { Page } from "@playwright/test";
import { answerWords, askedCompetencies, chooseAnswers } from "../support/assessment";
import { directusAdmin, testEnv } from "../support/env";
import { axeViolations, expect, setLanguage, test } from "./fixtures";

// The learner portal's frame and its own pages (issue 26): the theme toggle (a cookie the server
// reads), the mobile drawer, the search (a palette with JavaScript, a page without), the
// assessment and the settings. JavaScript on and off; settings use an account of their own.

test.use({ language: "en" });

test.describe("the frame, from the sample learner's dashboard", { tag: "@js-off" }, () => {
  test.beforeEach(async ({ page, signInAs }) => {
    await signInAs("learner");
    await page.goto("/student/portal/dashboard");
  });

  test("the theme toggle switches to dark by keyboard, and the next page arrives dark from the server", async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    const theme = page.locator(".portal-theme");
    await expect(theme).toHaveAttribute("data-theme", "system");
    await page.getByRole("button", { name: "Dark", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(theme).toHaveAttribute("data-theme", "dark");
    await expect(page.getByRole("button", { name: "Dark", exact: true })).toHaveAttribute("aria-pressed", "true");
    // Persisted in a cookie the server reads: the HTML itself is dark (no flash).
    const html = await (await context.request.get("/student/portal/learning/tracks")).text();
    expect(html).toContain('data-theme="dark"');
    // axe runs as a script in the page; the markup is the same with JavaScript off.
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Light", exact: true }).click();
    await expect(theme).toHaveAttribute("data-theme", "light");
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 800 } });

    test("the sections are in a drawer that opens by keyboard and closes with Escape", async ({ page, javaScriptEnabled }) => {
      const nav = page.getByRole("navigation", { name: "Learner portal sections" });
      await expect(nav).toBeHidden();
      await page.getByText("Menu", { exact: true }).focus();
      await page.keyboard.press("Enter");
      await expect(nav.getByRole("link", { name: "Community" })).toBeVisible();
      if (javaScriptEnabled) {
        await page.keyboard.press("Escape");
        await expect(nav).toBeHidden();
        await page.getByText("Menu", { exact: true }).click();
        await page.mouse.click(380, 780);
        await expect(nav).toBeHidden();
        await page.getByText("Menu", { exact: true }).click();
      }
      await nav.getByRole("link", { name: "Community" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    });
  });

  test("search: Ctrl+K opens the palette with JavaScript; without it, the button is the search page", async ({
    page,
    javaScriptEnabled,
  }) => {
    if (javaScriptEnabled) {
      await page.keyboard.press("Control+k");
      const palette = page.getByRole("dialog", { name: "Search the portal" });
      await palette.getByRole("textbox").fill("EC101");
      await palette.getByRole("link", { name: /EC101 · E-commerce foundations/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Learning tracks" })).toBeVisible();
      await page.keyboard.press("Control+k");
      await palette.getByRole("textbox").fill("zzzz-nothing");
      await expect(palette.getByText("Nothing found for “zzzz-nothing”.")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(palette).toBeHidden();
    } else {
      await page.getByRole("link", { name: /Search/ }).click();
      await expect(page).toHaveURL(/\/student\/portal\/search$/);
      await page.getByLabel("What are you looking for?").fill("community");
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await page
        .getByRole("link", { name: /Community/ })
        .last()
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    }
  });
});

test.describe("assessment and settings, on an account of the test's own", { tag: "@js-off" }, () => {
  const email = `settings-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = "SeedSettings#1";
  let userId = "";
  test.beforeEach(async ({ page: _page }, testInfo) => {
    const roles = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
    const address = email.replace("@", `-${testInfo.project.name}@`);
    const user = await directusAdmin<{ id: string }>("POST", "/users", {
      email: address,
      password,
      first_name: "Lan",
      last_name: "Trần",
      role: roles[0].id,
      status: "active",
    });
    userId = user.id;
    testInfo.annotations.push({ type: "email", description: address });
  });
  test.afterEach(async () => {
    if (userId) await directusAdmin("DELETE", `/users/${userId}`);
  });

  const signIn = async (page: Page, address: string) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(address);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  };
  const addressOf = (testInfo: { annotations: { type: string; description?: string }[] }) =>
    testInfo.annotations.find((a) => a.type === "email")!.description!;

  test("a new learner is sent from /portal to onboarding, and finishing it lands on the dashboard with first actions", async ({
    page,
  }, testInfo) => {
    await signIn(page, addressOf(testInfo));
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/student\/portal\/onboarding$/);
    await page.getByRole("radio", { name: /E-commerce/ }).check();
    // One question left out: the form says so and keeps the track and the other answers.
    const levels = { research: 0.5, content: 0.5, analytics: 0.5, ads: 0.5, automation: 0.5 };
    await chooseAnswers(page, levels);
    await page.getByRole("button", { name: "Save and see my dashboard" }).click();
    await expect(page.getByText("Please choose an answer.")).toBeVisible();
    await expect(page.getByRole("radio", { name: /E-commerce/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: answerWords("automation", 0.5), exact: true })).toBeChecked();
    await chooseAnswers(page, { communication: 1 });
    await page.getByRole("button", { name: "Save and see my dashboard" }).click();
    await expect(page).toHaveURL(/\/student\/portal\/dashboard$/);
    await expect(page.getByRole("row", { name: /Communication 100%/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /Market research 50%/ })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Quiz: marketplace basics" })).toBeVisible();
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/student\/portal\/dashboard$/);
  });

  test("in Vietnamese, the first actions are written in Vietnamese", async ({ page, context }, testInfo) => {
    await signIn(page, addressOf(testInfo));
    await setLanguage(context, "vi");
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/student\/portal\/onboarding$/);
    await page.getByRole("radio", { name: /Thương mại điện tử/ }).check();
    await chooseAnswers(page, Object.fromEntries(askedCompetencies.map((key) => [key, 0.75])), "vi");
    await page.getByRole("button", { name: "Lưu và xem trang tổng quan" }).click();
    await expect(page).toHaveURL(/\/student\/portal\/dashboard$/);
    await expect(page.getByRole("listitem").filter({ hasText: "Trắc nghiệm: kiến thức cơ bản về sàn thương mại điện tử" })).toBeVisible();
    await expect(page.getByText("Quiz: marketplace basics")).toHaveCount(0);
  });

  test("the assessment refuses a missing answer, keeps the others, and writes the competencies the radar reads", async ({
    page,
  }, testInfo) => {
    await signIn(page, addressOf(testInfo));
    // A new learner has no progress over time yet: the analytics page says so.
    await page.goto("/student/portal/analytics");
    const history = page.getByRole("region", { name: "Progress over time" });
    await expect(history.getByText("No history yet.", { exact: false })).toBeVisible();
    await expect(history.getByRole("img")).toHaveCount(0);
    await page.goto("/student/portal/assessment");
    await chooseAnswers(page, { research: 0.75, content: 0.75, analytics: 0.75, ads: 0.75, automation: 0.75 });
    await page.getByRole("button", { name: "Save my assessment" }).click();
    await expect(page.getByText("Please choose an answer.")).toBeVisible();
    await expect(page.getByRole("radio", { name: answerWords("automation", 0.75), exact: true })).toBeChecked();
    await chooseAnswers(page, { communication: 1 });
    await page.getByRole("button", { name: "Save my assessment" }).click();
    await expect(page.getByText("Your assessment is saved.")).toBeVisible();
    await page.goto("/student/portal/dashboard");
    await expect(page.getByRole("row", { name: /Communication 100%/ })).toBeVisible();
    await expect(page.getByRole("row", { name: /Market research 75%/ })).toBeVisible();
    // This week's levels are kept for the analytics page; saving again this week replaces them.
    await page.goto("/student/portal/assessment");
    await expect(page.getByRole("radio", { name: answerWords("communication", 1), exact: true })).toBeChecked();
    await chooseAnswers(page, { communication: 0.5 });
    await page.getByRole("button", { name: "Save my assessment" }).click();
    await expect(page.getByText("Your assessment is saved.")).toBeVisible();
    await page.goto("/student/portal/analytics");
    await expect(history.getByRole("img", { name: "Your average competency level by week" })).toBeVisible();
    const weeks = history.getByRole("table", { name: "Your average competency level by week" }).locator("tbody tr");
    await expect(weeks).toHaveCount(1);
    // (5 × 0.75 + 0.5) / 6 of the way: 71% on average, communication at 50%.
    await expect(weeks.first().getByRole("cell").first()).toHaveText("71%");
    await expect(weeks.first()).toContainText("50%");
  });

  test("a learner changes their name and password; a wrong current password changes nothing", async ({
    page,
    javaScriptEnabled,
  }, testInfo) => {
    const address = addressOf(testInfo);
    await signIn(page, address);
    await page.goto("/student/portal/settings");
    if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("First name").fill("");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Please enter your first name.")).toBeVisible();
    await page.getByLabel("First name").fill("Mai");
    await page.getByRole("button", { name: "Save name" }).click();
    await expect(page.getByText("Your name is saved.")).toBeVisible();
    await expect(page.getByText("Signed in as Mai Trần").filter({ visible: true })).toBeVisible();

    await page.getByLabel("Current password").fill("NotMyPassword1");
    await page.getByLabel("New password", { exact: true }).fill("NewSettings#2");
    await page.getByLabel("Repeat the new password").fill("NewSettings#2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your current password is not right. Nothing was changed.")).toBeVisible();

    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill("NewSettings#2");
    await page.getByLabel("Repeat the new password").fill("NewSettings#2");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText("Your password is changed.")).toBeVisible();
    // The browser that changed it stays signed in (its session renewed; the others are signed out).
    await page.goto("/student/portal/settings");
    await expect(page.getByText("Signed in as Mai Trần").filter({ visible: true })).toBeVisible();
    const users = await directusAdmin<{ first_name: string }[]>(
      "GET",
      `/users?filter[email][_eq]=${encodeURIComponent(address)}&fields=first_name`,
    );
    expect(users[0].first_name).toBe("Mai");
    const login = await fetch(`${testEnv.directusUrl}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: address, password: "NewSettings#2" }),
    });
    expect(login.status).toBe(200);
  });
});
