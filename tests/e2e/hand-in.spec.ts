import { directusAdmin } from "../support/env";
import { removeGradingItem } from "../support/grading-items";
import { axeViolations, describeInLanguage, expect, tabTo, test, crossed } from "./fixtures";

// Issue 26: a learner hands in coursework on Learning › Projects, in Vietnamese and in English, with
// JavaScript on (a fetcher, no full reload) and off (a plain form post), by keyboard alone (issue 55).
// Each test hands in for a grading item of its own in the sample learner's class, removed afterwards
// with its submissions.

const projects = "/student/portal/learning/projects";
const tag = () => Math.random().toString(36).slice(2, 8);

/** A grading item of the sample learner's class (taught by faculty@example.com), made for one test. */
async function gradingItem(item: string) {
  const [own] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_classes?filter[teacher][email][_eq]=faculty%40example.com&fields=id&limit=1",
  );
  return directusAdmin<{ id: number }>("POST", "/items/seed_grading_items", {
    class: own.id,
    item,
    due_on: "2031-05-20",
    files_allowed: true,
  });
}

const stored = async (id: number) =>
  directusAdmin<{ body: string }[]>("GET", `/items/seed_submissions?filter[item][_eq]=${id}&fields=body&limit=-1`);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const words = {
  vi: {
    heading: "Dự án",
    body: "Nội dung bài nộp",
    handIn: "Nộp bài",
    handInAgain: "Nộp lại",
    files: "Tệp đính kèm (không bắt buộc)",
    notice: (item: string) => `Đã nộp: ${item}. Giảng viên của bạn đã có thể xem bài.`,
    handedIn: "Đã nộp",
    handedInOn: "Đã nộp ngày",
    notHandedIn: "Chưa nộp",
    empty: "Vui lòng viết nội dung bài nộp.",
  },
  en: {
    heading: "Projects",
    body: "What you hand in",
    handIn: "Hand in",
    handInAgain: "Hand in again",
    files: "Files (optional)",
    notice: (item: string) => `Handed in: ${item}. Your teacher can see it now.`,
    handedIn: "Handed in",
    handedInOn: "Handed in on",
    notHandedIn: "Not handed in",
    empty: "Please write what you hand in.",
  },
} as const;

for (const language of ["vi", "en"] as const) {
  const w = words[language];
  describeInLanguage(language, () => {
    test(
      "a learner hands in a piece of coursework: a notice, and the item shows handed in with its date",
      { tag: ["@js-off", crossed] },
      async ({ page, signInAs, javaScriptEnabled }) => {
        const item = `E2E worksheet ${tag()}`;
        const row = await gradingItem(item);
        try {
          await signInAs("learner");
          await page.goto(projects);
          await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
          const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item }) });
          await expect(entry.getByText(w.notHandedIn, { exact: true })).toBeVisible();
          // By keyboard alone (issue 55): Tab to each control (a visible focus, its name), type, Enter sends.
          await tabTo(page, entry.getByRole("textbox", { name: new RegExp(`^${escape(w.body)}\\s*: ${escape(item)}$`) }), { max: 200 });
          await page.keyboard.type("Bảng tính: thị trường 1,2 triệu cửa hàng.");
          // Issue 49, item 2: a PDF with it (the server tells it by its content). The file input is
          // reached and named like any control; the test sets its files where a person would use the
          // system's file picker (which a browser test cannot drive).
          const files = entry.getByLabel(new RegExp(`^${escape(w.files)}\\s*: ${escape(item)}$`));
          await tabTo(page, files);
          await expect(files).toHaveAccessibleName(new RegExp(`^${escape(w.files)}\\s*: ${escape(item)}$`));
          await files.setInputFiles({
            name: "bang-tinh.pdf",
            mimeType: "application/pdf",
            buffer: Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
          });
          // With JavaScript the page stays (a fetcher): a mark left on the window is still there after.
          if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { handInMark: true }));
          await tabTo(page, entry.getByRole("button", { name: new RegExp(`^${escape(w.handIn)}\\s*: ${escape(item)}$`) }));
          await page.keyboard.press("Enter");

          await expect(page.getByRole("status").filter({ hasText: w.notice(item) })).toBeVisible();
          if (javaScriptEnabled) expect(await page.evaluate(() => "handInMark" in window)).toBe(true);
          await expect(entry.getByText(w.handedIn, { exact: true })).toBeVisible();
          await expect(entry.getByText(w.handedInOn)).toBeVisible();
          // The file is listed with the version, and the form stays for a new version until the due date.
          await expect(entry.getByRole("link", { name: "bang-tinh.pdf" })).toBeVisible();
          await expect(entry.getByRole("button", { name: new RegExp(`^${escape(w.handInAgain)}\\s*: ${escape(item)}$`) })).toBeVisible();
          expect((await stored(row.id)).map((s) => s.body)).toEqual(["Bảng tính: thị trường 1,2 triệu cửa hàng."]);

          // Still handed in after a reload, and the notice is gone.
          await page.reload();
          await expect(entry.getByText(w.handedIn, { exact: true })).toBeVisible();
          await expect(page.getByText(w.notice(item))).toHaveCount(0);
        } finally {
          await removeGradingItem(row.id);
        }
      },
    );

    test(
      "an empty hand-in is refused with words on its own form, and nothing is stored",
      { tag: ["@js-off", crossed] },
      async ({ page, signInAs }) => {
        const item = `E2E empty ${tag()}`;
        const row = await gradingItem(item);
        try {
          await signInAs("learner");
          await page.goto(projects);
          const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item }) });
          await entry.getByLabel(new RegExp(`^${escape(w.body)}\\s*: ${escape(item)}$`)).fill("   ");
          await entry.getByRole("button", { name: new RegExp(`^${escape(w.handIn)}\\s*: ${escape(item)}$`) }).click();
          await expect(entry.getByText(w.empty)).toBeVisible();
          await expect(entry.getByText(w.notHandedIn, { exact: true })).toBeVisible();
          expect(await stored(row.id)).toEqual([]);
        } finally {
          await removeGradingItem(row.id);
        }
      },
    );

    test("the projects page with its coursework forms has no WCAG A/AA violations", async ({ page, signInAs }) => {
      const item = `E2E axe ${tag()}`;
      const row = await gradingItem(item);
      try {
        await signInAs("learner");
        await page.goto(projects);
        await expect(page.getByRole("heading", { level: 1, name: w.heading })).toBeVisible();
        await expect(page.getByRole("heading", { level: 3, name: item })).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
        // And with a refusal on one of its forms.
        const entry = page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: item }) });
        await entry.getByRole("button", { name: new RegExp(`^${escape(w.handIn)}\\s*: ${escape(item)}$`) }).click();
        await expect(entry.getByText(w.empty)).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      } finally {
        await removeGradingItem(row.id);
      }
    });
  });
}
