// Help tickets have a reader (issue 47, item 4): content administrators list, answer, close and reopen
// learners' and partners' tickets on /staff/tickets; the sender reads the answer under their own ticket,
// with their own token; nobody else reads it or writes one; a partner's ticket is mailed to the academy.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { waitForMail } from "../support/maildev";
import { asPerson, page, postForm, signInPeople, type SignedInPerson } from "../support/people";
import { signInCookie } from "../support/sign-in";
import { shown } from "../support/html";

const mark = `tickets-${randomUUID().slice(0, 8)}`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "learner2" | "partnerAdmin" | "partner2Admin";
let people: Record<Name, SignedInPerson>;
const made = { learner: [] as number[], partner: [] as number[] };

type TicketRow = { id: number; status: string; answer: string | null; answered_at: string | null };
const ticketRow = (collection: string, id: number) =>
  directusAdmin<TicketRow>("GET", `/items/${collection}/${id}?fields=id,status,answer,answered_at`);

async function learnerTicket(subject: string, user = people.learner.id) {
  const { id } = await directusAdmin<{ id: number }>("POST", "/items/seed_help_tickets", { user, subject, body: `${mark} question` });
  made.learner.push(id);
  return id;
}

/** A Directus write with this person's own token: its status. */
async function patchAs(token: string, path: string, body: unknown) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.status;
}

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "learner2", "partnerAdmin", "partner2Admin"] as const);
});

afterAll(async () => {
  for (const id of made.learner) await directusAdmin("DELETE", `/items/seed_help_tickets/${id}`).catch(() => {});
  for (const id of made.partner) await directusAdmin("DELETE", `/items/seed_partner_tickets/${id}`).catch(() => {});
});

describe("a partner's ticket", () => {
  test("is mailed to the academy, answered by staff, and the company reads the answer under its ticket", async () => {
    const subject = `${mark} how do we add a seat?`;
    const sent = await postForm("/partner/portal/help/ticket", people.partnerAdmin.cookie, {
      intent: "ticket",
      subject,
      body: "We hired a fourth recruiter.",
    });
    expect(sent.status).toBe(200);
    const [ticket] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_partner_tickets?filter[subject][_eq]=${encodeURIComponent(subject)}&fields=id`,
    );
    made.partner.push(ticket.id);

    // The academy's mail (Vietnamese, through the outbox) names the ticket and leads to its staff page.
    const mail = await waitForMail((m) => m.subject.includes(subject));
    expect(mail.to.map((to) => to.address)).toEqual(["partners@example.com"]);
    expect(mail.headers["reply-to"]).toContain(accounts.partnerAdmin.email);
    expect(mail.subject).toContain(`#${ticket.id}`);
    expect(mail.text).toContain("Lotus Commerce");
    expect(mail.text).toContain("We hired a fourth recruiter.");
    expect(mail.html).toContain(`/staff/tickets/partner-${ticket.id}`);

    // Staff see it in the list (partners only), open it and answer.
    const list = await page("/staff/tickets?from=partner", people.contentAdmin.cookie);
    expect(list.status).toBe(200);
    expect(shown(list.body)).toContain(subject);
    expect(shown(list.body)).toContain(`/staff/tickets/partner-${ticket.id}`);
    const learnersOnly = await page("/staff/tickets?from=learner", people.contentAdmin.cookie);
    expect(shown(learnersOnly.body)).not.toContain(subject);
    const opened = await page(`/staff/tickets/partner-${ticket.id}`, people.contentAdmin.cookie);
    expect(opened.status).toBe(200);
    expect(shown(opened.body)).toContain("We hired a fourth recruiter.");
    expect(shown(opened.body)).toContain("Lotus Commerce");

    const answer = `${mark}: add a seat under Settings › Members; we raised your plan.`;
    const answered = await postForm(`/staff/tickets/partner-${ticket.id}`, people.contentAdmin.cookie, { intent: "answer", answer });
    expect(answered.status).toBe(303);
    expect(answered.location).toBe(`/staff/tickets/partner-${ticket.id}`);
    const row = await ticketRow("seed_partner_tickets", ticket.id);
    expect(row).toMatchObject({ status: "answered", answer });
    expect(Date.parse(row.answered_at ?? "")).toBeGreaterThan(Date.now() - 60_000);

    // The company reads it: its page and its own token straight to Directus.
    const theirs = await page("/partner/portal/help/ticket", people.partnerAdmin.cookie);
    expect(shown(theirs.body)).toContain(answer);
    const direct = await asPerson(people.partnerAdmin.token, `/items/seed_partner_tickets/${ticket.id}?fields=answer,status`);
    expect(direct.rows).toMatchObject({ answer, status: "answered" });
    // Another company reads neither the ticket nor its answer, and writes no answer.
    expect((await asPerson(people.partner2Admin.token, `/items/seed_partner_tickets/${ticket.id}?fields=answer`)).status).toBe(403);
    expect(shown((await page("/partner/portal/help/ticket", people.partner2Admin.cookie)).body)).not.toContain(answer);
    expect(await patchAs(people.partnerAdmin.token, `/items/seed_partner_tickets/${ticket.id}`, { answer: "self-answered" })).toBe(403);
    expect((await ticketRow("seed_partner_tickets", ticket.id)).answer).toBe(answer);
    // The member who sent it hears of the answer (issue 47): a notification leading to their tickets.
    const told = shown((await page("/partner/portal/notifications", people.partnerAdmin.cookie)).body);
    expect(told).toContain(`Your help ticket “${subject}” has an answer`);
    expect(told).toContain('href="/partner/portal/help/ticket"');
    expect(shown((await page("/partner/portal/notifications", people.partner2Admin.cookie)).body)).not.toContain(subject);
  });
});

describe("a learner's ticket", () => {
  test("answered, closed and reopened by staff; the learner reads the answer on their help page and with their own token", async () => {
    const subject = `${mark} is there class on Saturday?`;
    const id = await learnerTicket(subject);
    const answer = `${mark}: no, the next class is on Monday.`;
    // As the content administrator: an answer counts against the sender's hourly allowance, and the
    // Administrator's is admin-send-limit.test.ts's to spend.
    const answered = await postForm(`/staff/tickets/learner-${id}`, people.contentAdmin.cookie, { intent: "answer", answer });
    expect(answered.status).toBe(303);
    expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "answered", answer });

    const help = await page("/student/portal/help", people.learner.cookie);
    expect(help.status).toBe(200);
    expect(shown(help.body)).toContain(answer);
    expect(shown(help.body)).toContain("Answer from the academy");
    const told = shown((await page("/student/portal/notifications", people.learner.cookie)).body);
    expect(told).toContain(`Your help ticket “${subject}” has an answer`);
    expect(told).toContain('href="/student/portal/help"');
    const own = await asPerson(people.learner.token, `/items/seed_help_tickets/${id}?fields=answer`);
    expect(own.rows).toMatchObject({ answer });

    // Another learner: not the ticket, not its answer, not on their page, not through the list.
    expect((await asPerson(people.learner2.token, `/items/seed_help_tickets/${id}?fields=answer`)).status).toBe(403);
    const theirs = await asPerson(people.learner2.token, "/items/seed_help_tickets?fields=id,answer&limit=-1");
    expect(theirs.rows.map((row) => row.id)).not.toContain(id);
    expect(shown((await page("/student/portal/help", people.learner2.cookie)).body)).not.toContain(answer);
    // No learner writes an answer or a status, on their own ticket or another's.
    expect(await patchAs(people.learner.token, `/items/seed_help_tickets/${id}`, { answer: "answered myself", status: "closed" })).toBe(
      403,
    );
    expect(await patchAs(people.learner2.token, `/items/seed_help_tickets/${id}`, { answer: "not yours" })).toBe(403);
    expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "answered", answer });

    // Close, then reopen: the answer stays.
    expect((await postForm(`/staff/tickets/learner-${id}`, people.contentAdmin.cookie, { intent: "close" })).status).toBe(303);
    expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "closed", answer });
    const closedList = await page("/staff/tickets?status=closed&from=learner", people.contentAdmin.cookie);
    expect(shown(closedList.body)).toContain(subject);
    expect(shown((await page("/staff/tickets?status=open", people.contentAdmin.cookie)).body)).not.toContain(subject);
    expect(shown((await page("/student/portal/help", people.learner.cookie)).body)).toMatch(/Closed/);
    expect((await postForm(`/staff/tickets/learner-${id}`, people.contentAdmin.cookie, { intent: "reopen" })).status).toBe(303);
    expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "open", answer });
  });
});

describe("who may", () => {
  test("an editor (let into the staff layout) gets 403 on the list, a ticket and its action; nothing is stored", async () => {
    const id = await learnerTicket(`${mark} editor check`);
    expect((await page("/staff/tickets", people.editor.cookie)).status).toBe(403);
    expect((await page("/staff/tickets.data", people.editor.cookie)).status).toBe(403);
    expect((await page(`/staff/tickets/learner-${id}`, people.editor.cookie)).status).toBe(403);
    const post = await postForm(`/staff/tickets/learner-${id}`, people.editor.cookie, { intent: "answer", answer: "from an editor" });
    expect(post.status).toBe(403);
    expect((await postForm(`/staff/tickets/learner-${id}`, people.editor.cookie, { intent: "close" })).status).toBe(403);
    expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "open", answer: null });
    // Nor does the editor's own token reach the tickets in Directus.
    expect((await asPerson(people.editor.token, `/items/seed_help_tickets/${id}`)).status).toBe(403);
    expect(await patchAs(people.editor.token, `/items/seed_help_tickets/${id}`, { answer: "x" })).toBe(403);
  });

  test("a learner and a partner get 403 on the staff pages", async () => {
    const id = await learnerTicket(`${mark} learner check`);
    for (const who of [people.learner, people.partnerAdmin]) {
      expect((await page("/staff/tickets", who.cookie)).status).toBe(403);
      expect((await postForm(`/staff/tickets/learner-${id}`, who.cookie, { intent: "answer", answer: "mine" })).status).toBe(403);
    }
    expect((await ticketRow("seed_help_tickets", id)).answer).toBeNull();
  });
});

describe("bad input gets words, keeps what was typed, stores nothing", () => {
  test("an empty answer, 10,000 characters, a ticket that does not exist or is not a ticket", async () => {
    const id = await learnerTicket(`${mark} bad input`);
    const url = `/staff/tickets/learner-${id}`;

    const empty = await postForm(url, people.contentAdmin.cookie, { intent: "answer", answer: "  \n " });
    expect(empty.status).toBe(400);
    expect(shown(empty.body)).toContain("Please write an answer.");

    const long = `${mark} ${"a".repeat(10_000)}`;
    const tooLong = await postForm(url, people.contentAdmin.cookie, { intent: "answer", answer: long });
    expect(tooLong.status).toBe(400);
    expect(shown(tooLong.body)).toContain("The answer can be at most 4,000 characters.");
    expect(tooLong.body).toContain(long);

    const typed = `${mark} an answer to nobody`;
    for (const missing of ["learner-999999999", "partner-999999999"]) {
      const gone = await postForm(`/staff/tickets/${missing}`, people.contentAdmin.cookie, { intent: "answer", answer: typed });
      expect(gone.status, missing).toBe(404);
      expect(shown(gone.body)).toContain("This ticket does not exist. Nothing was saved.");
      expect(shown(gone.body)).toContain(typed);
    }
    // Not a ticket's name at all (another collection, no number): the same 404, with the same words.
    for (const bad of ["faculty-1", `learner-${id}x`, "learner--1"]) {
      const answer = await postForm(`/staff/tickets/${bad}`, people.contentAdmin.cookie, { intent: "answer", answer: typed });
      expect(answer.status, bad).toBe(404);
      expect(shown(answer.body)).toContain(typed);
      const shownPage = await page(`/staff/tickets/${bad}`, people.contentAdmin.cookie);
      expect(shownPage.status, bad).toBe(404);
      expect(shown(shownPage.body), bad).toContain(">This ticket does not exist.</h1>");
    }
    expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "open", answer: null });
    for (const collection of ["seed_help_tickets", "seed_partner_tickets"])
      expect(
        await directusAdmin<unknown[]>("GET", `/items/${collection}?filter[answer][_contains]=${encodeURIComponent(typed)}&fields=id`),
        collection,
      ).toEqual([]);
  });
});

describe("a staff member's answers are counted", () => {
  test("the 61st answer in an hour gets words and a 429, keeps what was typed, stores nothing; closing is not counted", async () => {
    // A content administrator of their own: the allowance is per person, and it lasts an hour.
    const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-admin&fields=id");
    const account = { email: `tickets-limit-${randomUUID().slice(0, 8)}@example.com`, password: `Pw-${randomUUID()}` };
    const user = await directusAdmin<{ id: string }>("POST", "/users", { ...account, role: role.id, status: "active" });
    try {
      const cookie = await signInCookie(account);
      const id = await learnerTicket(`${mark} many answers`);
      const url = `/staff/tickets/learner-${id}`;
      for (let i = 1; i <= 60; i++)
        expect((await postForm(url, cookie, { intent: "answer", answer: `${mark} answer ${i}` })).status).toBe(303);
      const typed = `${mark} one answer too many`;
      const refused = await postForm(url, cookie, { intent: "answer", answer: typed });
      expect(refused.status).toBe(429);
      expect(shown(refused.body)).toContain("You have sent many messages and invitations in the last hour.");
      expect(shown(refused.body)).toContain(typed);
      expect((await ticketRow("seed_help_tickets", id)).answer).toBe(`${mark} answer 60`);
      expect((await postForm(url, cookie, { intent: "close" })).status).toBe(303);
      expect(await ticketRow("seed_help_tickets", id)).toMatchObject({ status: "closed", answer: `${mark} answer 60` });
    } finally {
      await directusAdmin("DELETE", `/users/${user.id}`);
    }
  });
});

describe("the list", () => {
  test("pages of 20, newest first, and an empty state when a filter finds nothing", async () => {
    const empty = await page(`/staff/tickets?status=closed&from=partner`, people.contentAdmin.cookie);
    expect(empty.status).toBe(200);
    expect(shown(empty.body)).toContain("No tickets match these filters.");

    const subjects = Array.from({ length: 21 }, (_, i) => `${mark} paging ${String(i).padStart(2, "0")}`);
    for (const subject of subjects) await learnerTicket(subject, people.learner2.id);
    const first = shown((await page("/staff/tickets?from=learner", people.contentAdmin.cookie)).body);
    expect(first).toMatch(/Page 1 of \d+/);
    // The newest 20 of this test's tickets are on page 1; the oldest is not.
    expect(first).toContain(subjects[20]);
    expect(first).toContain(subjects[1]);
    expect(first).not.toContain(subjects[0]);
    expect(first).toContain('href="/staff/tickets?from=learner&page=2"');
    const second = shown((await page("/staff/tickets?from=learner&page=2", people.contentAdmin.cookie)).body);
    expect(second).toContain(subjects[0]);
    expect(second).toMatch(/Page 2 of \d+/);
  });
});
