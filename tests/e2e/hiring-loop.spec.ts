import { academyToday } from "../../cms/extensions/shared/hiring.mjs";
import { directusAdmin } from "../support/env";
import { describeInLanguage, expect, tabTo, test } from "./fixtures";

// Issue 48: the hiring loop across roles. A learner applies to a job of Lotus Commerce (in English with
// JavaScript, from the job's own page), its hiring manager shortlists them, and the learner sees it
// and is told; the hiring manager schedules an interview, the learner confirms it, an offer is made
// and the learner accepts it (the offer and each answer by keyboard alone); in Vietnamese the internships list's apply form works without JavaScript too, with
// words for a missing motivation and what was typed and ticked kept. Each test posts a job of its own,
// removed afterwards with its applications and notifications.

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

const applications = (job: number) =>
  directusAdmin<{ stage: string; motivation: string; share_competencies: boolean; share_portfolio: boolean }[]>(
    "GET",
    `/items/seed_applications?filter[job][_eq]=${job}&fields=stage,motivation,share_competencies,share_portfolio&limit=-1`,
  );

describeInLanguage("en", () => {
  test("a learner applies, is shortlisted and told, confirms the interview and accepts the offer, by keyboard", async ({
    page,
    signInAs,
  }) => {
    test.slow(); // three people, eleven pages, each answer and the offer's form by keyboard alone
    const title = `E2E hiring ${tag()}`;
    const job = await postJob(title);
    try {
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

      // The hiring manager: the new application with its match and what was shared, then the shortlist.
      await signInAs("partnerHiring");
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

      // The learner confirms it, by keyboard alone (issue 55): Tab to the answer, Enter.
      await signInAs("learner");
      await page.goto(`${internships}/${job.id}`);
      const interview = page.getByTestId("interview");
      await expect(interview.getByText("The company waits for your answer.")).toBeVisible();
      await tabTo(page, interview.getByRole("button", { name: new RegExp(`^Confirm this time\\s*: ${escape(title)}, `) }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: `You confirmed your interview for “${title}”.` })).toBeVisible();
      await expect(interview.getByText("You confirmed this time.")).toBeVisible();

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
      await signInAs("learner");
      await page.goto(`${internships}/${job.id}`);
      const offer = page.getByTestId("offer");
      await expect(offer).toBeVisible();
      await expect(offer.getByTestId("offer-terms")).toHaveText("Full time, 12,000,000 VND a month.");
      await tabTo(page, page.getByRole("button", { name: new RegExp(`^Accept the offer\\s*: ${escape(title)}$`) }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: `You accepted the offer for “${title}”.` })).toBeVisible();
      await expect(page.getByTestId("application").getByText("Accepted", { exact: true })).toBeVisible();
      expect((await applications(job.id)).map((a) => a.stage)).toEqual(["accepted"]);
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
