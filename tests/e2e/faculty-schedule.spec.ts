import type { Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { axeViolations, describeInLanguage, expect, test, crossed } from "./fixtures";

// A teacher keeps their own schedule (issue 26): from the dashboard's Schedule panel to the schedule's
// page, they add a session, see it on the dashboard, change it and delete it after a confirmation
// (a dialog with JavaScript, the same dialog as a page of its own without it), in English and in
// Vietnamese; a refused form keeps what was typed. JavaScript on and off; the rows each test writes
// carry a tag of their own and are removed afterwards.

const tag = () => Math.random().toString(36).slice(2, 8);

/** A day this many days from now, as the date field takes it (YYYY-MM-DD, in Vietnam). */
function dayAhead(days: number) {
  return new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** A row's link: its word, then (for screen readers) the session's title. */
const rowLink = (word: string, title: string) => new RegExp(`^${word}\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

async function removeRows(prefix: string) {
  const rows = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_schedule?fields=id&limit=-1&filter[title][_starts_with]=${encodeURIComponent(prefix)}`,
  );
  for (const row of rows) await directusAdmin("DELETE", `/items/seed_schedule/${row.id}`);
}

interface Words {
  panel: string;
  add: string;
  title: string;
  kind: string;
  classLabel: string;
  noClass: string;
  date: string;
  start: string;
  end: string;
  room: string;
  addButton: string;
  added: string;
  edit: string;
  save: string;
  saved: string;
  delete: string;
  deleteConfirm: string;
  deleted: string;
  titleRequired: string;
}

const words: Record<"en" | "vi", Words> = {
  en: {
    panel: "Schedule",
    add: "Add a session",
    title: "Title",
    kind: "Kind",
    classLabel: "Class",
    noClass: "None (office hours)",
    date: "Date",
    start: "Starts",
    end: "Ends",
    room: "Room (optional)",
    addButton: "Add to schedule",
    added: "Session added to your schedule.",
    edit: "Edit",
    save: "Save changes",
    saved: "Session saved.",
    delete: "Delete",
    deleteConfirm: "Delete session",
    deleted: "Session deleted.",
    titleRequired: "Please give the session a title.",
  },
  vi: {
    panel: "Lịch dạy",
    add: "Thêm buổi",
    title: "Tiêu đề",
    kind: "Loại",
    classLabel: "Lớp",
    noClass: "Không có (giờ tiếp sinh viên)",
    date: "Ngày",
    start: "Bắt đầu",
    end: "Kết thúc",
    room: "Phòng (không bắt buộc)",
    addButton: "Thêm vào lịch",
    added: "Đã thêm buổi vào lịch dạy.",
    edit: "Sửa",
    save: "Lưu thay đổi",
    saved: "Đã lưu buổi.",
    delete: "Xóa",
    deleteConfirm: "Xóa buổi",
    deleted: "Đã xóa buổi.",
    titleRequired: "Vui lòng đặt tiêu đề cho buổi.",
  },
};

/** The whole path: add (after one refused try), see it on the dashboard, change it, delete it. */
async function manageASession(page: Page, w: Words, javaScriptEnabled: boolean, prefix: string) {
  const title = `${prefix} lab`;
  const renamed = `${prefix} office hours`;
  await page.goto("/teacher/portal");
  const panel = page.getByRole("region", { name: w.panel });
  await panel.getByRole("link", { name: w.add }).click();
  await expect(page).toHaveURL(/\/teacher\/portal\/schedule$/);
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);

  // Refused first (no title): the message, and what was typed is still there.
  await page.getByLabel(w.kind, { exact: true }).selectOption("lab");
  await page.getByLabel(w.date, { exact: true }).fill(dayAhead(6));
  await page.getByLabel(w.start, { exact: true }).fill("10:00");
  await page.getByLabel(w.end, { exact: true }).fill("12:00");
  await page.getByLabel(w.room).fill("Lab B2");
  await page.getByRole("button", { name: w.addButton }).click();
  await expect(page.getByText(w.titleRequired)).toBeVisible();
  await expect(page.getByLabel(w.room)).toHaveValue("Lab B2");
  await expect(page.getByLabel(w.start, { exact: true })).toHaveValue("10:00");

  await page.getByLabel(w.title, { exact: true }).fill(title);
  await page.getByRole("button", { name: w.addButton }).click();
  await expect(page.getByRole("status").filter({ hasText: w.added })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toBeVisible();

  // On the dashboard at once, with its Edit link.
  await page.goto("/teacher/portal#schedule");
  const row = panel.getByRole("listitem").filter({ hasText: title });
  await expect(row).toBeVisible();
  // The edit form is a child route (issue 46): a dialog over the schedule, a page of its own without JavaScript.
  await row.getByRole("link", { name: rowLink(w.edit, title) }).click();
  await expect(page).toHaveURL(/\/teacher\/portal\/schedule\/\d+\/edit$/);
  const editDialog = page.getByRole("dialog");
  await expect(editDialog.getByLabel(w.title, { exact: true })).toHaveValue(title);
  await expect(editDialog.getByLabel(w.start, { exact: true })).toHaveValue("10:00");
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  await editDialog.getByLabel(w.title, { exact: true }).fill(renamed);
  await editDialog.getByLabel(w.kind, { exact: true }).selectOption("office");
  await editDialog.getByLabel(w.classLabel, { exact: true }).selectOption({ label: w.noClass });
  await editDialog.getByRole("button", { name: w.save }).click();
  await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
  await expect(page).toHaveURL(/\/teacher\/portal\/schedule$/);

  // Delete, confirmed first: a dialog with JavaScript, a page of its own without.
  await page.getByRole("link", { name: rowLink(w.delete, renamed) }).click();
  await expect(page).toHaveURL(/\/teacher\/portal\/schedule\/\d+\/delete$/);
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(renamed);
  if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: w.deleteConfirm }).click();
  await expect(page.getByRole("status").filter({ hasText: w.deleted })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: renamed })).toHaveCount(0);
  await page.goto("/teacher/portal");
  await expect(panel.getByText(renamed)).toHaveCount(0);

  const left = await directusAdmin<unknown[]>(
    "GET",
    `/items/seed_schedule?fields=id&filter[title][_starts_with]=${encodeURIComponent(prefix)}`,
  );
  expect(left).toEqual([]);
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(
    language,
    () => {
      test("a teacher adds a session, sees it on the dashboard, changes it and deletes it", async ({
        page,
        signInAs,
        javaScriptEnabled,
      }) => {
        const prefix = `E2E ${language} ${tag()}`;
        try {
          await signInAs("faculty");
          await manageASession(page, words[language], javaScriptEnabled, prefix);
        } finally {
          await removeRows(prefix);
        }
      });
    },
    { tag: ["@js-off", crossed] },
  );
}

test("a learner cannot open the schedule's page", async ({ page, signInAs }) => {
  await signInAs("learner");
  const response = await page.goto("/teacher/portal/schedule");
  expect(response?.status()).toBe(403);
});
