import type { Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { describeInLanguage, expect, tabTo, test } from "./fixtures";

// Issue 49, items 1 and 3: the teaching loop across roles. A teacher sets coursework with a rubric on
// /teacher/portal/grading, the learner sees it and hands in, the teacher reads the hand-in and grades
// it by the rubric with feedback, the learner sees the grade, the scores and the feedback (in English,
// with JavaScript). The form that sets coursework in Vietnamese, with JavaScript and without: a due
// date in the past is refused with words and what was typed stays, then the item is added.

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
    for (const { id } of rows) {
      for (const collection of ["seed_grades", "seed_submissions"]) {
        const children = await directusAdmin<{ id: number }[]>("GET", `/items/${collection}?filter[item][_eq]=${id}&fields=id&limit=-1`);
        if (children.length)
          await directusAdmin(
            "DELETE",
            `/items/${collection}`,
            children.map((row) => row.id),
          );
      }
      await directusAdmin("DELETE", `/items/seed_grading_items/${id}`);
    }
  }
});

/** Fills the set-coursework form: its labels in the page's language (`labels`), the values given. */
async function fillItem(page: Page, labels: Record<string, string>, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) await page.getByLabel(labels[key], { exact: true }).fill(value);
}

describeInLanguage("en", () => {
  test("a teacher sets coursework with a rubric, the learner hands in, the teacher grades it, the learner reads the grade and feedback", async ({
    page,
    signInAs,
  }) => {
    const item = `E2E market sizing ${tag()}`;
    made.push(item);
    await signInAs("faculty");
    await page.goto(grading);
    await expect(page.getByRole("heading", { level: 2, name: "Set coursework" })).toBeVisible();
    await fillItem(
      page,
      {
        title: "Title",
        brief: "Brief",
        date: "Due date",
        time: "Due time",
        max: "Maximum grade",
        c1: "Criterion 1",
        p1: "Points for criterion 1",
        c2: "Criterion 2",
        p2: "Points for criterion 2",
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
    await page.getByRole("checkbox", { name: "Market research" }).check();
    await page.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByRole("status").filter({ hasText: `“${item}” was added. The class's learners are notified.` })).toBeVisible();

    // The learner sees it, with its brief and rubric, and hands in.
    await signInAs("learner");
    await page.goto(projects);
    const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item }) });
    await expect(entry.getByText("Size the market for rice cookers in Ho Chi Minh City.")).toBeVisible();
    await expect(entry.getByText("Research: 6 points")).toBeVisible();
    const work = `About 1.2 million shops sell rice cookers (${tag()}).`;
    await entry.getByLabel(new RegExp(`^What you hand in\\s*: ${escape(item)}$`)).fill(work);
    await entry.getByRole("button", { name: new RegExp(`^Hand in\\s*: ${escape(item)}$`) }).click();
    await expect(page.getByRole("status").filter({ hasText: `Handed in: ${item}.` })).toBeVisible();

    // The teacher opens the hand-in from the inbox, reads it, scores the rubric and writes feedback.
    await signInAs("faculty");
    await page.goto(grading);
    await page.getByRole("link", { name: new RegExp(`^Open hand-in\\s*: An Phạm, ${escape(item)}$`) }).click();
    await expect(page.getByRole("heading", { level: 1, name: `An Phạm: ${item}` })).toBeVisible();
    await expect(page.getByText(work)).toBeVisible();
    // The rubric by keyboard alone (issue 55): Tab to each score (a visible focus), type, Enter saves.
    for (const [label, score] of [
      ["Research (0 to 6)", "5"],
      ["Writing (0 to 4)", "3.5"],
    ] as const) {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(score);
    }
    await page.getByLabel("Feedback", { exact: true }).fill("Clear sources; tighten the summary.");
    await tabTo(page, page.getByRole("button", { name: "Save grade" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "Grade saved. An Phạm is notified." })).toBeVisible();
    await expect(page.getByText("Current grade: 8.5 / 10")).toBeVisible();

    // The learner reads the grade, each criterion's score and the feedback.
    await signInAs("learner");
    await page.goto(projects);
    await expect(entry.getByText("Grade: 8.5 / 10")).toBeVisible();
    await expect(entry.getByText("Research: 5 / 6")).toBeVisible();
    await expect(entry.getByText("Writing: 3.5 / 4")).toBeVisible();
    await expect(entry.getByText("Clear sources; tighten the summary.")).toBeVisible();
  });
});

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
