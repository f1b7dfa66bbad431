import type { Page } from "@playwright/test";
import { accounts, type AccountName } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { describeInLanguage, expect, expectAccessiblePage, setLanguage, test } from "./fixtures";

// Notifications (issue 47): a teacher's reply reaches the learner as a notification, which the learner
// finds through the bell in their portal's header, in their language, and marks read (one, then all),
// with JavaScript and without (real form posts). Each area's list has no WCAG 2.1 AA violation. The
// English run uses the first sample learner and teacher, the Vietnamese one the second pair, so the
// two never count each other's notifications.

const tag = () => Math.random().toString(36).slice(2, 8);

const pairs = {
  en: { teacher: "faculty", learner: "learner", learnerName: "An Phạm", teacherName: "Hương Đỗ" },
  vi: { teacher: "faculty2", learner: "learner2", learnerName: "Bình Lê", teacherName: "Quang Vũ" },
} as const satisfies Record<string, { teacher: AccountName; learner: AccountName; learnerName: string; teacherName: string }>;

const words = {
  en: {
    bell: /^Notifications: \d+ unread$/,
    title: "Notifications",
    message: (from: string) => `${from} sent you a message`,
    markRead: "Mark read",
    markAllRead: "Mark all read",
    read: "Marked as read.",
    allRead: "All your notifications are marked as read.",
    none: "0 unread",
  },
  vi: {
    bell: /^Thông báo: \d+ chưa đọc$/,
    title: "Thông báo",
    message: (from: string) => `${from} đã gửi cho bạn một tin nhắn`,
    markRead: "Đánh dấu đã đọc",
    markAllRead: "Đánh dấu tất cả đã đọc",
    read: "Đã đánh dấu là đã đọc.",
    allRead: "Tất cả thông báo của bạn đã được đánh dấu là đã đọc.",
    none: "0 chưa đọc",
  },
} as const;

/** The teacher answers the learner on their messages page (in English: the learner's language is the point). */
async function reply(page: Page, signInAs: (name: AccountName) => Promise<unknown>, pair: (typeof pairs)["en" | "vi"], body: string) {
  await setLanguage(page.context(), "en");
  await signInAs(pair.teacher);
  await page.goto("/teacher/portal/messages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
  await page.getByLabel("To", { exact: true }).selectOption({ label: pair.learnerName });
  await page.getByLabel("Message").fill(body);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  await page.context().clearCookies();
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(language, () => {
    const pair = pairs[language];
    const w = words[language];
    test(
      "a teacher's reply reaches the learner: the bell leads to it, they mark it read, then all of them",
      { tag: "@js-off" },
      async ({ page, signInAs }) => {
        const body = `E2E notified ${tag()}`;
        // A second unread one (as the app would have made it), so that "mark all" has one left to mark.
        const learnerId = (
          await directusAdmin<{ id: string }[]>(
            "GET",
            `/users?filter[email][_eq]=${encodeURIComponent(accounts[pair.learner].email)}&fields=id`,
          )
        )[0].id;
        const other = await directusAdmin<{ id: number }>("POST", "/items/seed_notifications", {
          user: learnerId,
          kind: "text",
          params: { text: body },
        });
        try {
          await reply(page, signInAs, pair, body);
          await setLanguage(page.context(), language);
          await signInAs(pair.learner);
          await page.goto("/student/portal/dashboard");
          // The bell: a plain link with the unread count, to the learner's list.
          const bell = page.getByRole("banner").getByRole("link", { name: w.bell });
          await expect(bell).toBeVisible();
          await bell.click();
          await expect(page).toHaveURL(/\/student\/portal\/notifications$/);
          await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
          const item = page
            .getByRole("listitem")
            .filter({ hasText: w.message(pair.teacherName) })
            .first();
          await expect(item).toBeVisible();
          await expect(item.getByRole("link", { name: w.message(pair.teacherName) })).toHaveAttribute(
            "href",
            "/student/portal/community#messages",
          );
          await item.getByRole("button", { name: new RegExp(`^${w.markRead}`) }).click();
          await expect(page.getByText(w.read)).toBeVisible();
          await page.getByRole("button", { name: w.markAllRead }).click();
          await expect(page.getByText(w.allRead)).toBeVisible();
          await expect(page.getByRole("listitem").filter({ hasText: body })).toBeVisible();
          await expect(page.getByRole("heading", { level: 2, name: w.none })).toBeVisible();
          await expect(page.getByRole("button", { name: new RegExp(`^${w.markRead}`) })).toHaveCount(0);
          // The dashboard's panel reads the same rows: nothing unread there either.
          await page.goto("/student/portal/dashboard");
          await expect(page.getByRole("banner").getByRole("link", { name: w.bell })).toHaveAttribute("data-unread", "0");
        } finally {
          await directusAdmin("DELETE", `/items/seed_notifications/${other.id}`);
          const messages = await directusAdmin<{ id: number }[]>(
            "GET",
            `/items/seed_messages?filter[body][_eq]=${encodeURIComponent(body)}&fields=id`,
          );
          for (const { id } of messages) await directusAdmin("DELETE", `/items/seed_messages/${id}`);
        }
      },
    );
  });
}

test.describe("each area's list", () => {
  test.use({ language: "en" });
  const lists: [AccountName, string][] = [
    ["learner", "/student/portal/notifications"],
    ["faculty", "/teacher/portal/notifications"],
    ["partnerHiring", "/partner/portal/notifications"],
    ["editor", "/staff/notifications"],
  ];
  for (const [who, path] of lists)
    test(`${path}: no WCAG 2.1 AA violation, and a bell in the header`, async ({ page, signInAs }) => {
      await signInAs(who);
      await expectAccessiblePage(page, path, "Notifications");
      await expect(page.getByRole("banner").getByRole("link", { name: /^Notifications: \d+ unread$/ })).toHaveAttribute("href", path);
    });
});
