import { randomUUID } from "node:crypto";
import { type Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { waitForMail } from "../support/maildev";
import { directusAdmin, testEnv } from "../support/env";

// Each test uses its own addresses (and its own client when TRUST_PROXY=true), so the rate limits
// (per client + email) do not interfere between tests.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": `test-${randomUUID()}` });
});

interface MaildevMail {
  subject: string;
  text: string;
  html: string;
  to: Array<{ address: string }>;
}

async function mailWithSubjectContaining(marker: string) {
  let found: MaildevMail | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${testEnv.maildevUrl}/email`)).json()) as MaildevMail[];
      found = mails.find((m) => m.subject.includes(marker));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

async function fillCooperationForm(
  page: Page,
  values: { name: string; email: string; organization?: string; content: string; type?: string },
) {
  const form = page.getByRole("form", { name: "Đăng ký hợp tác" });
  await form.getByLabel("Họ và tên").fill(values.name);
  await form.getByLabel("Email").fill(values.email);
  if (values.organization !== undefined) await form.getByLabel("Tổ chức/Doanh nghiệp (không bắt buộc)").fill(values.organization);
  if (values.type) await form.getByLabel("Hình thức hợp tác (không bắt buộc)").selectOption(values.type);
  await form.getByLabel("Nội dung hợp tác").fill(values.content);
  return form;
}

test("a request with <script> in every field arrives escaped in the mail and is stored", { tag: "@js-off" }, async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  const evil = `<script>alert("${marker}")</script>`;
  const email = `coop-${marker}@example.com`;
  await page.goto("/#contact");
  const form = await fillCooperationForm(page, {
    name: `${evil} An ${marker}`,
    email,
    organization: `${evil} & Co`,
    type: "education",
    content: `Dòng 1 ${evil}\nDòng 2`,
  });
  await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
  await expect(form.getByText("Đã gửi đăng ký hợp tác. Cảm ơn bạn!")).toBeVisible();
  await expect(form.getByLabel("Họ và tên")).toHaveValue("");
  await expect(form.getByLabel("Nội dung hợp tác")).toHaveValue("");

  const mail = await mailWithSubjectContaining(marker);
  expect(mail.subject).toBe(`[SEED] Hợp tác: Hợp tác giáo dục — ${evil} An ${marker}`);
  expect(mail.to[0].address).toBe("partners@example.com");
  expect(mail.html).not.toContain("<script>");
  expect(mail.html).toContain(`&lt;script&gt;alert(&quot;${marker}&quot;)&lt;/script&gt; An ${marker}`);
  expect(mail.html).toContain("&lt;script&gt;alert(&quot;" + marker + "&quot;)&lt;/script&gt; &amp; Co");
  expect(mail.html).toContain("<br>Dòng 2");
  expect(mail.text).toContain(`Dòng 1 ${evil}\nDòng 2`);

  // The sender gets a confirmation in the page's language (issue 17), their name escaped; never the
  // message, since the address is unconfirmed (#31).
  const confirmation = await waitForMail((m) => m.to.some((to) => to.address === email));
  expect(confirmation.subject).toBe("Seed Academy đã nhận được đăng ký hợp tác của bạn");
  expect(confirmation.html).not.toContain("<script>");
  expect(confirmation.text).not.toContain("Dòng 1");

  // The outbox records the delivery just after the mail server took the mail.
  const stored = async () =>
    directusAdmin<Array<{ full_name: string; delivery_status: string; cooperation_type: string }>>(
      "GET",
      `/items/seed_cooperation_requests?filter[email][_eq]=${encodeURIComponent(email)}`,
    );
  await expect.poll(async () => (await stored())[0]?.delivery_status).toBe("sent");
  expect(await stored()).toHaveLength(1);
  expect((await stored())[0]).toMatchObject({ full_name: `${evil} An ${marker}`, cooperation_type: "education" });
});

test("empty optional fields read '-' and the subject says Khác", { tag: "@js-off" }, async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  await page.goto("/#contact");
  const form = await fillCooperationForm(page, { name: `Bình ${marker}`, email: `b-${marker}@example.com`, content: "Xin chào" });
  await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
  await expect(form.getByText("Đã gửi đăng ký hợp tác. Cảm ơn bạn!")).toBeVisible();
  const mail = await mailWithSubjectContaining(marker);
  expect(mail.subject).toBe(`[SEED] Hợp tác: Khác — Bình ${marker}`);
  expect(mail.text).toContain("Tổ chức/Doanh nghiệp: -");
  expect(mail.text).toContain("Hình thức hợp tác: -");
});

test("blank required fields show the message, keep what was typed and send nothing", { tag: "@js-off" }, async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  await page.goto("/#contact");
  const form = await fillCooperationForm(page, {
    name: "   ",
    email: `blank-${marker}@example.com`,
    organization: `Org ${marker}`,
    content: "Nội dung",
  });
  await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
  await expect(form.getByText("Vui lòng điền Họ và tên, Email và Nội dung hợp tác.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue(`blank-${marker}@example.com`);
  await expect(form.getByLabel("Tổ chức/Doanh nghiệp (không bắt buộc)")).toHaveValue(`Org ${marker}`);
  const stored = await directusAdmin<unknown[]>("GET", `/items/seed_cooperation_requests?filter[email][_eq]=blank-${marker}@example.com`);
  expect(stored).toHaveLength(0);
});

test("a list of addresses is refused: the confirmation would reach each of them (#31)", { tag: "@js-off" }, async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  const emails = `list-${marker}@example.com,other-${marker}@example.com`;
  await page.goto("/#contact");
  const form = await fillCooperationForm(page, { name: `List ${marker}`, email: emails, content: "Nội dung" });
  await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
  await expect(form.getByText("Vui lòng nhập một địa chỉ email hợp lệ.")).toBeVisible();
  await expect(form.getByLabel("Email")).toHaveValue(emails);
  const stored = await directusAdmin<unknown[]>("GET", `/items/seed_cooperation_requests?filter[full_name][_eq]=List ${marker}`);
  expect(stored).toHaveLength(0);
});

test("after five requests the sixth gets 'Bạn gửi quá nhanh' and the fields are kept", { tag: "@js-off" }, async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  await page.goto("/#contact");
  for (let i = 1; i <= 5; i++) {
    const form = await fillCooperationForm(page, { name: `Rate ${marker} ${i}`, email: `rate-${marker}@example.com`, content: "Hello" });
    await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
    await expect(form.getByText("Đã gửi đăng ký hợp tác. Cảm ơn bạn!")).toBeVisible();
  }
  const form = await fillCooperationForm(page, { name: `Rate ${marker} 6`, email: `rate-${marker}@example.com`, content: "Hello again" });
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
  expect((await response).status()).toBe(429);
  await expect(form.getByText("Bạn gửi quá nhanh. Vui lòng thử lại sau ít phút.")).toBeVisible();
  await expect(form.getByLabel("Nội dung hợp tác")).toHaveValue("Hello again");
});

test("a bot that fills the hidden field gets a success and nothing is stored", async ({ request }) => {
  const marker = randomUUID().slice(0, 8);
  const response = await request.post("/?index", {
    form: { fullName: "Bot", email: `bot-${marker}@example.com`, content: "spam", website: "http://spam.example" },
    headers: { Origin: testEnv.appUrl },
  });
  expect(response.status()).toBe(200);
  const stored = await directusAdmin<unknown[]>("GET", `/items/seed_cooperation_requests?filter[email][_eq]=bot-${marker}@example.com`);
  expect(stored).toHaveLength(0);
});

test("while sending, the button says 'Đang gửi...' and cannot be pressed again", async ({ page }) => {
  const marker = randomUUID().slice(0, 8);
  await page.goto("/#contact");
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\?index/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  const form = await fillCooperationForm(page, { name: `Pending ${marker}`, email: `p-${marker}@example.com`, content: "Hi" });
  await form.getByRole("button", { name: "Gửi đăng ký hợp tác" }).click();
  await expect(form.getByRole("button", { name: "Đang gửi..." })).toBeDisabled();
  release();
  await expect(form.getByText("Đã gửi đăng ký hợp tác. Cảm ơn bạn!")).toBeVisible();
});
