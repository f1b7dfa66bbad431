import { directusAdmin } from "../support/env";
import { axeViolations, expect, test } from "./fixtures";

// The faculty dashboard (issue 26) at /teacher/portal: a teacher records a grade, posts an
// announcement their class's learner then sees, and answers a message. JavaScript on and off; the
// rows each test writes carry a tag of their own and are removed afterwards.

const tag = () => Math.random().toString(36).slice(2, 8);

test.use({ language: "en" });

/** A grading item of the sample teacher's class, made for one test. */
async function gradingItem(item: string) {
  const [own] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_classes?filter[teacher][email][_eq]=faculty%40example.com&fields=id&limit=1",
  );
  return directusAdmin<{ id: number }>("POST", "/items/seed_grading_items", { class: own.id, item, due_on: "2030-01-31" });
}

test("a teacher records a grade and it stays recorded", async ({ page, signInAs }) => {
  const item = `E2E worksheet ${tag()}`;
  const row = await gradingItem(item);
  try {
    await signInAs("faculty");
    await page.goto("/portal");
    await expect(page).toHaveURL(/\/teacher\/portal$/);
    await page.getByLabel(`Grade of An Phạm for ${item}`).fill("7.5");
    await page
      .getByRole("listitem")
      .filter({ hasText: item })
      .getByRole("button", { name: /^Save grade\s*: An Phạm$/ })
      .click();
    await expect(page.getByText("Grade saved.")).toBeVisible();
    await page.goto("/teacher/portal");
    await expect(page.getByLabel(`Grade of An Phạm for ${item}`)).toHaveValue("7.5");
    await expect(page.getByRole("listitem").filter({ hasText: item }).getByText("1 of 1 graded")).toBeVisible();
  } finally {
    await directusAdmin("DELETE", `/items/seed_grading_items/${row.id}`);
  }
});

test("a grade out of range, or for someone else's learner, is refused with a message, and nothing changes", async ({ page, signInAs }) => {
  const item = `E2E case ${tag()}`;
  const row = await gradingItem(item);
  const origin = { Origin: new URL(test.info().project.use.baseURL!).origin };
  const [learner2] = await directusAdmin<{ id: string }[]>("GET", "/users?filter[email][_eq]=learner2%40example.com&fields=id");
  try {
    await signInAs("faculty");
    await page.goto("/teacher/portal");
    await page.getByLabel(`Grade of An Phạm for ${item}`).fill("11");
    await page
      .getByRole("listitem")
      .filter({ hasText: item })
      .getByRole("button", { name: /^Save grade\s*: An Phạm$/ })
      .click();
    await expect(page.getByText("A grade is a number from 0 to 10.")).toBeVisible();
    const stranger = await page.request.post("/teacher/portal", {
      form: { intent: "grade", item: String(row.id), learner: learner2.id, grade: "9" },
      headers: origin,
    });
    expect(stranger.status()).toBe(404);
    const unknown = await page.request.post("/teacher/portal", { form: { intent: "promote", id: "1" }, headers: origin });
    expect(unknown.status()).toBe(400);
    const grades = await directusAdmin<unknown[]>("GET", `/items/seed_grades?filter[item][_eq]=${row.id}&fields=id`);
    expect(grades).toEqual([]);
  } finally {
    await directusAdmin("DELETE", `/items/seed_grading_items/${row.id}`);
  }
});

test("a teacher posts an announcement that their class's learner then sees; another teacher's learner does not", async ({
  page,
  signInAs,
  browser,
}) => {
  const title = `E2E announcement ${tag()}`;
  await signInAs("faculty");
  await page.goto("/teacher/portal");
  const panel = page.getByRole("region", { name: "Announcements" });
  await panel.getByLabel("Title").fill(title);
  await panel.getByLabel("Detail (optional)").fill("Room change for Thursday.");
  await panel.getByRole("button", { name: "Post announcement" }).click();
  await expect(page.getByText("Announcement posted. The class's learners see it now.")).toBeVisible();
  try {
    for (const [email, sees] of [
      ["learner@example.com", 1],
      ["learner2@example.com", 0],
    ] as const) {
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
      try {
        const learnerPage = await context.newPage();
        await context.addCookies([{ name: "lng", value: "en", url: test.info().project.use.baseURL! }]);
        await learnerPage.goto("/login");
        await learnerPage.getByLabel("Email").fill(email);
        const { sampleAccounts } = await import("../../cms/accounts.mjs");
        await learnerPage.getByLabel("Password", { exact: true }).fill(sampleAccounts.find((a) => a.email === email)!.password);
        await learnerPage.getByRole("button", { name: "Sign in", exact: true }).click();
        await learnerPage.waitForURL((url) => !url.pathname.startsWith("/login"));
        await learnerPage.goto("/student/portal/community");
        await expect(learnerPage.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
        await expect(learnerPage.getByText(title)).toHaveCount(sees);
      } finally {
        await context.close();
      }
    }
  } finally {
    const rows = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_announcements?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`,
    );
    for (const row of rows) await directusAdmin("DELETE", `/items/seed_announcements/${row.id}`);
  }
});

test("a teacher answers a learner's message", async ({ page, signInAs }) => {
  const body = `E2E reply ${tag()}`;
  await signInAs("faculty");
  await page.goto("/teacher/portal#messages");
  const panel = page.getByRole("region", { name: "Messages" });
  await panel.getByLabel("To").selectOption({ label: "An Phạm" });
  await panel.getByLabel("Message").fill(body);
  await panel.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Messages" }).getByText(body)).toBeVisible();
  const rows = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_messages?filter[body][_eq]=${encodeURIComponent(body)}&fields=id,to_user.email`,
  );
  expect(rows).toHaveLength(1);
  await directusAdmin("DELETE", `/items/seed_messages/${rows[0].id}`);
});

test("the dashboard has no WCAG 2.1 AA violations; a learner is refused with 403", async ({ page, signInAs, javaScriptEnabled }) => {
  await signInAs("faculty");
  await page.goto("/teacher/portal");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Hương" })).toBeVisible();
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  await page.context().clearCookies();
  await signInAs("learner");
  const response = await page.goto("/teacher/portal");
  expect(response?.status()).toBe(403);
});
