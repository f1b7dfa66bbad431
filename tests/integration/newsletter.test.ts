import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { mailsTo, type CaughtMail } from "../support/maildev";
import { signInCookie } from "../support/sign-in";

/** A plain form post, as a browser without JavaScript sends it; each test is its own client. */
function subscribe(email: string, client = randomUUID(), language = "vi") {
  return fetch(`${testEnv.appUrl}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client, "Accept-Language": language },
    body: new URLSearchParams({ email, redirectTo: "/news" }),
  });
}

interface Subscriber {
  id: number;
  email: string;
  locale: string;
  status: "pending" | "confirmed" | "unsubscribed";
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

async function stored(email: string) {
  return directusAdmin<Subscriber[]>("GET", `/items/seed_newsletter_subscribers?filter[email][_eq]=${encodeURIComponent(email)}`);
}

/** A link to `path` with a token in a mail's HTML. */
const linkIn = (mail: CaughtMail, path: string) =>
  mail.html.match(new RegExp(`href="([^"]*${path}\\?token=[^"]+)"`))?.[1]?.replaceAll("&amp;", "&");

/** The `count`th mail to `address` that links to `path` (the outbox sends within seconds: poll). */
async function mailWithLink(address: string, path: string, count = 1) {
  let found: CaughtMail[] = [];
  await expect
    .poll(async () => (found = (await mailsTo(address)).filter((mail) => linkIn(mail, path))).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(count);
  const mail = found[count - 1]!;
  return { mail, link: linkIn(mail, path)! };
}

/** The subject the product writes for a mail kind in a language (locales/<lng>/mail.json). */
const subjectOf = (language: string, kind: "newsletterConfirm" | "newsletterWelcome") =>
  (JSON.parse(fs.readFileSync(`locales/${language}/mail.json`, "utf8")) as Record<string, { subject: string }>)[kind]!.subject;

/** The mails recorded for `address`, oldest first: the outbox has them before the page that caused them answers. */
const outboxKinds = async (address: string) =>
  (
    await directusAdmin<{ kind: string }[]>(
      "GET",
      `/items/seed_outbox?filter[recipient][_eq]=${encodeURIComponent(address)}&fields=kind&sort=id`,
    )
  ).map((row) => row.kind);

const visit = (url: string, language = "vi") => fetch(url, { headers: { Cookie: `lng=${language}` }, redirect: "manual" });
const newAddress = (tag: string) => `nl-${tag}-${randomUUID().slice(0, 8)}@example.com`;

/**
 * Opens a mail's link, which only asks (a mail scanner that opens every link changes nothing:
 * SECURITY.md), then presses the page's button as a browser without JavaScript does: the answer.
 */
async function press(link: string, language = "vi") {
  const page = await visit(link, language);
  expect(page.status).toBe(200);
  const token = new URL(link).searchParams.get("token")!;
  expect(await page.text()).toContain(`<input type="hidden" name="token" value="${token}"/>`);
  return pressAgain(link, language);
}

/** The button's post alone (the page's form carries the link's token). */
function pressAgain(link: string, language = "vi") {
  const token = new URL(link).searchParams.get("token")!;
  return fetch(link, {
    method: "POST",
    headers: { Cookie: `lng=${language}`, "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl },
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
}

/** Signs up and confirms from the confirmation link's page: a confirmed subscriber and the welcome mail. */
async function confirmedSubscriber(email: string, language = "vi") {
  expect((await subscribe(email, randomUUID(), language)).status).toBe(200);
  const { link } = await mailWithLink(email, "/newsletter/confirm");
  expect((await press(link, language)).status).toBe(200);
  return { confirmLink: link, ...(await mailWithLink(email, "/newsletter/unsubscribe")) };
}

test("an address is stored once, as pending; a repeat answers the same success", async () => {
  const email = newAddress("once");
  for (let i = 0; i < 2; i++) {
    const response = await subscribe(email);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Đăng ký thành công!");
    expect(html).toContain("Vui lòng kiểm tra hộp thư và mở liên kết trong email để xác nhận.");
  }
  expect(await stored(email)).toEqual([expect.objectContaining({ email, locale: "vi", status: "pending", confirmed_at: null })]);
});

test("an invalid address answers 400 with a clear message and keeps it", async () => {
  const response = await subscribe("nope@");
  expect(response.status).toBe(400);
  const html = await response.text();
  expect(html).toContain("Vui lòng nhập địa chỉ email hợp lệ.");
  expect(html).toContain('value="nope@"');
});

test("after ten sign-ups of one address from one client the next answers 429", async () => {
  const client = randomUUID();
  const email = `rl-${client.slice(0, 8)}@example.com`;
  for (let i = 0; i < 10; i++) expect((await subscribe(email, client)).status).toBe(200);
  const response = await subscribe(email, client);
  expect(response.status).toBe(429);
  expect(await response.text()).toContain("Bạn thao tác quá nhanh. Vui lòng thử lại sau ít phút.");
});

describe("double opt-in", () => {
  test("the address stays pending until the button on the confirmation link's page (in the visitor's language) is pressed", async () => {
    const email = newAddress("confirm");
    expect((await subscribe(email, randomUUID(), "en")).status).toBe(200);
    const { mail, link } = await mailWithLink(email, "/newsletter/confirm");
    expect(mail.subject).toBe(subjectOf("en", "newsletterConfirm"));
    expect(link.startsWith(`${testEnv.appUrl}/newsletter/confirm?token=`)).toBe(true);
    expect((await stored(email))[0]).toMatchObject({ status: "pending", locale: "en" });

    // Opening the link asks, for the address it names, and changes nothing.
    const asked = await visit(link, "en");
    expect(asked.status).toBe(200);
    expect(asked.headers.get("Cache-Control")).toBe("no-store");
    const question = await asked.text();
    expect(question).toContain("Confirm your subscription");
    expect(question).toContain(email);
    expect((await stored(email))[0]).toMatchObject({ status: "pending" });

    const response = await press(link, "en");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex");
    const html = await response.text();
    expect(html).toContain("Subscription confirmed");
    expect(html).toContain(email);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    const [row] = await stored(email);
    expect(row).toMatchObject({ status: "confirmed" });
    expect(Date.now() - Date.parse(row!.confirmed_at!)).toBeLessThan(60_000);

    // The welcome mail: in English, with the one-click unsubscribe headers (RFC 2369, RFC 8058).
    const welcome = await mailWithLink(email, "/newsletter/unsubscribe");
    expect(welcome.mail.subject).toBe(subjectOf("en", "newsletterWelcome"));
    expect(welcome.mail.headers["list-unsubscribe"]).toBe(`<${welcome.link}>`);
    expect(welcome.mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });

  test("opening the confirmation link again says it is done; pressing again changes nothing and sends no second welcome", async () => {
    const email = newAddress("twice");
    const { confirmLink } = await confirmedSubscriber(email);
    const again = await visit(confirmLink);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain("Đã xác nhận đăng ký");
    expect((await pressAgain(confirmLink)).status).toBe(200);
    // A mail is recorded in the outbox before the page answers: one welcome, not two.
    expect(await outboxKinds(email)).toEqual(["newsletter-confirm", "newsletter-welcome"]);
  });

  test("a confirmed address that signs up again gets the same answer and no mail; a pending one gets the confirmation again", async () => {
    const pending = newAddress("pending");
    await subscribe(pending);
    await mailWithLink(pending, "/newsletter/confirm");
    await subscribe(pending);
    await mailWithLink(pending, "/newsletter/confirm", 2);

    const confirmed = newAddress("confirmed");
    await confirmedSubscriber(confirmed);
    const before = (await outboxKinds(confirmed)).length;
    const response = await subscribe(confirmed);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Đăng ký thành công!");
    expect(await outboxKinds(confirmed)).toHaveLength(before);
    expect((await stored(confirmed))[0]!.status).toBe("confirmed");
  });

  test("a changed, truncated, foreign or missing token is refused and confirms nothing", async () => {
    const email = newAddress("tamper");
    await subscribe(email);
    const { link } = await mailWithLink(email, "/newsletter/confirm");
    const token = new URL(link).searchParams.get("token")!;
    const [id, expiry, signature] = token.split(".");
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith("A") ? "B" : "A"}`;
    const later = (parseInt(expiry!, 36) + 86_400).toString(36);
    for (const bad of [
      `${id}.${expiry}.${flipped}`,
      `${id}.${later}.${signature}`,
      token.slice(0, -2),
      `${Number(id) + 1}.${expiry}.${signature}`,
    ]) {
      const response = await visit(`${testEnv.appUrl}/newsletter/confirm?token=${encodeURIComponent(bad)}`);
      expect(response.status, bad).toBe(400);
      const html = await response.text();
      expect(html).toContain("Liên kết này không dùng được");
      expect(html).toContain("Liên kết xác nhận bị thiếu hoặc đã bị thay đổi.");
      expect(html).not.toContain(email);
    }
    expect((await visit(`${testEnv.appUrl}/newsletter/confirm`)).status).toBe(400);
    // The button's post with a changed token: refused, in words, nothing confirmed.
    const forged = await fetch(`${testEnv.appUrl}/newsletter/confirm`, {
      method: "POST",
      headers: { Cookie: "lng=vi", Origin: testEnv.appUrl },
      body: new URLSearchParams({ token: `${id}.${expiry}.${flipped}` }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain("Liên kết xác nhận bị thiếu hoặc đã bị thay đổi.");
    // An unsubscribe token does not confirm either.
    expect((await stored(email))[0]!.status).toBe("pending");
  });
});

describe("unsubscribing", () => {
  test("the welcome mail's link asks, its button unsubscribes, without signing in or JavaScript, and again harmlessly", async () => {
    const email = newAddress("unsub");
    const { link, confirmLink } = await confirmedSubscriber(email, "en");
    const asked = await (await visit(link, "en")).text();
    expect(asked).toContain("Unsubscribe from the newsletter?");
    expect(asked).toContain(email);
    expect((await stored(email))[0]).toMatchObject({ status: "confirmed" });
    for (let i = 0; i < 2; i++) {
      const response = await pressAgain(link, "en");
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain("You have unsubscribed");
      // The way back is a form (a post to the sign-up), not a link a mail scanner might follow.
      expect(html).toMatch(
        new RegExp(`<form class="mt-4"[^>]* action="/newsletter" method="post"><input type="hidden" name="email" value="${email}"/>`),
      );
    }
    const [row] = await stored(email);
    expect(row).toMatchObject({ status: "unsubscribed" });
    expect(row!.unsubscribed_at).not.toBeNull();

    // The old confirmation link cannot sign the address up again.
    expect((await visit(confirmLink, "en")).status).toBe(400);
    expect((await stored(email))[0]!.status).toBe("unsubscribed");

    // Signing up again is a new consent: pending, with a new confirmation, which works.
    await subscribe(email, randomUUID(), "en");
    expect((await stored(email))[0]!.status).toBe("pending");
    const second = await mailWithLink(email, "/newsletter/confirm", 2);
    expect((await press(second.link, "en")).status).toBe(200);
    expect((await stored(email))[0]!.status).toBe("confirmed");
  });

  test("RFC 8058: a one-click post to the List-Unsubscribe URL unsubscribes and answers 200 without a page", async () => {
    const email = newAddress("oneclick");
    const { mail } = await confirmedSubscriber(email);
    const url = mail.headers["list-unsubscribe"]!.replace(/^<|>$/g, "");
    // As a mail provider sends it: no cookies, no Origin.
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await response.text()).not.toContain("<html");
    expect((await stored(email))[0]!.status).toBe("unsubscribed");

    const forged = await fetch(
      url.replace(/token=(\d+)\./, (_, id: string) => `token=${Number(id) + 1}.`),
      {
        method: "POST",
        headers: { "Content-Type": "multipart/form-data; boundary=x" },
        body: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
      },
    );
    expect(forged.status).toBe(400);
  });

  test("a tampered unsubscribe link is refused with a clear page", async () => {
    const email = newAddress("badunsub");
    const { link } = await confirmedSubscriber(email);
    const response = await visit(`${link.slice(0, -3)}xyz`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Liên kết hủy đăng ký bị thiếu hoặc đã bị thay đổi.");
    expect((await stored(email))[0]!.status).toBe("confirmed");
  });
});

describe("the staff export", () => {
  const created: number[] = [];
  afterAll(async () => {
    if (created.length) await directusAdmin("DELETE", "/items/seed_newsletter_subscribers", created);
  });

  test("a CSV of the chosen state, UTF-8 with a BOM, formulas neutralised", async () => {
    const marker = randomUUID().slice(0, 8);
    const rows = await directusAdmin<Subscriber[]>("POST", "/items/seed_newsletter_subscribers", [
      { email: `=HYPERLINK("http://evil.example","${marker}")`, locale: "@SUM(1+1)", status: "pending" },
      { email: `-2+3-${marker}@example.com`, locale: "vi", status: "confirmed", confirmed_at: new Date().toISOString() },
      { email: `chữ-${marker}@example.com`, locale: "th", status: "pending" },
    ]);
    created.push(...rows.map((row) => row.id));
    const cookie = await signInCookie(accounts.contentAdmin);
    const response = await fetch(`${testEnv.appUrl}/staff/subscribers.csv?status=pending`, { headers: { Cookie: `${cookie}; lng=vi` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="newsletter-subscribers-pending-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get("Cache-Control")).toContain("no-store");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes).slice(1);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe('"Email","Trạng thái","Ngôn ngữ","Ngày đăng ký","Ngày xác nhận","Ngày hủy"');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""${marker}"")","Chờ xác nhận","'@SUM(1+1)"`);
    expect(csv).toContain(`"chữ-${marker}@example.com","Chờ xác nhận","th"`);
    expect(csv).not.toContain(`-2+3-${marker}`); // confirmed: not in the pending export

    const all = await (await fetch(`${testEnv.appUrl}/staff/subscribers.csv`, { headers: { Cookie: cookie } })).text();
    expect(all).toContain(`"'-2+3-${marker}@example.com","Confirmed","vi"`);
  });
});
