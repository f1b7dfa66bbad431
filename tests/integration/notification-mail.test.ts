// Notifications by mail (issue 47, item 3; ADR 033): each person chooses off, each one or a daily
// digest, in their own area's settings; "each one" mails every notification through the outbox in the
// reader's language with a text part and a one-click link that turns the mails off; "daily" mails one
// digest when it is made; nobody sets another person's choice, in the app or with their own token
// straight to Directus; a partner member chooses for themselves, whatever the company's former switch.
// The people made here are new accounts (removed after), so no other test's mail counts change; the
// tickets are answered by a content administrator of this file's own (each one's sending allowance is theirs).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { mailedLink, mailsTo, waitForMail, type CaughtMail } from "../support/maildev";
import { directusToken, page, postForm, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { signInCookie } from "../support/sign-in";
import { postJob } from "../support/hiring";
import { shown } from "../support/html";

const mark = `nmail-${randomUUID().slice(0, 8)}`;
type Person = SignedInPerson & { email: string };
const made: string[] = [];
const tickets = { learner: [] as number[], partner: [] as number[] };
let answerer: Person;
let partner: Record<"partner2Member" | "partner2Admin", SignedInPerson>;

/** A new, active account of `roleName` (its language `language`), signed in to the app and to Directus. */
async function newPerson(roleName: string, language: string | null = null): Promise<Person> {
  const [role] = await directusAdmin<{ id: string }[]>("GET", `/roles?filter[name][_eq]=${roleName}&fields=id`);
  const email = `${mark}-${randomUUID().slice(0, 6)}@example.com`;
  const password = `Pw-${randomUUID()}`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    role: role.id,
    status: "active",
    first_name: "Mai",
    language,
  });
  made.push(user.id);
  return { id: user.id, email, cookie: await signInCookie({ email, password }), token: await directusToken({ email, password }) };
}

const preferenceOf = async (id: string) =>
  (await directusAdmin<{ notify_mail: string }>("GET", `/users/${id}?fields=notify_mail`)).notify_mail;
const outboxRowsTo = (email: string) =>
  directusAdmin<{ id: number; kind: string }[]>(
    "GET",
    `/items/seed_outbox?filter[recipient][_eq]=${encodeURIComponent(email)}&fields=id,kind`,
  );
const mailTo = (email: string, more: (m: CaughtMail) => boolean = () => true) =>
  waitForMail((m) => m.to.some((to) => to.address.toLowerCase() === email.toLowerCase()) && more(m));

/** A help ticket of `user`'s, answered on the staff page: the app's notification path notifies them. */
async function answerLearnerTicket(user: string, subject: string) {
  const { id } = await directusAdmin<{ id: number }>("POST", "/items/seed_help_tickets", { user, subject, body: `${mark} question` });
  tickets.learner.push(id);
  const answered = await postForm(`/staff/tickets/learner-${id}`, answerer.cookie, { intent: "answer", answer: `${mark} answer` });
  expect(answered.status).toBe(303);
}

/** The choice a page's mail preference form shows chosen (the radio `mail` that is checked), if any. */
const chosenIn = (html: string) =>
  [...html.matchAll(/<input[^>]*name="mail"[^>]*>/g)]
    .map((m) => m[0])
    .find((tag) => / checked=""/.test(tag))
    ?.match(/value="(\w+)"/)?.[1];

/** The daily digests, made now (what the schedule does once a day), for these people only. */
const makeDigests = (users: string[]) => directusAdmin<{ mailed: number }>("POST", "/seed-outbox/digest", { users });

beforeAll(async () => {
  answerer = await newPerson("seed-admin");
  partner = await signInPeople(["partner2Member", "partner2Admin"] as const);
});

afterAll(async () => {
  for (const id of tickets.learner) await directusAdmin("DELETE", `/items/seed_help_tickets/${id}`).catch(() => {});
  for (const id of tickets.partner) await directusAdmin("DELETE", `/items/seed_partner_tickets/${id}`).catch(() => {});
  if (partner) {
    await deleteWhere("seed_notifications", { user: { _eq: partner.partner2Member.id }, params: { _contains: mark } }).catch(() => {});
    for (const who of Object.values(partner)) await directusAdmin("PATCH", `/users/${who.id}`, { notify_mail: "off" }).catch(() => {});
  }
  const [company] = await directusAdmin<{ id: number }[]>(
    "GET",
    "/items/seed_companies?filter[name][_eq]=Mekong%20Logistics&fields=id",
  ).catch(() => []);
  if (company) await directusAdmin("PATCH", `/items/seed_companies/${company.id}`, { notify_email: true }).catch(() => {});
  if (made.length) {
    await deleteWhere("seed_notifications", { user: { _in: made } }).catch(() => {});
    await directusAdmin("DELETE", "/users", made).catch(() => {});
  }
});

describe("off, the default", () => {
  test("a notification reaches the list and no mail is recorded", async () => {
    const learner = await newPerson("seed-user", "vi");
    expect(await preferenceOf(learner.id)).toBe("off");
    const settings = await page("/student/portal/settings", learner.cookie);
    expect(settings.status).toBe(200);
    expect(settings.body).toContain("Notifications by email");
    expect(chosenIn(settings.body)).toBe("off");
    await answerLearnerTicket(learner.id, `${mark} off`);
    expect(shown((await page("/student/portal/notifications", learner.cookie)).body)).toContain(`${mark} off`);
    // notify() records a wanted mail before the answer's post returns: nothing here means none.
    expect(await outboxRowsTo(learner.email)).toEqual([]);
  });
});

describe("each one", () => {
  test("the learner chooses it in their settings; each notification is one mail in their language, with a text part and a link that turns the mails off", async () => {
    const learner = await newPerson("seed-user", "vi");
    const bad = await postForm("/student/portal/settings", learner.cookie, { intent: "notify-mail", mail: "hourly" });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("Choose off, each one or daily digest.");
    expect(await preferenceOf(learner.id)).toBe("off");
    const saved = await postForm("/student/portal/settings", learner.cookie, { intent: "notify-mail", mail: "each" });
    expect(saved.status).toBe(200);
    expect(saved.body).toContain("Your choice is saved.");
    expect(await preferenceOf(learner.id)).toBe("each");

    const subject = `${mark} lịch học`;
    await answerLearnerTicket(learner.id, subject);
    const mail = await mailTo(learner.email);
    expect(mail.subject).toBe("Thông báo mới từ Seed Academy");
    expect(mail.text).toContain(`Yêu cầu hỗ trợ “${subject}” của bạn đã có câu trả lời`);
    expect(mail.text).toContain(`${testEnv.appUrl}/student/portal/help`);
    expect(mail.html).toContain(`href="${testEnv.appUrl}/student/portal/help"`);
    const { link } = await mailedLink(learner.email, "/notifications/mail-off");
    expect(mail.text).toContain(link.toString());
    expect(mail.headers["list-unsubscribe"]).toBe(`<${link.toString()}>`);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    expect(await mailsTo(learner.email)).toHaveLength(1);

    // Opening the link asks and changes nothing (a mail scanner opens links); its button turns
    // the mails off, without signing in.
    const asked = await fetch(link, { headers: { Cookie: "lng=en" } });
    expect(asked.status).toBe(200);
    const question = await asked.text();
    expect(question).toContain("Turn off notification emails?");
    expect(question).toContain(learner.email);
    expect(await preferenceOf(learner.id)).toBe("each");
    const token = link.searchParams.get("token")!;
    const off = await fetch(link, {
      method: "POST",
      headers: { Cookie: "lng=en", Origin: testEnv.appUrl },
      body: new URLSearchParams({ token }),
    });
    expect(off.status).toBe(200);
    expect(await off.text()).toContain("Notification emails are off");
    expect(await preferenceOf(learner.id)).toBe("off");
    const before = (await outboxRowsTo(learner.email)).length;
    await answerLearnerTicket(learner.id, `${mark} after off`);
    expect(await outboxRowsTo(learner.email)).toHaveLength(before);

    // A mail program's one-click post (RFC 8058) does the same; a link that is not ours does nothing.
    expect(await statusAs(learner.token, "PATCH", "/users/me", { notify_mail: "each" })).toBe(200);
    const forged = new URL(link);
    forged.searchParams.set("token", `${learner.id}.${"A".repeat(43)}`);
    const refused = await fetch(forged, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(refused.status).toBe(400);
    expect(await preferenceOf(learner.id)).toBe("each");
    const oneClick = await fetch(link, { method: "POST", body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }) });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toBe("Unsubscribed");
    expect(await preferenceOf(learner.id)).toBe("off");
  });
});

describe("a daily digest", () => {
  test("one mail with both notifications when it is made; none again, and none for a person without new ones", async () => {
    const learner = await newPerson("seed-user", "en");
    const quiet = await newPerson("seed-user", "en");
    for (const who of [learner, quiet]) {
      const saved = await postForm("/student/portal/settings", who.cookie, { intent: "notify-mail", mail: "daily" });
      expect(saved.status).toBe(200);
    }
    // Two notifications, as the app's notification path writes them; no mail for either on its own.
    await answerLearnerTicket(learner.id, `${mark} first question`);
    await answerLearnerTicket(learner.id, `${mark} second question`);
    expect(await outboxRowsTo(learner.email)).toEqual([]);

    expect(await makeDigests([learner.id, quiet.id])).toEqual({ mailed: 1 });
    const digest = await mailTo(learner.email);
    expect(digest.subject).toBe("Your daily notifications from Seed Academy");
    expect(digest.text).toContain(`- Your help ticket “${mark} first question” has an answer`);
    expect(digest.text).toContain(`- Your help ticket “${mark} second question” has an answer`);
    expect(digest.text).toContain(`${testEnv.appUrl}/student/portal/notifications`);
    expect(digest.headers["list-unsubscribe"]).toMatch(/\/notifications\/mail-off\?token=/);
    expect(digest.html).toContain("/notifications/mail-off?token=");

    // Made again at once: nothing new since this digest, so no mail; the quiet person never gets one.
    expect(await makeDigests([learner.id, quiet.id])).toEqual({ mailed: 0 });
    expect(await outboxRowsTo(learner.email)).toHaveLength(1);
    expect(await outboxRowsTo(quiet.email)).toEqual([]);
  });
});

describe("each person's own choice only", () => {
  test("a person's own token sets their own choice, to one of the three, and never another person's", async () => {
    const learner = await newPerson("seed-user");
    const other = await newPerson("seed-user");
    const teacher = await newPerson("seed-faculty");
    expect(await statusAs(learner.token, "PATCH", `/users/${other.id}`, { notify_mail: "each" })).toBe(403);
    expect(await statusAs(teacher.token, "PATCH", `/users/${other.id}`, { notify_mail: "daily" })).toBe(403);
    expect(await statusAs(learner.token, "PATCH", "/users/me", { notify_mail: "hourly" })).toBeGreaterThanOrEqual(400);
    expect(await statusAs(teacher.token, "PATCH", "/users/me", { notify_mail: "daily", first_name: "Someone" })).toBe(403);
    expect(await statusAs(teacher.token, "PATCH", "/users/me", { notify_mail: "daily" })).toBe(200);
    expect(await preferenceOf(other.id)).toBe("off");
    expect(await preferenceOf(learner.id)).toBe("off");
    expect(await preferenceOf(teacher.id)).toBe("daily");
    // The app's form names no person: whatever else is posted, it is the signed-in person's choice.
    const posted = await postForm("/student/portal/settings", learner.cookie, {
      intent: "notify-mail",
      mail: "each",
      id: other.id,
      user: other.id,
    });
    expect(posted.status).toBe(200);
    expect(await preferenceOf(learner.id)).toBe("each");
    expect(await preferenceOf(other.id)).toBe("off");
  });

  test("a teacher chooses on /teacher/portal/settings, staff on /staff/settings", async () => {
    const teacher = await newPerson("seed-faculty");
    const editor = await newPerson("seed-edit-post");
    for (const [who, path] of [
      [teacher, "/teacher/portal/settings"],
      [editor, "/staff/settings"],
    ] as const) {
      const shownPage = await page(path, who.cookie);
      expect(shownPage.status, path).toBe(200);
      expect(shownPage.body).toContain(">Settings</h1>");
      expect(shownPage.body).toContain("Email me my notifications");
      const bad = await postForm(path, who.cookie, { intent: "notify-mail" });
      expect(bad.status, path).toBe(400);
      expect(bad.body).toContain("Choose off, each one or daily digest.");
      expect(await preferenceOf(who.id)).toBe("off");
      const saved = await postForm(path, who.cookie, { intent: "notify-mail", mail: "daily" });
      expect(saved.status, path).toBe(200);
      expect(saved.body).toContain("Your choice is saved.");
      expect(chosenIn(saved.body)).toBe("daily");
      expect(await preferenceOf(who.id)).toBe("daily");
    }
    // Another area's people do not reach the page.
    expect((await postForm("/staff/settings", teacher.cookie, { intent: "notify-mail", mail: "each" })).status).toBe(403);
    expect((await postForm("/teacher/portal/settings", editor.cookie, { intent: "notify-mail", mail: "each" })).status).toBe(403);
    expect(await preferenceOf(teacher.id)).toBe("daily");
    expect(await preferenceOf(editor.id)).toBe("daily");
  });
});

describe("the mails' language", () => {
  test("the language a signed-in person chooses on the site is kept on their account, only one of the site's, only their own", async () => {
    const teacher = await newPerson("seed-faculty");
    const languageOf = async (id: string) =>
      (await directusAdmin<{ language: string | null }>("GET", `/users/${id}?fields=language`)).language;
    const switched = await postForm("/set-language", teacher.cookie, { lng: "th", redirectTo: "/teacher/portal" });
    expect(switched.status).toBe(302);
    expect(switched.location).toBe("/teacher/portal");
    expect(await languageOf(teacher.id)).toBe("th");
    // Not a language of the site: the switch ignores it, and Directus refuses it from the person's own token.
    await postForm("/set-language", teacher.cookie, { lng: "<b>xx</b>" });
    expect(await languageOf(teacher.id)).toBe("th");
    expect(await statusAs(teacher.token, "PATCH", "/users/me", { language: "xx" })).toBe(400);
    // Another person's account: refused.
    const other = await newPerson("seed-faculty", "vi");
    expect(await statusAs(teacher.token, "PATCH", `/users/${other.id}`, { language: "en" })).toBe(403);
    expect(await languageOf(other.id)).toBe("vi");
  });
});

describe("a partner member", () => {
  test("a member without a member role sets their own; the company's former switch no longer decides", async () => {
    const path = "/partner/portal/settings/notifications";
    const shownPage = await page(path, partner.partner2Member.cookie);
    expect(shownPage.status).toBe(200);
    expect(shownPage.body).toContain("Your notifications by email");
    const saved = await postForm(path, partner.partner2Member.cookie, { intent: "notifications", mail: "each" });
    expect(saved.status).toBe(303);
    expect(await preferenceOf(partner.partner2Member.id)).toBe("each");
    expect(await preferenceOf(partner.partner2Admin.id)).toBe("off");
    const bad = await postForm(path, partner.partner2Member.cookie, { intent: "notifications", mail: "weekly" });
    expect(bad.status).toBe(400);
    expect(shown(bad.body)).toContain("Choose off, each one or daily digest.");
    expect(await preferenceOf(partner.partner2Member.id)).toBe("each");

    // The company's switch says no mail; the member's own choice decides.
    const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Mekong%20Logistics&fields=id");
    await directusAdmin("PATCH", `/items/seed_companies/${company.id}`, { notify_email: false });
    const subject = `${mark} partner question`;
    const ticket = await directusAdmin<{ id: number }>("POST", "/items/seed_partner_tickets", {
      author: partner.partner2Member.id,
      company: company.id,
      subject,
      body: `${mark} how do we add a seat?`,
    });
    tickets.partner.push(ticket.id);
    const answered = await postForm(`/staff/tickets/partner-${ticket.id}`, answerer.cookie, { intent: "answer", answer: `${mark} answer` });
    expect(answered.status).toBe(303);
    const [member] = await directusAdmin<{ email: string }[]>("GET", `/users?filter[id][_eq]=${partner.partner2Member.id}&fields=email`);
    const mail = await mailTo(member.email, (m) => m.text.includes(subject));
    expect(mail.text).toContain(`Your help ticket “${subject}” has an answer`);
    expect(mail.text).toContain("/partner/portal/help/ticket");
  });
});

describe("a notification Directus' schedule writes", () => {
  test("a hire to rate (hire.rate) reaches a hiring manager who chose each one by mail, in their language, with its link", async () => {
    // A company of this file's own, so no other test's hiring managers are asked: its hiring manager reads Thai.
    const manager = await newPerson("seed-partner", "th");
    await directusAdmin("PATCH", `/users/${manager.id}`, { notify_mail: "each" });
    const company = await directusAdmin<{ id: number }>("POST", "/items/seed_companies", { name: `${mark} hires` });
    try {
      await directusAdmin("POST", "/items/seed_company_members", { company: company.id, user: manager.id, role: "HIRING_MANAGER" });
      const job = await postJob(company.id, `${mark} analyst`);
      const [learner] = await directusAdmin<{ id: string; first_name: string; last_name: string }[]>(
        "GET",
        "/users?filter[email][_eq]=learner%40example.com&fields=id,first_name,last_name",
      );
      const application = await directusAdmin<{ id: number }>("POST", "/items/seed_applications", {
        job,
        learner: learner.id,
        motivation: mark,
      });
      // Accepted longer ago than the company's time (90 days): Directus' schedule (every 2 s in tests) asks.
      await directusAdmin("PATCH", `/items/seed_applications/${application.id}`, {
        stage: "accepted",
        decided_at: new Date(Date.now() - 91 * 86_400_000).toISOString(),
      });
      const mail = await mailTo(manager.email, (m) => m.text.includes(`${mark} analyst`));
      expect(mail.subject).toBe("การแจ้งเตือนใหม่จาก Seed Academy");
      expect(mail.html).toContain('lang="th"');
      expect(mail.text).toContain(`ถึงเวลาให้คะแนน ${learner.first_name} ${learner.last_name} ที่คุณจ้างสำหรับ “${mark} analyst” แล้ว`);
      const link = `${testEnv.appUrl}/partner/portal/talent-pipeline/hires#hire-${application.id}`;
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
      // Once: the schedule asks for each hire one time.
      expect(await outboxRowsTo(manager.email)).toEqual([expect.objectContaining({ kind: "notification" })]);
    } finally {
      await deleteWhere("seed_jobs", { company: { _eq: company.id } }).catch(() => {});
      await deleteWhere("seed_company_members", { company: { _eq: company.id } }).catch(() => {});
      await directusAdmin("DELETE", `/items/seed_companies/${company.id}`).catch(() => {});
    }
  });
});
