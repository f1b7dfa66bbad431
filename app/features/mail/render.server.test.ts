import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { supportedLanguages, type Language } from "~/features/i18n/locales";
import { namespaces } from "~/features/i18n/translations";
import { mailKinds, renderMail, type MailData, type MailKind } from "./render.server";

type Words = { [key: string]: string | Words };
const localesDir = path.resolve(import.meta.dirname, "../../../locales");
const mailWords = (lng: string): Words => JSON.parse(fs.readFileSync(path.join(localesDir, lng, "mail.json"), "utf8"));
const groupOf: Record<MailKind, string> = {
  "verify-email": "verifyEmail",
  "password-reset": "passwordReset",
  "set-password": "setPassword",
  "cooperation-confirmation": "cooperationConfirmation",
  "newsletter-confirm": "newsletterConfirm",
  "newsletter-welcome": "newsletterWelcome",
  "help-ticket": "helpTicket",
  "partner-ticket": "partnerTicket",
  notification: "notification",
  "notification-digest": "notificationDigest",
};

const appUrl = "https://seed.example";
function inputFor<K extends MailKind>(kind: K, lng: Language): MailData[K] {
  const url = (route: string) => `${appUrl}/${route}?token=abc.DEF-123_x&lng=${lng}`;
  const inputs: { [Kind in MailKind]: MailData[Kind] } = {
    "verify-email": { url: url("verify-email") },
    "password-reset": { url: url("reset-password") },
    "set-password": { url: url("set-password") },
    "cooperation-confirmation": { fullName: "Nguyễn Văn An" },
    "newsletter-confirm": { url: url("newsletter/confirm") },
    "newsletter-welcome": { unsubscribeUrl: url("newsletter/unsubscribe") },
    "help-ticket": {
      ticketId: 42,
      subject: "Lịch học tuần sau",
      message: "Xin chào,\nlớp có học thứ Bảy không?",
      name: "An Phạm",
      email: "an@example.com",
    },
    "partner-ticket": {
      ticketId: 9,
      subject: "Thêm một chỗ",
      message: "Chúng tôi cần thêm một thành viên.",
      name: "Lan Trần",
      email: "lan@example.com",
      company: "Lotus Commerce",
      url: `${appUrl}/staff/tickets/partner-9`,
    },
    notification: {
      kind: "ticket.answered",
      params: { subject: "Lịch học" },
      url: `${appUrl}/student/portal/help`,
      unsubscribeUrl: url("notifications/mail-off"),
    },
    "notification-digest": {
      items: [
        { kind: "message", params: { from: "Lan Trần" }, url: `${appUrl}/student/portal/community#messages` },
        { kind: "grade", params: { item: "Brief", grade: 8 }, url: `${appUrl}/student/portal/learning/projects` },
      ],
      url: `${appUrl}/student/portal/notifications`,
      unsubscribeUrl: url("notifications/mail-off"),
    },
  };
  return inputs[kind];
}
/** A subject with the data's values in its placeholders (the help ticket's number and subject). */
const filled = (text: string, data: MailData[MailKind]) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String((data as unknown as Record<string, unknown>)[key]));
const linkOf = (data: MailData[MailKind]) => ("url" in data ? data.url : "unsubscribeUrl" in data ? data.unsubscribeUrl : null);
/** The notification mails (issue 47): each listed notification's link, the button's twice, then the way to turn them off. */
const notificationLinks = (data: MailData[MailKind]) =>
  "unsubscribeUrl" in data && "url" in data
    ? {
        html: [...("items" in data ? data.items.map((item) => item.url) : []), data.url, data.url, data.unsubscribeUrl],
        text: [data.url, data.unsubscribeUrl],
      }
    : null;

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
const decode = (html: string) => html.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name]);
/** What a reader sees: no head, no hidden preheader, tags as line breaks, entities decoded. */
const visibleText = (html: string) =>
  decode(
    html
      .replace(/<head>[\s\S]*?<\/head>/, "")
      .replace(/<div style="display:none[^"]*">[\s\S]*?<\/div>/, "")
      .replace(/<br>/g, "\n")
      .replace(/<[^>]+>/g, "\n"),
  );
/** Words with the punctuation that frames them in one part and not the other (`label:`, `> quote`, `-- `). */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((w) => w.replace(/^[>:-]+|[:-]+$/g, ""))
    .filter(Boolean);
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => decode(m[1]));
const urlsIn = (text: string) => text.match(/https?:\/\/\S+/g) ?? [];

const cases = mailKinds.flatMap((kind) => supportedLanguages.map((lng) => [kind, lng] as const));

describe.each(cases)("%s in %s", (kind, lng) => {
  const data = inputFor(kind, lng);
  const mail = renderMail(kind, lng, data);
  const own = mailWords(lng)[groupOf[kind]] as Record<string, string>;

  test("is complete: a subject, no placeholder, undefined or null left, no script", () => {
    expect(mail.subject.trim()).not.toBe("");
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/\{\{|\}\}|undefined|\bnull\b|\[object/);
    }
    expect(mail.html).not.toMatch(/<script|<img|<link|javascript:/i);
  });

  test("is written in the reader's language, with lang and dir on the html, small", () => {
    expect(mail.subject).toBe(filled(own.subject, data));
    expect(mail.html).toContain(`<html lang="${lng}" dir="ltr">`);
    expect(mail.text).toContain(own.heading);
    expect(visibleText(mail.html)).toContain(own.reason);
    expect(mail.html).toContain(`>${own.preheader.replace(/'/g, "&#39;")}</div>`);
    expect(Buffer.byteLength(mail.html)).toBeLessThan(10_000);
    if (lng !== "en") expect(mail.subject).not.toBe(renderMail(kind, "en", data).subject);
  });

  test("every link in the HTML and the text points at the given APP_URL address", () => {
    const listed = notificationLinks(data);
    if (listed) {
      expect(hrefs(mail.html)).toEqual(listed.html);
      expect(urlsIn(mail.text)).toEqual(listed.text);
      return;
    }
    const link = linkOf(data);
    if (link === null) {
      expect(hrefs(mail.html)).toEqual([]);
      expect(urlsIn(mail.text)).toEqual([]);
      return;
    }
    // The button and the same address as text, for a client that shows no buttons.
    expect(hrefs(mail.html)).toEqual([link, link]);
    expect(visibleText(mail.html)).toContain(link);
    expect(urlsIn(mail.text)).toEqual([link]);
  });

  test("the text part says what the HTML shows, word for word", () => {
    const hint = (mailWords(lng).linkHint as string).trim();
    const shown = visibleText(mail.html).replace(hint, "");
    expect(words(mail.text)).toEqual(words(shown));
    expect(mail.text).not.toMatch(/<[a-z/]/i);
  });
});

describe("escaping and headers", () => {
  test("what a person typed is escaped in the HTML and kept as typed in the text", () => {
    const fullName = `<script>alert("x")</script> O'Brien & Co`;
    for (const lng of supportedLanguages) {
      const mail = renderMail("cooperation-confirmation", lng, { fullName });
      expect(mail.html).not.toMatch(/<script/);
      expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co");
      expect(mail.text).toContain(fullName);
      expect(mail.subject).not.toContain("script");
    }
  });

  test("a help ticket's text is escaped in the HTML, and its subject stays one line", () => {
    const typed = `<img src=x onerror=alert(1)> & "quotes"`;
    const mail = renderMail("help-ticket", "vi", {
      ticketId: 7,
      subject: `${typed}\r\nBcc: victim@example.com`,
      message: `${typed}\nline two`,
      name: "An\nPhạm",
      email: "an@example.com",
    });
    expect(mail.html).not.toMatch(/<img/);
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toBe(`[SEED] Yêu cầu hỗ trợ #7: ${typed} Bcc: victim@example.com`);
    expect(mail.text).toContain(`> ${typed}\n> line two`);
  });

  test("the cooperation confirmation never carries the message to the address typed (it is unconfirmed; #31)", () => {
    // An outbox row recorded before the change still holds the message: it must not reach the mail either.
    const message = "Claim your prize at https://evil.example/win";
    const data = { fullName: "An", content: message } as MailData["cooperation-confirmation"];
    for (const lng of supportedLanguages) {
      const mail = renderMail("cooperation-confirmation", lng, data);
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
    }
  });

  test("a link with characters that mean something in HTML stays one attribute", () => {
    const url = `${appUrl}/verify-email?token="><script>x</script>&lng=vi`;
    const mail = renderMail("verify-email", "vi", { url });
    expect(mail.html).not.toContain("<script>");
    expect(hrefs(mail.html)).toEqual([url, url]);
  });

  test("the notification mails carry one-click unsubscribe headers and say the notification in the reader's language", () => {
    for (const kind of ["notification", "notification-digest"] as const) {
      const data = inputFor(kind, "vi");
      expect(renderMail(kind, "vi", data).headers).toEqual({
        "List-Unsubscribe": `<${data.unsubscribeUrl}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
    }
    expect(renderMail("notification", "en", inputFor("notification", "en")).text).toContain("Your help ticket “Lịch học” has an answer");
    const digest = renderMail("notification-digest", "en", inputFor("notification-digest", "en"));
    expect(digest.text).toContain("- Lan Trần sent you a message\n- “Brief” was graded: 8/10");
  });

  test("the newsletter welcome carries one-click unsubscribe headers; the other mails none", () => {
    const unsubscribeUrl = `${appUrl}/newsletter/unsubscribe?token=abc&lng=th`;
    expect(renderMail("newsletter-welcome", "th", { unsubscribeUrl }).headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    for (const kind of mailKinds.filter((k) => !["newsletter-welcome", "notification", "notification-digest"].includes(k))) {
      expect(renderMail(kind, "vi", inputFor(kind, "vi")).headers, kind).toBeUndefined();
    }
  });
});

describe("the mail namespace", () => {
  const keysOf = (node: Words, prefix = ""): string[] =>
    Object.entries(node).flatMap(([key, value]) => (typeof value === "string" ? [prefix + key] : keysOf(value, `${prefix}${key}.`)));
  const valueAt = (node: Words, key: string) => key.split(".").reduce<Words | string>((n, k) => (n as Words)[k], node) as string;
  const english = mailWords("en");

  test.each(supportedLanguages)("%s has the same keys and placeholders as en, every value filled", (lng) => {
    const own = mailWords(lng);
    expect(keysOf(own).sort()).toEqual(keysOf(english).sort());
    for (const key of keysOf(english)) {
      const value = valueAt(own, key);
      expect(value.trim(), key).not.toBe("");
      expect(value.match(/\{\{\w+\}\}/g) ?? [], key).toEqual(valueAt(english, key).match(/\{\{\w+\}\}/g) ?? []);
      if (lng !== "en" && key !== "brand") expect(value, `${lng} ${key}`).not.toBe(valueAt(english, key));
    }
  });

  test("no loader can send it to a browser: it is not one of the namespaces translationsFor knows", () => {
    expect(namespaces as readonly string[]).not.toContain("mail");
  });
});
