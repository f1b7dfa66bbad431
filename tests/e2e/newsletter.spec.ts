import { randomUUID } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { directusAdmin } from "../support/env";
import { waitForMail } from "../support/maildev";
import { axeViolations, describeInLanguage, expect, test, crossed } from "./fixtures";

// The newsletter box (spec 000 §5) with double opt-in (issue 17): the address counts once the link
// in the confirmation mail is opened, and the unsubscribe link in the welcome mail removes it.

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `test-${randomUUID()}` });
});

/** What the product's mails say in a language (locales/<lng>/mail.json). */
const mailWords = (language: string) =>
  JSON.parse(fs.readFileSync(`locales/${language}/mail.json`, "utf8")) as Record<string, { subject: string }>;

/** The mail to `address` with this subject, and its link to `path` (polls: the outbox sends within seconds). */
async function mailedLink(address: string, subject: string, path: string) {
  const mail = await waitForMail((m) => m.subject === subject && m.to.some((to) => to.address === address), { timeoutMs: 15_000 });
  const link = mail.html.match(new RegExp(`href="([^"]*${path}\\?token=[^"]+)"`))?.[1]?.replaceAll("&amp;", "&");
  expect(link, `a ${path} link in "${subject}"`).toBeTruthy();
  return { mail, link: link! };
}

/** Types the address into the footer box and sends it; without JavaScript the answer is the /newsletter page. */
async function subscribeInFooter(page: Page, email: string, words: { label: string; submit: string; success: string; check: string }) {
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel(words.label).fill(email);
  await footer.getByRole("button", { name: words.submit }).click();
  await expect(page.getByText(words.success).first()).toBeVisible();
  await expect(page.getByText(words.check).first()).toBeVisible();
}

const vi = {
  label: "Địa chỉ email",
  submit: "Đăng ký",
  success: "Đăng ký thành công!",
  check: "Vui lòng kiểm tra hộp thư và mở liên kết trong email để xác nhận.",
};

test(
  "the footer box says 'Đăng ký thành công!', clears, and stores the address as pending; a repeat gets the same answer",
  { tag: "@js-off" },
  async ({ page }) => {
    const email = `news-${randomUUID().slice(0, 8)}@example.com`;
    await page.goto("/partner");
    const footer = page.getByRole("contentinfo");
    for (let attempt = 0; attempt < 2; attempt++) {
      await subscribeInFooter(page, email, vi);
      if (page.url().includes("/newsletter"))
        await page.goto("/partner"); // without JavaScript the answer is its own page
      else await expect(footer.getByLabel(vi.label)).toHaveValue("");
    }
    const stored = await directusAdmin<Array<{ email: string; locale: string; status: string }>>(
      "GET",
      `/items/seed_newsletter_subscribers?filter[email][_eq]=${encodeURIComponent(email)}`,
    );
    expect(stored).toEqual([expect.objectContaining({ email, locale: "vi", status: "pending" })]);
    // Two sign-ups, two confirmation mails, in Vietnamese like the page.
    await mailedLink(email, mailWords("vi").newsletterConfirm!.subject, "/newsletter/confirm");
  },
);

test("an invalid address gets a clear message and keeps what was typed", { tag: "@js-off" }, async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Địa chỉ email").fill("not-an-email");
  await footer.getByRole("button", { name: "Đăng ký" }).click();
  await expect(page.getByText("Vui lòng nhập địa chỉ email hợp lệ.").first()).toBeVisible();
  await expect(page.getByLabel("Địa chỉ email").first()).toHaveValue("not-an-email");
});

/** The address's row on the staff page, in the tab of one state. */
async function staffRow(page: Page, status: string, email: string) {
  await page.goto(`/staff/subscribers?status=${status}`);
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: email }) });
}

async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

for (const language of ["en", "vi"] as const) {
  describeInLanguage(
    language,
    () => {
      test("sign up → confirmation mail → confirmed on the staff page → the welcome mail's unsubscribe link → unsubscribed; subscribing again starts over", async ({
        page,
        signInAs,
        javaScriptEnabled,
      }) => {
        const email = `flow-${language}-${randomUUID().slice(0, 8)}@example.com`;
        const words = mailWords(language);
        const text =
          language === "en"
            ? {
                form: {
                  label: "Email address",
                  submit: "Subscribe",
                  success: "Subscribed successfully!",
                  check: "Check your inbox and open the link in our mail to confirm.",
                },
                confirm: ["Confirm your subscription", "Confirm subscription"],
                confirmed: "Subscription confirmed",
                unsubscribe: ["Unsubscribe from the newsletter?", "Unsubscribe"],
                unsubscribed: "You have unsubscribed",
                subscribeAgain: "Subscribe again",
                status: { pending: "Pending", confirmed: "Confirmed", unsubscribed: "Unsubscribed" },
              }
            : {
                form: vi,
                confirm: ["Xác nhận đăng ký nhận bản tin", "Xác nhận đăng ký"],
                confirmed: "Đã xác nhận đăng ký",
                unsubscribe: ["Hủy đăng ký bản tin?", "Hủy đăng ký"],
                unsubscribed: "Bạn đã hủy đăng ký",
                subscribeAgain: "Đăng ký lại",
                status: { pending: "Chờ xác nhận", confirmed: "Đã xác nhận", unsubscribed: "Đã hủy" },
              };

        await page.goto("/news");
        await subscribeInFooter(page, email, text.form);
        const confirm = await mailedLink(email, words.newsletterConfirm!.subject, "/newsletter/confirm");

        await signInAs("contentAdmin");
        await expect((await staffRow(page, "pending", email)).getByText(text.status.pending)).toBeVisible();
        await expect(await staffRow(page, "confirmed", email)).toHaveCount(0);

        // The link asks (a mail scanner that opens it confirms nothing); its button confirms.
        await page.goto(confirm.link);
        await expect(page.getByRole("heading", { level: 1, name: text.confirm[0] })).toBeVisible();
        await expect(page.getByRole("main").getByText(email)).toBeVisible();
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        await page.getByRole("main").getByRole("button", { name: text.confirm[1] }).click();
        await expect(page.getByRole("heading", { level: 1, name: text.confirmed })).toBeVisible();
        await expect(page.getByText(email)).toBeVisible();
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        await expect((await staffRow(page, "confirmed", email)).getByText(text.status.confirmed)).toBeVisible();
        if (javaScriptEnabled) await expectNoAxeViolations(page);

        const welcome = await mailedLink(email, words.newsletterWelcome!.subject, "/newsletter/unsubscribe");
        expect(welcome.mail.headers["list-unsubscribe"]).toBe(`<${welcome.link}>`);
        await page.goto(welcome.link);
        await expect(page.getByRole("heading", { level: 1, name: text.unsubscribe[0] })).toBeVisible();
        await page.getByRole("main").getByRole("button", { name: text.unsubscribe[1], exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: text.unsubscribed })).toBeVisible();
        if (javaScriptEnabled) await expectNoAxeViolations(page);
        await expect((await staffRow(page, "unsubscribed", email)).getByText(text.status.unsubscribed)).toBeVisible();
        await expect(await staffRow(page, "confirmed", email)).toHaveCount(0);

        // Changed their mind: the button signs the address up again, with a new confirmation.
        await page.goto(welcome.link);
        await page.getByRole("button", { name: text.subscribeAgain }).click();
        await expect(page.getByText(text.form.success).first()).toBeVisible();
        await expect((await staffRow(page, "pending", email)).getByText(text.status.pending)).toBeVisible();
      });
    },
    { tag: ["@js-off", crossed] },
  );
}

test.describe("a link that does not work", () => {
  test.use({ language: "en" });

  // Not @js-off: it only reads two server-rendered pages (nothing is sent); the branch only skips axe.
  test("a changed confirmation link says so and offers the sign-up form; a changed unsubscribe link says so", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/newsletter/confirm?token=1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expect(page.getByText("The confirmation link is incomplete or was changed.")).toBeVisible();
    const card = page.getByRole("main");
    await expect(card.getByLabel("Email address")).toHaveCount(1);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    await page.goto("/newsletter/unsubscribe?token=nope");
    await expect(page.getByRole("heading", { level: 1, name: "This link does not work" })).toBeVisible();
    await expect(page.getByText("The unsubscribe link is incomplete or was changed.")).toBeVisible();
    if (javaScriptEnabled) await expectNoAxeViolations(page);
  });
});
