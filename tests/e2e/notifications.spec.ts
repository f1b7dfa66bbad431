import type { Page } from "@playwright/test";
import type { AccountName } from "../support/accounts";
import { directusAdmin } from "../support/env";
import { describeInLanguage, expect, expectAccessiblePage, setLanguage, tabTo, test, crossed } from "./fixtures";

// Notifications (issue 47): a teacher's reply reaches the learner as a notification, which the learner
// finds through the bell in their portal's header, in their language, and marks read (one, then all),
// with JavaScript and without (real form posts), by keyboard alone (issue 55). Each run has a learner of its own, enrolled in the
// sample teacher's class, so that runs side by side never mark each other's. Each area's list has no
// WCAG 2.1 AA violation.

const tag = () => Math.random().toString(36).slice(2, 8);
const password = "SeedNotified#1";

const words = {
  en: {
    bell: /^Notifications: (\d+|99\+) unread$/,
    title: "Notifications",
    message: "Hương Đỗ sent you a message",
    markRead: /^Mark read/,
    markAllRead: "Mark all read",
    read: "Marked as read.",
    allRead: "All your notifications are marked as read.",
    none: "0 unread",
  },
  vi: {
    bell: /^Thông báo: (\d+|99\+) chưa đọc$/,
    title: "Thông báo",
    message: "Hương Đỗ đã gửi cho bạn một tin nhắn",
    markRead: /^Đánh dấu đã đọc/,
    markAllRead: "Đánh dấu tất cả đã đọc",
    read: "Đã đánh dấu là đã đọc.",
    allRead: "Tất cả thông báo của bạn đã được đánh dấu là đã đọc.",
    none: "0 chưa đọc",
  },
} as const;

/** A learner of this run's own in the sample teacher's class (removed after, with their rows). */
async function ownLearner(name: string) {
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  const email = `notified-${name.toLowerCase()}@example.com`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    first_name: "Notified",
    last_name: name,
    role: role.id,
    status: "active",
  });
  const [own] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_classes?filter[teacher][email][_eq]=faculty%40example.com&fields=id&limit=1",
  );
  const enrolment = await directusAdmin<{ id: number }>("POST", "/items/seed_enrolments", { user: user.id, class: own.id });
  return { id: user.id, email, enrolment: enrolment.id };
}

/** The teacher answers the learner on their messages page (in English: the learner's language is the point). */
async function reply(page: Page, signInAs: (name: AccountName) => Promise<unknown>, learnerName: string, body: string) {
  await setLanguage(page.context(), "en");
  await signInAs("faculty");
  await page.goto("/teacher/portal/messages");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
  await page.getByLabel("To", { exact: true }).selectOption({ label: learnerName });
  await page.getByLabel("Message").fill(body);
  await page.getByRole("button", { name: "Send reply" }).click();
  await expect(page.getByText("Reply sent.")).toBeVisible();
  await page.context().clearCookies();
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(language, () => {
    const w = words[language];
    test(
      "a teacher's reply reaches the learner: the bell leads to it, they mark it read, then all of them",
      { tag: ["@js-off", crossed] },
      async ({ page, signInAs }, testInfo) => {
        const name = `${language}${testInfo.project.name.replace(/\W/g, "")}${tag()}`;
        const body = `E2E notified ${name}`;
        const learner = await ownLearner(name);
        // A second unread one (as the app would have made it), so that "mark all" has one left to mark.
        await directusAdmin("POST", "/items/seed_notifications", { user: learner.id, kind: "text", params: { text: body } });
        try {
          await reply(page, signInAs, `Notified ${name}`, body);
          await setLanguage(page.context(), language);
          // Signed in as the sign-in form posts it (the session cookie lands in the page's context).
          const signedIn = await page.request.post("/login", {
            form: { email: learner.email, password },
            headers: { Origin: new URL(testInfo.project.use.baseURL!).origin },
            maxRedirects: 0,
          });
          expect(signedIn.status()).toBe(302);
          await page.goto("/student/portal/dashboard");
          // The bell: a plain link with the unread count, to the learner's list.
          const bell = page.getByRole("banner").getByRole("link", { name: w.bell });
          await expect(bell).toHaveAttribute("data-unread", "2");
          // By keyboard alone (issue 55): Tab to each control, a visible focus, Enter.
          await tabTo(page, bell);
          await page.keyboard.press("Enter");
          await expect(page).toHaveURL(/\/student\/portal\/notifications$/);
          await expect(page.getByRole("heading", { level: 1, name: w.title })).toBeVisible();
          const item = page.getByRole("listitem").filter({ hasText: w.message });
          await expect(item.getByRole("link", { name: w.message })).toHaveAttribute("href", "/student/portal/community#messages");
          await tabTo(page, item.getByRole("button", { name: w.markRead }));
          await page.keyboard.press("Enter");
          await expect(page.getByText(w.read)).toBeVisible();
          await expect(item.getByRole("button", { name: w.markRead })).toHaveCount(0);
          await tabTo(page, page.getByRole("button", { name: w.markAllRead }));
          await page.keyboard.press("Enter");
          await expect(page.getByText(w.allRead)).toBeVisible();
          await expect(page.getByRole("listitem").filter({ hasText: body })).toBeVisible();
          await expect(page.getByRole("heading", { level: 2, name: w.none })).toBeVisible();
          await expect(page.getByRole("button", { name: w.markRead })).toHaveCount(0);
          // The dashboard's panel reads the same rows: nothing unread there either.
          await page.goto("/student/portal/dashboard");
          await expect(page.getByRole("banner").getByRole("link", { name: w.bell })).toHaveAttribute("data-unread", "0");
        } finally {
          await directusAdmin("DELETE", `/items/seed_enrolments/${learner.enrolment}`).catch(() => {});
          for (const [collection, filter] of [
            ["seed_notifications", `filter[user][_eq]=${learner.id}`],
            ["seed_messages", `filter[body][_eq]=${encodeURIComponent(body)}`],
          ])
            for (const r of await directusAdmin<{ id: number }[]>("GET", `/items/${collection}?${filter}&fields=id`))
              await directusAdmin("DELETE", `/items/${collection}/${r.id}`);
          await directusAdmin("DELETE", `/users/${learner.id}`);
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
      await expect(page.getByRole("banner").getByRole("link", { name: /^Notifications: (\d+|99\+) unread$/ })).toHaveAttribute(
        "href",
        path,
      );
    });
});
