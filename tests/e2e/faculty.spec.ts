import type { Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { axeViolations, expect, test } from "./fixtures";

// The faculty dashboard (issue 26) at /teacher/portal: a teacher records a grade, takes attendance,
// posts an announcement their class's learner then sees, answers a message and finds the resources. JavaScript on and off; the
// rows each test writes carry a tag of their own and are removed afterwards.

const tag = () => Math.random().toString(36).slice(2, 8);

test.use({ language: "en" });

/** Types a grade for An Phạm (the sample learner) on a grading item and saves it, as a teacher does. */
async function gradeAnPham(page: Page, item: string, grade: string) {
  await page.getByLabel(`Grade of An Phạm for ${item}`).fill(grade);
  await page
    .getByRole("listitem")
    .filter({ hasText: item })
    .getByRole("button", { name: /^Save grade\s*: An Phạm$/ })
    .click();
}

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
    await gradeAnPham(page, item, "7.5");
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
    await gradeAnPham(page, item, "11");
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

/** A day of 2020 of this test's own, and the sample teacher's class. */
async function pastMeeting() {
  const day = new Date(Date.UTC(2020, 0, 1) + Math.floor(Math.random() * 366) * 24 * 60 * 60 * 1000);
  const [own] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_classes?filter[teacher][email][_eq]=faculty%40example.com&fields=id&limit=1",
  );
  return { date: day.toISOString().slice(0, 10), classId: own.id };
}
const attendanceOn = (classId: number, date: string) =>
  directusAdmin<{ id: number; present: boolean; user: { email: string } }[]>(
    "GET",
    `/items/seed_attendance?filter[class][_eq]=${classId}&filter[meeting_on][_eq]=${date}&fields=id,present,user.email`,
  );

test("a teacher takes attendance for their class on a past day, then corrects it", async ({ page, signInAs }) => {
  const { date, classId } = await pastMeeting();
  try {
    await signInAs("faculty");
    await page.goto("/teacher/portal");
    const panel = page.getByRole("region", { name: "Attendance" });
    await panel.getByLabel("Class").selectOption({ label: "EC101 · E-commerce foundations · K24-A" });
    await panel.getByRole("button", { name: "Show learners" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?class=${classId}`));
    for (const present of [true, false]) {
      await panel.getByLabel("Date of the meeting").fill(date);
      await panel.getByRole("checkbox", { name: "An Phạm" }).setChecked(present);
      await panel.getByRole("button", { name: "Save attendance" }).click();
      await expect(panel.getByText(/^Attendance saved\. Learners marked: [1-9]\d*\.$/)).toBeVisible();
      // The notice of the first save is still there during the second: wait for the row itself.
      await expect
        .poll(async () =>
          (await attendanceOn(classId, date)).filter((row) => row.user.email === "learner@example.com").map((row) => row.present),
        )
        .toEqual([present]);
    }
  } finally {
    for (const row of await attendanceOn(classId, date)) await directusAdmin("DELETE", `/items/seed_attendance/${row.id}`);
  }
});

test("attendance for a day to come is refused with a message, keeps what was chosen, and saves nothing", async ({ page, signInAs }) => {
  const { classId } = await pastMeeting();
  const future = "2099-06-15";
  await signInAs("faculty");
  await page.goto("/teacher/portal#attendance");
  const panel = page.getByRole("region", { name: "Attendance" });
  await panel.getByLabel("Date of the meeting").fill(future);
  await panel.getByRole("checkbox", { name: "An Phạm" }).check();
  await panel.getByRole("button", { name: "Save attendance" }).click();
  await expect(panel.getByText("Attendance can only be taken for today or an earlier day.")).toBeVisible();
  await expect(panel.getByLabel("Date of the meeting")).toHaveValue(future);
  await expect(panel.getByRole("checkbox", { name: "An Phạm" })).toBeChecked();
  expect(await attendanceOn(classId, future)).toEqual([]);
});

test("the resources panel lists the academy's resources, each linked to open safely", async ({ page, signInAs }) => {
  await signInAs("faculty");
  await page.goto("/teacher/portal#resources");
  const panel = page.getByRole("region", { name: "Resources" });
  const link = panel.getByRole("link", { name: /Marketplace listing checklist/ });
  await expect(link).toHaveAttribute("href", "https://seed.example/resources/listing-checklist");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  await expect(panel.getByRole("listitem").filter({ hasText: "Presenting your project" }).getByText("For every track")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Faculty dashboard sections" }).getByRole("link", { name: "Attendance" }),
  ).toHaveAttribute("href", "/teacher/portal#attendance");
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
