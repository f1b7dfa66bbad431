import fs from "node:fs";
import type { Page } from "@playwright/test";
import { deleteWhere, directusAdmin } from "../support/env";
import { removeGradingItem } from "../support/grading-items";
import { describeInLanguage, expect, setLanguage, tabTo, test } from "./fixtures";

// Issue 49's Done when: the teaching loop across roles, with JavaScript in English and without it in
// Vietnamese (one run each, the language following the project). A teacher sets coursework with a
// rubric on /teacher/portal/grading; the learner hands in text and a PDF; the teacher opens the
// hand-in and its PDF, scores the rubric by keyboard and writes feedback; the learner reads the grade,
// the scores and the feedback, and their graded competency level has moved on the dashboard. The
// partner's Seed PM reads a brief's whole text and approves it. A mentor's slot is booked by the
// learner for one of their projects; the mentor sees who booked it and for which project, and gives
// feedback on it, which the learner reads under the project. The approved brief becomes a project for
// the learner's class (issue 49, item 4): the teacher grades its first milestone and the project's
// progress moves on the learner's page. Then the form that sets coursework, in Vietnamese with JavaScript and without:
// a due date in the past is refused with words and what was typed stays, then the item is added.

const grading = "/teacher/portal/grading";
const projects = "/student/portal/learning/projects";
const tag = () => Math.random().toString(36).slice(2, 8);
const made: string[] = [];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test.afterAll(async () => {
  for (const title of made) {
    const rows = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_grading_items?filter[item][_eq]=${encodeURIComponent(title)}&fields=id&limit=-1`,
    );
    for (const { id } of rows) await removeGradingItem(id);
  }
});

/** Fills the set-coursework form: its labels in the page's language (`labels`), the values given. */
async function fillItem(page: Page, labels: Record<string, string>, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await page.getByLabel(labels[key], { exact: true }).fill(value);
}

/** The words of `namespace` in `language` (locales/<language>/<namespace>.json), `{{name}}` filled from `params`. */
function wordsOf(language: "en" | "vi", namespace: string) {
  const all = JSON.parse(fs.readFileSync(`locales/${language}/${namespace}.json`, "utf8"));
  return (key: string, params: Record<string, string | number> = {}) =>
    (key.split(".").reduce((at, part) => at[part], all) as string).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name]));
}

/** A sample person's id by address. */
const userId = async (email: string) =>
  (await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`))[0].id;

/**
 * The loop's rows that are not made through its pages: a brief of the first company by its hiring
 * manager, waiting for the Seed PM; office hours of its MENTOR with their slot (as the schedule form
 * publishes them), at a minute of this run's own; and a project of the learner's to bring to them.
 */
async function loopRows(run: string) {
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  const [mentor, hiring, learner] = await Promise.all(
    ["partner-mentor@example.com", "partner-hiring@example.com", "learner@example.com"].map(userId),
  );
  // Soon, so it is among the first slots the learner's page lists; the minute is this run's.
  const start = new Date(Math.floor(Date.now() / 3_600_000 + 6) * 3_600_000 + Math.floor(Math.random() * 60) * 60_000);
  const times = { starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 1_800_000).toISOString(), mode: "online" };
  const hours = await directusAdmin<{ id: number }>("POST", "/items/seed_partner_office_hours", { company: company.id, mentor, ...times });
  const slot = await directusAdmin<{ id: number }>("POST", "/items/seed_mentor_slots", {
    ...times,
    office_hours: hours.id,
    mentor,
    mentor_name: "Khoa Phan · Lotus Commerce",
  });
  const brief = await directusAdmin<{ id: number }>("POST", "/items/seed_briefs", {
    company: company.id,
    author: hiring,
    kind: "brief",
    title: `E2E brief ${run}`,
    body: `Launch a bundle on two marketplaces.\nBudget: 20 million VND (${run}).`,
  });
  const project = await directusAdmin<{ id: number }>("POST", "/items/seed_projects", {
    user: learner,
    title: `E2E pricing project ${run}`,
    status: "in-progress",
    progress: 0.2,
  });
  // The learner's class taught by the sample teacher, and how many learners it has (each gets the project).
  const [enrolment] = await directusAdmin<{ class: number }[]>(
    "GET",
    `/items/seed_enrolments?filter[user][_eq]=${learner}&filter[class][teacher][email][_eq]=faculty%40example.com&fields=class&limit=1`,
  );
  const enrolled = await directusAdmin<{ user: string }[]>(
    "GET",
    `/items/seed_enrolments?filter[class][_eq]=${enrolment.class}&filter[status][_eq]=active&fields=user&limit=-1`,
  );
  return {
    klass: { id: enrolment.class, learners: new Set(enrolled.map((e) => e.user)).size },
    brief: { id: brief.id, title: `E2E brief ${run}` },
    project: { id: project.id, title: `E2E pricing project ${run}` },
    slot: { id: slot.id, hours: hours.id, startsAt: times.starts_at },
    async remove() {
      await deleteWhere("seed_mentor_feedback", { project: { _eq: project.id } });
      await directusAdmin("DELETE", `/items/seed_mentor_slots/${slot.id}`);
      await directusAdmin("DELETE", `/items/seed_partner_office_hours/${hours.id}`);
      await directusAdmin("DELETE", `/items/seed_projects/${project.id}`);
      await deleteWhere("seed_projects", { brief: { _eq: brief.id } });
      await directusAdmin("DELETE", `/items/seed_briefs/${brief.id}`);
    },
  };
}

/** The graded level of a competency in the dashboard's table (its "From your grades" cell). */
const gradedLevel = (page: Page, competency: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: competency, exact: true }) })
    .getByRole("cell")
    .nth(1);

/**
 * Opens the file a link leads to, with the page's session (the browser would save it: a download
 * cut short leaves a page without scripts waiting on a navigation), and reads it.
 */
async function openFile(page: Page, name: string) {
  const href = await page.getByRole("link", { name, exact: true }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  return { type: response.headers()["content-type"], body: await response.text() };
}

test(
  "the teaching loop: coursework set, handed in with a PDF, read and graded by rubric, levels moved; a brief approved after reading; a mentor's slot booked, seen and given feedback",
  { tag: "@js-off" },
  async ({ page, context, signInAs, javaScriptEnabled }) => {
    test.slow();
    // With JavaScript in English, without it in Vietnamese.
    const language = javaScriptEnabled ? "en" : "vi";
    await setLanguage(context, language);
    const teaching = wordsOf(language, "teaching");
    const portal = wordsOf(language, "portal");
    const partner = wordsOf(language, "portal-partner");
    const run = tag();
    const item = `E2E market sizing ${run}`;
    made.push(item);
    const rows = await loopRows(run);
    try {
      // The learner's graded level of Market research before.
      await signInAs("learner");
      await page.goto("/student/portal/dashboard");
      const research = gradedLevel(page, portal("competencies.research"));
      const before = (await research.textContent()) ?? "";

      // The teacher sets the item: brief, due moment, maximum, a rubric of two criteria, a competency, files.
      await signInAs("faculty");
      await page.goto(grading);
      await expect(page.getByRole("heading", { level: 2, name: teaching("setTitle") })).toBeVisible();
      await fillItem(
        page,
        {
          title: teaching("fields.title"),
          brief: teaching("fields.brief"),
          date: teaching("fields.dueDate"),
          time: teaching("fields.dueTime"),
          max: teaching("fields.maxGrade"),
          c1: teaching("fields.criterion", { n: 1 }),
          p1: teaching("fields.points", { n: 1 }),
          c2: teaching("fields.criterion", { n: 2 }),
          p2: teaching("fields.points", { n: 2 }),
        },
        {
          title: item,
          brief: "Size the market for rice cookers in Ho Chi Minh City.",
          date: "2031-05-20",
          time: "17:30",
          max: "10",
          c1: "Research",
          p1: "6",
          c2: "Writing",
          p2: "4",
        },
      );
      await page.getByRole("checkbox", { name: portal("competencies.research") }).check();
      await page.getByRole("checkbox", { name: teaching("fields.filesAllowed") }).check();
      await page.getByRole("button", { name: teaching("add") }).click();
      await expect(page.getByRole("status").filter({ hasText: teaching("outcomes.added", { item }) })).toBeVisible();

      // The learner sees it, with its brief and rubric, and hands in text and a PDF.
      await signInAs("learner");
      await page.goto(projects);
      const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item }) });
      await expect(entry.getByText("Size the market for rice cookers in Ho Chi Minh City.")).toBeVisible();
      await expect(entry.getByText(portal("coursework.criterionPoints", { criterion: "Research", points: 6 }))).toBeVisible();
      const work = `About 1.2 million shops sell rice cookers (${run}).`;
      const pdf = `%PDF-1.4\n% market sizing ${run}\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
      await entry.getByLabel(new RegExp(`^${escape(portal("coursework.body"))}\\s*: ${escape(item)}$`)).fill(work);
      await entry
        .getByLabel(new RegExp(`^${escape(portal("coursework.files"))}\\s*: ${escape(item)}$`))
        .setInputFiles({ name: "market-sizing.pdf", mimeType: "application/pdf", buffer: Buffer.from(pdf) });
      await entry.getByRole("button", { name: new RegExp(`^${escape(portal("coursework.handIn"))}\\s*: ${escape(item)}$`) }).click();
      await expect(page.getByRole("status").filter({ hasText: portal("coursework.handedInNotice", { item }) })).toBeVisible();

      // The teacher opens the hand-in from the inbox, reads it and its PDF, scores the rubric and writes feedback.
      await signInAs("faculty");
      await page.goto(grading);
      await page
        .getByRole("link", { name: new RegExp(`^${escape(portal("facultyDashboard.openHandIn"))}\\s*: An Phạm, ${escape(item)}$`) })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: teaching("handIn.title", { learner: "An Phạm", item }) })).toBeVisible();
      await expect(page.getByText(work)).toBeVisible();
      expect(await openFile(page, "market-sizing.pdf")).toEqual({ type: expect.stringMatching(/^application\/pdf/), body: pdf });
      // The rubric by keyboard alone (issue 55): Tab to each score (a visible focus), type, Enter saves.
      for (const [criterion, points, score] of [
        ["Research", 6, "5"],
        ["Writing", 4, "3.5"],
      ] as const) {
        await tabTo(page, page.getByLabel(teaching("handIn.score", { criterion, points })));
        await page.keyboard.type(score);
      }
      await page.getByLabel(teaching("handIn.feedback"), { exact: true }).fill("Clear sources; tighten the summary.");
      await tabTo(page, page.getByRole("button", { name: teaching("handIn.save") }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: teaching("outcomes.graded", { learner: "An Phạm" }) })).toBeVisible();
      await expect(page.getByText(teaching("handIn.current", { grade: 8.5, max: 10 }))).toBeVisible();
      // Their grading page shows the learner's graded levels, by competency (Market research comes first).
      await page.goto("/teacher/portal/grading");
      const levels = page.getByRole("region", { name: portal("facultyDashboard.gradedTitle") });
      await expect(levels.getByRole("columnheader").nth(1)).toHaveText(portal("competencies.research"));
      await expect(
        levels
          .getByRole("row")
          .filter({ has: page.getByRole("rowheader", { name: "An Phạm", exact: true }) })
          .getByRole("cell")
          .first(),
      ).toHaveText(/^\d+%$/);

      // The learner reads the grade, each criterion's score and the feedback; their graded level moved.
      await signInAs("learner");
      await page.goto(projects);
      await expect(entry.getByText(portal("coursework.grade", { grade: 8.5, max: 10 }))).toBeVisible();
      await expect(entry.getByText(portal("coursework.criterionScore", { criterion: "Research", score: 5, points: 6 }))).toBeVisible();
      await expect(entry.getByText(portal("coursework.criterionScore", { criterion: "Writing", score: 3.5, points: 4 }))).toBeVisible();
      await expect(entry.getByText("Clear sources; tighten the summary.")).toBeVisible();
      await page.goto("/student/portal/dashboard");
      await expect(research).toHaveText(/\d+\s?%/);
      await expect(research).not.toHaveText(before);

      // The partner's Seed PM reads the brief's whole text, then approves it.
      await signInAs("partnerPm");
      await page.goto("/partner/portal/co-design/briefs");
      const brief = page.getByRole("row").filter({ has: page.getByRole("cell", { name: rows.brief.title, exact: true }) });
      await expect(brief.getByRole("cell").nth(1)).toContainText("Launch a bundle on two marketplaces.");
      await expect(brief.getByRole("cell").nth(1)).toContainText(`Budget: 20 million VND (${run}).`);
      await brief
        .getByRole("button", { name: new RegExp(`^${escape(partner("forms.approve"))}\\s*: ${escape(rows.brief.title)}$`) })
        .click();
      await expect(page.getByText(partner("outcomes.done"))).toBeVisible();
      await expect(brief.getByRole("cell").nth(3)).toHaveText(partner("briefStatus.approved"));

      // The teacher turns the approved brief into a project for the learner's class, and grades its first milestone.
      const briefProjects = wordsOf(language, "projects");
      await signInAs("faculty");
      await page.goto("/teacher/portal/projects");
      await page.getByLabel(briefProjects("fields.brief"), { exact: true }).selectOption({ label: rows.brief.title });
      await page.getByLabel(briefProjects("fields.class"), { exact: true }).selectOption(String(rows.klass.id));
      await page.getByLabel(briefProjects("fields.milestones"), { exact: true }).fill("Market research\nLaunch plan");
      await page.getByRole("button", { name: briefProjects("assign") }).click();
      const assigned = language === "en" && rows.klass.learners === 1 ? "outcomes.assigned_one" : "outcomes.assigned_other";
      await expect(
        page.getByRole("status").filter({ hasText: briefProjects(assigned, { project: rows.brief.title, count: rows.klass.learners }) }),
      ).toBeVisible();
      await page.getByRole("row").filter({ hasText: rows.brief.title }).getByRole("link", { name: "An Phạm", exact: true }).click();
      const milestone = { title: "Market research", max: 10 };
      await page.getByLabel(briefProjects("score", milestone), { exact: true }).fill("8");
      await page.getByLabel(briefProjects("feedback", milestone), { exact: true }).fill(`Solid sources (${run}).`);
      await page.getByRole("button", { name: briefProjects("save", milestone) }).click();
      await expect(
        page.getByRole("status").filter({ hasText: briefProjects("outcomes.graded-in-progress", { project: rows.brief.title }) }),
      ).toBeVisible();

      // The learner's project page: the milestone's score and feedback, and the progress moved to half.
      await signInAs("learner");
      await page.goto(projects);
      // This project's card: the other project (JavaScript on or off) may be graded the same at the same time.
      const card = page.getByRole("listitem").filter({ has: page.getByRole("progressbar", { name: rows.brief.title, exact: true }) });
      await expect(card.getByRole("progressbar", { name: rows.brief.title, exact: true })).toHaveAttribute("aria-valuenow", "50");
      await expect(
        card.getByText(portal("sectionPages.projects.milestoneGraded", { title: "Market research", score: 8, max: 10 })),
      ).toBeVisible();
      await expect(page.getByText(`Solid sources (${run}).`)).toBeVisible();

      // The learner books the mentor's slot, naming the project to discuss.
      await signInAs("learner");
      await page.goto("/student/portal/mentor/1:1");
      // The slot's time as the page words it: in the reader's language, Vietnam time.
      const at = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Ho_Chi_Minh" })
        .format(new Date(rows.slot.startsAt))
        .split(/\s/)
        .map(escape)
        .join("\\s");
      const book = new RegExp(`^${escape(portal("mentor.book"))}\\s*: Khoa Phan · Lotus Commerce, ${at}$`);
      const slot = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: book }) });
      await slot.getByLabel(portal("mentor.project")).selectOption({ label: rows.project.title });
      await slot.getByRole("button", { name: book }).click();
      await expect(page.getByText(portal("mentor.outcomes.booked"))).toBeVisible();
      const mine = page.getByRole("listitem").filter({ hasText: portal("mentor.discussing", { project: rows.project.title }) });
      await expect(mine.getByText(portal("mentor.yours"))).toBeVisible();

      // The mentor sees who booked it and the project, and gives feedback on that project.
      await signInAs("partnerMentor");
      await page.goto("/partner/portal/mentoring/schedule");
      const booked = page
        .getByRole("table", { name: partner("mentoring.ownHours") })
        .getByRole("row")
        .filter({ hasText: rows.project.title });
      await expect(booked.getByRole("cell", { name: "An Phạm", exact: true })).toBeVisible();
      await page.goto("/partner/portal/mentoring/feedback");
      await page.getByLabel(partner("columns.project"), { exact: true }).selectOption({ label: `An Phạm · ${rows.project.title}` });
      const feedback = `Price the bundle, not the item (${run}).`;
      await page.getByLabel(partner("columns.feedback"), { exact: true }).fill(feedback);
      await page.getByRole("button", { name: partner("mentoring.send") }).click();
      await expect(page.getByText(partner("flash.mentorFeedbackSent"))).toBeVisible();

      // The learner reads it under the project.
      await signInAs("learner");
      await page.goto(projects);
      await expect(page.getByText(feedback)).toBeVisible();
    } finally {
      await rows.remove();
    }
  },
);

describeInLanguage(
  "vi",
  () => {
    test("the set-coursework form refuses a due date in the past with words, keeps what was typed, then adds the item", async ({
      page,
      signInAs,
    }) => {
      const item = `E2E bài tập ${tag()}`;
      made.push(item);
      const labels = { title: "Tiêu đề", date: "Ngày hết hạn", time: "Giờ hết hạn", max: "Điểm tối đa" };
      await signInAs("faculty");
      await page.goto(grading);
      await expect(page.getByRole("heading", { level: 2, name: "Giao bài tập" })).toBeVisible();
      await fillItem(page, labels, { title: item, date: "2020-01-01", time: "09:00", max: "10" });
      await page.getByRole("button", { name: "Thêm bài" }).click();

      await expect(page.getByText("Ngày giờ hết hạn phải muộn hơn bây giờ.")).toBeVisible();
      await expect(page.getByLabel(labels.title, { exact: true })).toHaveValue(item);
      await expect(page.getByLabel(labels.date, { exact: true })).toHaveAttribute("aria-invalid", "true");
      const stored = () =>
        directusAdmin<unknown[]>("GET", `/items/seed_grading_items?filter[item][_eq]=${encodeURIComponent(item)}&fields=id`);
      expect(await stored()).toEqual([]);

      await page.getByLabel(labels.date, { exact: true }).fill("2031-05-20");
      await page.getByRole("button", { name: "Thêm bài" }).click();
      await expect(page.getByRole("status").filter({ hasText: `Đã thêm “${item}”.` })).toBeVisible();
      expect(await stored()).toHaveLength(1);
    });
  },
  { tag: "@js-off" },
);
