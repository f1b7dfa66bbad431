import type { AccountName } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { axeViolations, describeInLanguage, expect, test } from "./fixtures";

// The enterprise partner portal (issue 30) under /partner/portal, JavaScript on and off: each member
// role sees exactly its quick actions; a hiring manager creates a job, shortlists a learner and
// schedules an interview that the interviewer then sees, and the dashboard's funnel moves by one;
// an interviewer may not create a job. (The public /partner page is partner.spec.ts.)

const tag = () => Math.random().toString(36).slice(2, 8);

describeInLanguage("en", () => {
  const quickActions: [AccountName, string[]][] = [
    ["partnerAdmin", ["Organisation admin", "Billing and contracts", "ATS/SSO integrations"]],
    ["partnerHiring", ["New job", "Shortlist", "Interview calendar"]],
    ["partnerInterviewer", ["My interviews", "Question kit and rubric"]],
    ["partnerMentor", ["Open office hours", "Project feedback"]],
    ["partnerPm", ["Brief/NDA moderation", "SLA and compliance"]],
    ["partner2Member", []],
  ];
  for (const [who, actions] of quickActions) {
    test(`${who} signs in and sees exactly their quick actions`, async ({ page, signInAs }) => {
      await signInAs(who);
      await page.goto("/portal");
      await expect(page).toHaveURL(/\/partner\/portal\/dashboard$/);
      const panel = page.getByRole("region", { name: "Quick actions" });
      if (actions.length) await expect(panel.getByRole("link")).toHaveText(actions);
      else {
        await expect(panel.getByRole("link")).toHaveCount(0);
        await expect(panel.getByText("No quick actions for your member role.")).toBeVisible();
      }
    });
  }

  test(
    "a hiring manager creates a job, shortlists a learner and schedules an interview the interviewer then sees",
    { tag: "@js-off" },
    async ({ page, signInAs }) => {
      const title = `E2E job ${tag()}`;
      await signInAs("partnerHiring");
      try {
        await page.goto("/partner/portal/dashboard");
        await page.getByRole("region", { name: "Quick actions" }).getByRole("link", { name: "New job" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("New job");
        // A job without a title: the field says so, and what was typed stays.
        await page.getByLabel("Skill 1", { exact: true }).fill("analytics");
        await page.getByLabel("Level 1 (%)").fill("60");
        await page.getByLabel("Weight 1 (%)").fill("100");
        await page.getByRole("button", { name: "Create the job" }).click();
        await expect(page.getByText("Enter the job's title.")).toBeVisible();
        await expect(page.getByLabel("Skill 1", { exact: true })).toHaveValue("analytics");
        await page.getByLabel("Job title").fill(title);
        await page.getByLabel("Priority").selectOption("HIGH");
        await page.getByRole("button", { name: "Create the job" }).click();
        await expect(page.getByText("The job was created.")).toBeVisible();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        const jobId = /jobs\/(\d+)/.exec(page.url())![1];

        // The academy's matching gives the job a candidate (a learner's job match).
        const [learner] = await directusAdmin<{ id: string }[]>("GET", "/users?filter[email][_eq]=learner2%40example.com&fields=id");
        await directusAdmin("POST", "/items/seed_applications", {
          job: Number(jobId),
          learner: learner.id,
          match: 0.66,
          stage: "viewed",
          viewed_at: new Date().toISOString(),
        });
        await page.goto("/partner/portal/dashboard");
        const before = Number(await page.getByTestId("funnel-shortlist").textContent());

        await page.goto(`/partner/portal/talent-pipeline/jobs/${jobId}`);
        await page.getByRole("link", { name: "Candidates", exact: true }).click();
        await page.getByRole("button", { name: /^Shortlist\s*: Bình Lê$/ }).click();
        await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();
        await page.goto("/partner/portal/dashboard");
        await expect(page.getByTestId("funnel-shortlist")).toHaveText(String(before + 1));

        await page.goto(`/partner/portal/talent-pipeline/jobs/${jobId}/interviews/schedule`);
        await page.getByLabel("Interviewer").selectOption({ label: "Linh Đặng · Interviewer" });
        await page.getByLabel("Date and time").fill("2099-03-04T10:30");
        await page.getByRole("button", { name: "Schedule the interview" }).click();
        await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();

        await signInAs("partnerInterviewer");
        await page.goto("/partner/portal/talent-pipeline/interviews");
        await expect(page.getByRole("heading", { level: 2, name: `Bình Lê · ${title}` })).toBeVisible();
      } finally {
        const jobs = await directusAdmin<{ id: number }[]>(
          "GET",
          `/items/seed_jobs?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`,
        );
        for (const { id } of jobs) await directusAdmin("DELETE", `/items/seed_jobs/${id}`);
      }
    },
  );

  test("an interviewer's post to create a job is refused with 403, and no job is made", async ({ page, signInAs }) => {
    const title = `E2E refused ${tag()}`;
    await signInAs("partnerInterviewer");
    const origin = { Origin: new URL(test.info().project.use.baseURL!).origin };
    const answer = await page.request.post("/partner/portal/talent-pipeline/jobs/new", {
      form: { intent: "create-job", title, location: "HYBRID", priority: "none", slaDays: "2", slaRounds: "1" },
      headers: origin,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(403);
    expect(await directusAdmin<unknown[]>("GET", `/items/seed_jobs?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`)).toEqual([]);
  });
});

for (const language of ["en", "vi"] as const) {
  test.describe(`axe, ${language}`, () => {
    test.use({ language });
    test("the dashboard, a job form and analytics have no violations", async ({ page, signInAs }) => {
      await signInAs("partnerHiring");
      for (const path of [
        "/partner/portal/dashboard",
        "/partner/portal/talent-pipeline/jobs/new",
        "/partner/portal/analytics?tab=training",
      ]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        expect(await axeViolations(page), path).toEqual([]);
      }
      await page.goto("/partner/portal/analytics");
      await expect(page.getByRole("img", { name: language === "vi" ? "Phễu tuyển dụng" : "Funnel" })).toBeVisible();
    });
  });
}

// Brand assets (issue 30): an ORG_ADMIN (company B's, so company A's pages stay as the tests above
// expect) adds a link and removes it; the message after each shows once (post-redirect-get).
test.describe("brand assets, in English", () => {
  test.use({ language: "en" });

  test("an ORG_ADMIN adds a brand asset's link and removes it", { tag: "@js-off" }, async ({ page, signInAs }) => {
    const title = `E2E asset ${tag()}`;
    await signInAs("partner2Admin");
    try {
      await page.goto("/partner/portal/brand-partnership/assets");
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Link (https)").fill("http://example.com/logo.svg");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByText("Enter a link starting with https://.")).toBeVisible();
      await expect(page.getByLabel("Title")).toHaveValue(title);
      await page.getByLabel("Link (https)").fill("https://example.com/logo.svg");
      await page.getByRole("button", { name: "Add", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Brand asset added." })).toBeVisible();
      await expect(page.getByRole("link", { name: title })).toHaveAttribute("href", "https://example.com/logo.svg");
      await page.getByRole("button", { name: new RegExp(`^Remove\\s*: ${title}$`) }).click();
      await expect(page.getByRole("status").filter({ hasText: "Brand asset removed." })).toBeVisible();
      await expect(page.getByRole("link", { name: title })).toHaveCount(0);
    } finally {
      const rows = await directusAdmin<{ id: number }[]>(
        "GET",
        `/items/seed_brand_assets?filter[title][_eq]=${encodeURIComponent(title)}&fields=id`,
      );
      for (const { id } of rows) await directusAdmin("DELETE", `/items/seed_brand_assets/${id}`);
    }
  });
});
