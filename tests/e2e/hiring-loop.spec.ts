import { academyToday } from "../../cms/extensions/shared/hiring.mjs";
import { directusAdmin } from "../support/env";
import type { Page } from "@playwright/test";
import { describeInLanguage, expect, tabTo, test } from "./fixtures";

// Issue 48: the hiring loop across roles. In English with JavaScript: Lotus Commerce's hiring manager
// posts a job and edits its interview kit; a learner applies from the job's own page, the hiring
// manager is told and shortlists them, and the learner sees it and is told; the hiring manager
// schedules an interview, the learner confirms it, the interviewer is told, reads the kit beside the
// interview and records feedback scored on its rubric; an offer is made and the learner accepts it
// (the offer's form and each answer by keyboard alone), and the hiring manager is told. The job's funnel on the analytics
// page moves by exactly each step. In Vietnamese the internships list's apply form works without
// JavaScript too, with words for a missing motivation and what was typed and ticked kept. Each test
// posts a job of its own, removed afterwards with its applications and notifications.

const internships = "/student/portal/market/internships";
const tag = () => Math.random().toString(36).slice(2, 8);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A day `days` from today in Vietnam, as a date field takes it. */
const inDays = (days: number) => academyToday(new Date(Date.now() + days * 86_400_000));

/** An open job of Lotus Commerce, as its hiring manager posts it. */
async function postJob(title: string) {
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  return directusAdmin<{ id: number }>("POST", "/items/seed_jobs", {
    company: company.id,
    title,
    location: "ONSITE",
    sla_days: 3,
    sla_rounds: 1,
    status: "open",
    skills: [{ name: "analytics", level: 0.5, weight: 1 }],
  });
}

async function removeJob(id: number) {
  const notifications = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_notifications?filter[link][_contains]=${encodeURIComponent(`/${id}`)}&fields=id&limit=-1`,
  );
  if (notifications.length)
    await directusAdmin(
      "DELETE",
      "/items/seed_notifications",
      notifications.map((row) => row.id),
    );
  // Its applications go with it.
  await directusAdmin("DELETE", `/items/seed_jobs/${id}`);
}

/** The job's funnel on the analytics page (views, applications, shortlist, interviews, offers, accepts); a job with none is not listed. */
async function jobFunnel(page: Page, title: string) {
  await page.goto("/partner/portal/analytics");
  const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: title, exact: true }) });
  if (!(await row.count())) return [0, 0, 0, 0, 0, 0];
  const cells = await row.getByRole("cell").allInnerTexts();
  return cells.slice(1).map((text) => Number(/^\d+/.exec(text.trim())?.[0]));
}
/** The funnel at exactly these many steps (1: views … 6: accepts). */
const funnelAt = (steps: number) => [0, 1, 2, 3, 4, 5].map((i) => (i < steps ? 1 : 0));

const applications = (job: number) =>
  directusAdmin<{ stage: string; motivation: string; share_competencies: boolean; share_portfolio: boolean }[]>(
    "GET",
    `/items/seed_applications?filter[job][_eq]=${job}&fields=stage,motivation,share_competencies,share_portfolio&limit=-1`,
  );

describeInLanguage("en", () => {
  test("a posted job with its interview kit: applied to, shortlisted, interviewed and scored on the kit, offered and accepted; each side told, the funnel moving by each step", async ({
    page,
    signInAs,
  }) => {
    test.slow(); // three people, eleven pages, each answer and the offer's form by keyboard alone
    const title = `E2E hiring ${tag()}`;
    // The hiring manager posts the job, then edits its interview kit (issue 48, item 3).
    await signInAs("partnerHiring");
    await page.goto("/partner/portal/talent-pipeline/jobs/new");
    await page.getByLabel("Job title").fill(title);
    await page.getByLabel("Location").selectOption("ONSITE");
    await page.getByLabel("Skill 1").fill("analytics");
    await page.getByLabel("Level 1 (%)").fill("50");
    await page.getByLabel("Weight 1 (%)").fill("100");
    await page.getByRole("button", { name: "Create the job" }).click();
    await expect(page).toHaveURL(/\/talent-pipeline\/jobs\/\d+$/);
    await expect(page.getByText("The job was created.")).toBeVisible();
    const job = { id: Number(/jobs\/(\d+)/.exec(page.url())?.[1]) };
    try {
      await page.getByRole("link", { name: "Interview kit" }).click();
      await expect(page.getByLabel("Rubric criteria (one per line)")).toHaveValue("analytics");
      await page.getByLabel("Rubric criteria (one per line)").fill("analytics\nCommunication");
      await page.getByLabel("Questions (one per line)").fill("Which number in a shop's week matters most, and why?");
      await page.getByRole("button", { name: "Save the kit" }).click();
      await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();
      expect(await jobFunnel(page, title)).toEqual(funnelAt(0));

      await signInAs("learner");
      await page.goto(`${internships}/${job.id}`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText("Lotus Commerce", { exact: true })).toBeVisible();
      await expect(page.getByText("Analytics: level 50%")).toBeVisible();
      // By keyboard alone (issue 55): Tab to each control (a visible focus), type, Space ticks, Enter sends.
      await tabTo(page, page.getByLabel("Why this job? (your motivation)"));
      await page.keyboard.type("I run the numbers for my family's shop every week.");
      const competencies = page.getByLabel("My competency levels");
      await tabTo(page, competencies);
      await page.keyboard.press("Space");
      await expect(competencies).toBeChecked();
      await tabTo(page, page.getByRole("button", { name: new RegExp(`^Send my application\\s*: ${escape(title)}$`) }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: `Your application to “${title}” was sent.` })).toBeVisible();
      const mine = page.getByTestId("application");
      await expect(mine.getByText("Applied", { exact: true })).toBeVisible();
      expect(await applications(job.id)).toEqual([
        {
          stage: "applied",
          motivation: "I run the numbers for my family's shop every week.",
          share_competencies: true,
          share_portfolio: false,
        },
      ]);

      // The hiring manager: told, the new application with its match and what was shared, then the shortlist.
      await signInAs("partnerHiring");
      expect(await jobFunnel(page, title)).toEqual(funnelAt(2));
      await page.goto("/partner/portal/notifications");
      await expect(page.getByRole("link", { name: `An Phạm applied to “${title}”` })).toBeVisible();
      await page.goto(`/partner/portal/talent-pipeline/jobs/${job.id}/shortlist`);
      const row = page.getByRole("row").filter({ hasText: "An Phạm" });
      await expect(row.getByRole("cell").nth(2)).toHaveText("Applied");
      await expect(row.getByText("I run the numbers for my family's shop every week.")).toBeVisible();
      await expect(row.getByText("Competency levels")).toBeVisible();
      await expect(row.getByText("Portfolio")).toHaveCount(0);
      await tabTo(page, row.getByRole("button", { name: /^Shortlist\s*: An Phạm$/ }));
      await page.keyboard.press("Enter");
      await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();
      await expect(row.getByRole("cell").nth(2)).toHaveText("Shortlisted");

      expect(await jobFunnel(page, title)).toEqual(funnelAt(3));

      // The learner: shortlisted on the job's page, and a notification that says so.
      await signInAs("learner");
      await page.goto(`${internships}/${job.id}`);
      await expect(page.getByTestId("application").getByText("Shortlisted", { exact: true })).toBeVisible();
      await page.goto("/student/portal/notifications");
      await expect(page.getByRole("link", { name: `Good news: Lotus Commerce shortlisted you for “${title}”` })).toBeVisible();

      // The interview (item 3): the hiring manager schedules it with the company's interviewer.
      await signInAs("partnerHiring");
      await page.goto(`/partner/portal/talent-pipeline/jobs/${job.id}/interviews/schedule`);
      await page.getByLabel("Interviewer").selectOption({ label: "Linh Đặng · Interviewer" });
      const inThreeDays = new Date(Date.now() + 3 * 86_400_000 + 7 * 3_600_000).toISOString().slice(0, 11);
      await page.getByLabel("Date and time").fill(`${inThreeDays}10:00`);
      await page.getByRole("button", { name: "Schedule the interview" }).click();
      await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();
      expect(await jobFunnel(page, title)).toEqual(funnelAt(4));

      // The learner confirms it, by keyboard alone (issue 55): Tab to the answer, Enter.
      await signInAs("learner");
      await page.goto(`${internships}/${job.id}`);
      const interview = page.getByTestId("interview");
      await expect(interview.getByText("The company waits for your answer.")).toBeVisible();
      await tabTo(page, interview.getByRole("button", { name: new RegExp(`^Confirm this time\\s*: ${escape(title)}, `) }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: `You confirmed your interview for “${title}”.` })).toBeVisible();
      await expect(interview.getByText("You confirmed this time.")).toBeVisible();
      await page.goto("/student/portal/notifications");
      await expect(
        page.getByRole("link", { name: new RegExp(`^Lotus Commerce invited you to an interview for “${escape(title)}”`) }),
      ).toBeVisible();

      // The interviewer: told, the kit beside the interview, feedback scored on each of its criteria.
      await signInAs("partnerInterviewer");
      await page.goto("/partner/portal/notifications");
      await expect(page.getByRole("link", { name: `An Phạm confirmed their interview for “${title}”` })).toBeVisible();
      await page.goto("/partner/portal/talent-pipeline/interviews");
      const interviewed = page.getByTestId("interview").filter({ hasText: title });
      await expect(interviewed.getByTestId("kit").getByText("Which number in a shop's week matters most, and why?")).toBeVisible();
      await interviewed.getByLabel("Feedback").fill("Reads the numbers well; explains them plainly.");
      await interviewed.getByLabel("analytics (1–5)").fill("4");
      await interviewed.getByLabel("Communication (1–5)").fill("5");
      await interviewed.getByRole("button", { name: "Save feedback" }).click();
      await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();
      await expect(interviewed.getByTestId("feedback")).toContainText("analytics 4/5 · Communication 5/5");

      // The offer (item 4): the hiring manager makes it; the learner accepts it, by keyboard alone.
      await signInAs("partnerHiring");
      // Item 1: the offer's start date, terms and answer-by date, on the job's own page. By keyboard
      // alone too (issue 55): Enter on the link, Tab to each field (a visible focus), type, Enter sends.
      await page.goto("/partner/portal/talent-pipeline/offers");
      const candidate = page.getByRole("row").filter({ hasText: title });
      await tabTo(page, candidate.getByRole("link", { name: /^Make an offer\s*: An Phạm$/ }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { level: 1, name: "Make an offer" })).toBeVisible();
      const chosen = page.getByRole("combobox", { name: "Candidate" });
      await tabTo(page, chosen);
      await expect(chosen.getByRole("option", { name: "An Phạm", selected: true })).toBeAttached();
      // A date field has no ARIA role: its name and hint are read with it. Its parts are typed in the
      // order the test browser shows them: month, day, year (Chromium lays date fields out in its own
      // interface language, en-US here, whatever the page's locale or LANG says).
      for (const [name, hint, date] of [
        ["Start date", "The first working day: today or later.", inDays(30)],
        ["Answer by", "The last day (Vietnam time) the candidate", inDays(7)],
      ] as const) {
        const field = page.getByLabel(name, { exact: true });
        await tabTo(page, field);
        await expect(field).toHaveAccessibleName(name);
        await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(hint)}`));
        const [year, month, day] = date.split("-");
        await page.keyboard.type(`${month}${day}${year}`);
        await expect(field).toHaveValue(date);
      }
      const terms = page.getByRole("textbox", { name: "Terms" });
      await tabTo(page, terms);
      await page.keyboard.type("Full time, 12,000,000 VND a month.");
      await tabTo(page, page.getByRole("button", { name: "Make an offer" }));
      await page.keyboard.press("Enter");
      await expect(page.getByText("Done. It is in your company's audit log.")).toBeVisible();
      expect(await jobFunnel(page, title)).toEqual(funnelAt(5));
      await signInAs("learner");
      await page.goto("/student/portal/notifications");
      await expect(page.getByRole("link", { name: new RegExp(`^Lotus Commerce made you an offer for “${escape(title)}”`) })).toBeVisible();
      await page.goto(`${internships}/${job.id}`);
      const offer = page.getByTestId("offer");
      await expect(offer).toBeVisible();
      await expect(offer.getByTestId("offer-terms")).toHaveText("Full time, 12,000,000 VND a month.");
      await tabTo(page, page.getByRole("button", { name: new RegExp(`^Accept the offer\\s*: ${escape(title)}$`) }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: `You accepted the offer for “${title}”.` })).toBeVisible();
      await expect(page.getByTestId("application").getByText("Accepted", { exact: true })).toBeVisible();
      expect((await applications(job.id)).map((a) => a.stage)).toEqual(["accepted"]);

      // The hiring manager is told, and the job's funnel has moved by exactly each step.
      await signInAs("partnerHiring");
      expect(await jobFunnel(page, title)).toEqual(funnelAt(6));
      await page.goto("/partner/portal/notifications");
      await expect(page.getByRole("link", { name: `An Phạm accepted your offer for “${title}”` })).toBeVisible();
    } finally {
      await removeJob(job.id);
    }
  });
});

describeInLanguage(
  "vi",
  () => {
    test("the internships list's apply form: words for a missing motivation, what was typed kept, then sent", async ({
      page,
      signInAs,
    }) => {
      const title = `E2E ứng tuyển ${tag()}`;
      const job = await postJob(title);
      try {
        await signInAs("learner2");
        await page.goto(internships);
        const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });
        await entry.getByText(new RegExp(`^Ứng tuyển\\s*: ${escape(title)}$`)).click();
        await entry.getByLabel("Hồ sơ năng lực (các dự án đã đạt)").check();
        await entry.getByRole("button", { name: new RegExp(`^Gửi hồ sơ ứng tuyển\\s*: ${escape(title)}$`) }).click();
        await expect(entry.getByText("Hãy viết vài dòng vì sao bạn muốn vị trí này.")).toBeVisible();
        await expect(entry.getByLabel("Hồ sơ năng lực (các dự án đã đạt)")).toBeChecked();
        expect(await applications(job.id)).toEqual([]);

        await entry.getByLabel("Vì sao bạn chọn vị trí này? (động lực của bạn)").fill("Tôi thích phân tích dữ liệu kho hàng.");
        await entry.getByRole("button", { name: new RegExp(`^Gửi hồ sơ ứng tuyển\\s*: ${escape(title)}$`) }).click();
        await expect(page.getByRole("status").filter({ hasText: `Đã gửi hồ sơ ứng tuyển “${title}”.` })).toBeVisible();
        await expect(entry.getByTestId("application").getByText("Đã ứng tuyển", { exact: true })).toBeVisible();
        expect(await applications(job.id)).toEqual([
          { stage: "applied", motivation: "Tôi thích phân tích dữ liệu kho hàng.", share_competencies: false, share_portfolio: true },
        ]);
      } finally {
        await removeJob(job.id);
      }
    });
  },
  { tag: "@js-off" },
);
