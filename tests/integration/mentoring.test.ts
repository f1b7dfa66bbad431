// Issue 49, item 5: mentoring. A MENTOR opens office hours, each published as a mentor slot that
// names its office hours and its mentor; a learner books one naming the project they want to discuss;
// the mentor sees who booked it and that project, and is notified of the booking and of its
// cancellation; the mentor gives feedback on that project (only on a project a learner brought them)
// and the learner reads it on their projects page. Checked on the pages and straight in Directus with
// each person's own token: a second mentor (another company's) and a second learner see none of it.
// (A fourth booking still to come is refused with words: races.test.ts.)
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { asPerson, directusToken, page, postForm, signInPeople, type SignedInPerson } from "../support/people";
import { signInCookie } from "../support/sign-in";

const stamp = Date.now().toString(36);
const password = "Mentoring-check-1a!";
const schedule = "/partner/portal/mentoring/schedule";
const feedbackPage = "/partner/portal/mentoring/feedback";
const mentorPage = "/student/portal/mentor/1:1";

let people: Record<"learner" | "learner2" | "partnerMentor" | "partnerHiring", SignedInPerson>;
/** Another company's MENTOR (Mekong Logistics), made for this test. */
let otherMentor: SignedInPerson & { membership: number };
/** This test's projects, one per learner, and the learner's name as the mentor's pages show it. */
const project = { learner: { id: 0, title: `Marketplace pricing ${stamp}` }, learner2: { id: 0, title: `Warehouse routing ${stamp}` } };
let learnerName = "";
/** The slots this test's office hours published (the first is booked by the learner). */
const slots: number[] = [];
/** Their office hours (the sample's own office hours of the same mentor stay). */
const hours: number[] = [];
/** The newest notification before this test: the ones it causes come after. */
let firstNotification = 0;

/** A datetime-local value (academy time) some weeks ahead, distinct for this run. */
function futureAt(days: number) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const minute = String(Number.parseInt(stamp.slice(-2), 36) % 60).padStart(2, "0");
  return `${day}T${String(8 + (days % 10)).padStart(2, "0")}:${minute}`;
}

/** Opens office hours as this mentor on the schedule page; the slot it published. */
async function openHours(mentor: SignedInPerson, days: number) {
  const at = futureAt(days);
  const answer = await postForm(schedule, mentor.cookie, { intent: "office-hours", at, minutes: "30", mode: "online" });
  expect(answer.status, answer.body.slice(0, 200)).toBe(200);
  const startsAt = new Date(`${at}:00+07:00`).toISOString();
  const [slot] = await directusAdmin<{ id: number; mentor: string; office_hours: number }[]>(
    "GET",
    `/items/seed_mentor_slots?filter[starts_at][_eq]=${encodeURIComponent(startsAt)}&filter[mentor][_eq]=${mentor.id}&fields=id,mentor,office_hours`,
  );
  expect(slot, `the slot of ${at}`).toBeTruthy();
  slots.push(slot.id);
  hours.push(slot.office_hours);
  return slot;
}

/** A Directus write with this token: its status. */
async function write(token: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, data: text ? (JSON.parse(text) as { data?: Record<string, unknown> }).data : undefined };
}

/** The notifications of `kind` this person got after `after` (an id). */
const notificationsOf = (user: string, kind: string, after: number) =>
  directusAdmin<{ id: number; params: Record<string, string>; link: string }[]>(
    "GET",
    `/items/seed_notifications?filter[user][_eq]=${user}&filter[kind][_eq]=${kind}&filter[id][_gt]=${after}&fields=id,params,link`,
  );
const lastNotification = async () =>
  (await directusAdmin<{ id: number }[]>("GET", "/items/seed_notifications?fields=id&sort=-id&limit=1"))[0]?.id ?? 0;

beforeAll(async () => {
  people = await signInPeople(["learner", "learner2", "partnerMentor", "partnerHiring"] as const);
  firstNotification = await lastNotification();
  for (const who of ["learner", "learner2"] as const) {
    const made = await directusAdmin<{ id: number }>("POST", "/items/seed_projects", {
      user: people[who].id,
      title: project[who].title,
      status: "in-progress",
    });
    project[who].id = made.id;
  }
  const me = await directusAdmin<{ first_name: string | null; last_name: string | null }>(
    "GET",
    `/users/${people.learner.id}?fields=first_name,last_name`,
  );
  learnerName = [me.first_name, me.last_name].filter(Boolean).join(" ");
  // A MENTOR of the second company.
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-partner&fields=id");
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Mekong%20Logistics&fields=id");
  const email = `mentor-b-${stamp}@example.com`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    role: role.id,
    status: "active",
    first_name: "Mentor",
    last_name: `B-${stamp}`,
  });
  const membership = await directusAdmin<{ id: number }>("POST", "/items/seed_company_members", {
    company: company.id,
    user: user.id,
    role: "MENTOR",
  });
  otherMentor = {
    id: user.id,
    membership: membership.id,
    cookie: await signInCookie({ email, password }),
    token: await directusToken({ email, password }),
  };
});

afterAll(async () => {
  await deleteWhere("seed_mentor_feedback", { project: { _in: [project.learner.id, project.learner2.id] } });
  for (const id of slots) await directusAdmin("DELETE", `/items/seed_mentor_slots/${id}`).catch(() => {});
  await deleteWhere("seed_partner_office_hours", { _or: [{ id: { _in: hours } }, { mentor: { _eq: otherMentor.id } }] });
  await deleteWhere("seed_notifications", { _and: [{ id: { _gt: firstNotification } }, { kind: { _starts_with: "mentoring." } }] });
  await deleteWhere("seed_audit_log", { target: { _contains: stamp } });
  for (const who of ["learner", "learner2"] as const)
    await directusAdmin("DELETE", `/items/seed_projects/${project[who].id}`).catch(() => {});
  await deleteWhere("seed_audit_log", { actor: { _eq: otherMentor.id } });
  await directusAdmin("DELETE", `/items/seed_company_members/${otherMentor.membership}`).catch(() => {});
  await directusAdmin("DELETE", `/users/${otherMentor.id}`).catch(() => {});
});

test("the sample's first mentor slots are the sample mentor's: each names them and office hours of theirs", async () => {
  // The names those slots were made under (cms/seed/learning.mjs), before a slot named its mentor.
  const names = ["Lan Nguyễn", "Minh Trần", "Thảo Lê"].map(encodeURIComponent).join(",");
  expect(await directusAdmin("GET", `/items/seed_mentor_slots?filter[mentor_name][_in]=${names}&fields=id&limit=-1`)).toEqual([]);
  const sample = await directusAdmin<{ mentor: string; office_hours: { mentor: string } | null }[]>(
    "GET",
    `/items/seed_mentor_slots?filter[mentor_name][_eq]=${encodeURIComponent("Khoa Phan · Lotus Commerce")}&fields=mentor,office_hours.mentor&limit=-1`,
  );
  expect(sample.length).toBeGreaterThanOrEqual(6);
  for (const slot of sample) expect(slot).toEqual({ mentor: people.partnerMentor.id, office_hours: { mentor: people.partnerMentor.id } });
});

describe("a mentor's office hours and who booked them", () => {
  let slot = 0;
  let otherSlot = 0;

  beforeAll(async () => {
    const opened = await openHours(people.partnerMentor, 40);
    slot = opened.id;
    // The slot names its office hours, and those are the mentor's own.
    const [hours] = await directusAdmin<{ mentor: string }[]>(
      "GET",
      `/items/seed_partner_office_hours?filter[id][_eq]=${opened.office_hours}&fields=mentor`,
    );
    expect(hours.mentor).toBe(people.partnerMentor.id);
    expect(opened.mentor).toBe(people.partnerMentor.id);
    otherSlot = (await openHours(otherMentor, 41)).id;
  });

  test("a slot names only the mentor's own office hours, in Directus", async () => {
    const [theirs] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_partner_office_hours?filter[mentor][_eq]=${otherMentor.id}&fields=id&limit=1`,
    );
    const at = new Date(Date.now() + 50 * 86_400_000).toISOString();
    const refused = await write(people.partnerMentor.token, "POST", "/items/seed_mentor_slots", {
      office_hours: theirs.id,
      mentor_name: "x",
      starts_at: at,
      ends_at: at,
      mode: "online",
    });
    expect(refused.status).toBe(403);
  });

  test("the learner books naming their project: the mentor sees who and which project, and is told; a cancellation is told too", async () => {
    const book = (projectId: number) =>
      postForm(mentorPage, people.learner.cookie, { intent: "book", id: String(slot), project: String(projectId) });
    // Another learner's project is not theirs to name: words, and the slot stays open.
    const wrong = await book(project.learner2.id);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toContain("That project is not one of yours. Choose one of your projects, or none.");
    const direct = await write(people.learner.token, "PATCH", `/items/seed_mentor_slots/${slot}`, {
      booked_by: people.learner.id,
      project: project.learner2.id,
    });
    expect(direct.status).toBe(400);
    expect((await directusAdmin<{ booked_by: string | null }>("GET", `/items/seed_mentor_slots/${slot}?fields=booked_by`)).booked_by).toBe(
      null,
    );

    const before = await lastNotification();
    const booked = await book(project.learner.id);
    expect(booked.status).toBe(200);
    expect(booked.body).toContain("Booked. See you there!");
    expect(booked.body).toContain(`To discuss: ${project.learner.title}`);
    const [told] = await notificationsOf(people.partnerMentor.id, "mentoring.booked", before);
    expect(told.params.learner).toBe(learnerName);
    expect(told.link).toBe(schedule);

    const mine = await page(schedule, people.partnerMentor.cookie);
    expect(mine.body).toContain("Your office hours and who booked them");
    expect(mine.body).toContain(learnerName);
    expect(mine.body).toContain(project.learner.title);
    // Another company's mentor, and a colleague who is no mentor, see neither.
    for (const who of [otherMentor, people.partnerHiring]) {
      const theirs = await page(schedule, who.cookie);
      expect(theirs.status).toBe(200);
      expect(theirs.body).not.toContain(project.learner.title);
    }

    // Cancelled, the mentor is told; booked again for the feedback below.
    const cancelled = await postForm(mentorPage, people.learner.cookie, { intent: "cancel", id: String(slot) });
    expect(cancelled.status).toBe(200);
    expect(await notificationsOf(people.partnerMentor.id, "mentoring.cancelled", before)).toHaveLength(1);
    // Given back, the slot keeps neither the learner nor their name.
    expect(await directusAdmin("GET", `/items/seed_mentor_slots/${slot}?fields=booked_by,booked_by_name,project`)).toEqual({
      booked_by: null,
      booked_by_name: null,
      project: null,
    });
    expect((await page(schedule, people.partnerMentor.cookie)).body).not.toContain(project.learner.title);
    const again = await book(project.learner.id);
    expect(again.status).toBe(200);
  });

  test("with their own tokens: the mentor reads their own slots' bookings, the learner's name and project; another mentor, a colleague and another learner none", async () => {
    const own = await asPerson(
      people.partnerMentor.token,
      "/items/seed_mentor_slots?fields=id,mentor,booked_by,booked_by_name,project&limit=-1",
    );
    expect(own.rows.every((row) => row.mentor === people.partnerMentor.id)).toBe(true);
    // The learner's name comes with the booking (written by Directus' hook as they booked), not from a read of people.
    expect(own.rows.find((row) => row.id === slot)).toMatchObject({
      booked_by: people.learner.id,
      booked_by_name: learnerName,
      project: project.learner.id,
    });
    expect(own.rows.map((row) => row.id)).not.toContain(otherSlot);
    const theirProject = await asPerson(
      people.partnerMentor.token,
      `/items/seed_projects?filter[id][_eq]=${project.learner.id}&fields=title`,
    );
    expect(theirProject.rows).toEqual([{ title: project.learner.title }]);
    // The project the learner did not bring stays hidden.
    expect(
      (await asPerson(people.partnerMentor.token, `/items/seed_projects?filter[id][_eq]=${project.learner2.id}&fields=id`)).rows,
    ).toEqual([]);

    for (const who of [otherMentor, people.partnerHiring]) {
      const theirSlots = await asPerson(who.token, "/items/seed_mentor_slots?fields=id,booked_by&limit=-1");
      expect(theirSlots.rows.map((row) => row.id)).not.toContain(slot);
      expect((await asPerson(who.token, `/items/seed_projects?filter[id][_eq]=${project.learner.id}&fields=id`)).rows).toEqual([]);
    }
    expect((await asPerson(otherMentor.token, `/users?filter[id][_eq]=${people.learner.id}&fields=first_name`)).rows).toEqual([]);
    // The second learner does not see the first one's booking.
    const learner2 = await asPerson(people.learner2.token, "/items/seed_mentor_slots?fields=id&limit=-1");
    expect(learner2.rows.map((row) => row.id)).not.toContain(slot);
  });

  test("the mentor gives feedback only on a project a learner brought them; the learner reads it and is told", async () => {
    const words = `Price the bundle, not the item ${stamp}`;
    // A project nobody brought this mentor: words, what was typed kept, nothing stored.
    const refused = await postForm(feedbackPage, people.partnerMentor.cookie, {
      intent: "mentor-feedback",
      project: String(project.learner2.id),
      feedback: `Not yours ${stamp}`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Choose a project a learner brought to your office hours.");
    expect(refused.body).toContain(`Not yours ${stamp}`);
    // Empty feedback: words.
    const empty = await postForm(feedbackPage, people.partnerMentor.cookie, {
      intent: "mentor-feedback",
      project: String(project.learner.id),
      feedback: " ",
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toContain("Write your feedback.");
    // A colleague who is no mentor may not send the form at all.
    expect(
      (
        await postForm(feedbackPage, people.partnerHiring.cookie, {
          intent: "mentor-feedback",
          project: String(project.learner.id),
          feedback: "x",
        })
      ).status,
    ).toBe(403);

    const form = await page(feedbackPage, people.partnerMentor.cookie);
    expect(form.body).toContain(`${learnerName} · ${project.learner.title}`);
    expect(form.body).not.toContain(project.learner2.title);
    const before = await lastNotification();
    const sent = await postForm(feedbackPage, people.partnerMentor.cookie, {
      intent: "mentor-feedback",
      project: String(project.learner.id),
      feedback: words,
    });
    expect([302, 303]).toContain(sent.status);
    const stored = await directusAdmin<{ learner: string; mentor: string; body: string }[]>(
      "GET",
      `/items/seed_mentor_feedback?filter[project][_in]=${project.learner.id},${project.learner2.id}&fields=learner,mentor,body`,
    );
    expect(stored).toEqual([{ learner: people.learner.id, mentor: people.partnerMentor.id, body: words }]);
    const [told] = await notificationsOf(people.learner.id, "mentoring.feedback", before);
    expect(told.params.project).toBe(project.learner.title);
    expect(told.link).toBe("/student/portal/learning/projects");

    const projects = await page("/student/portal/learning/projects", people.learner.cookie);
    expect(projects.body).toContain("Mentor feedback");
    expect(projects.body).toContain(words);
    expect((await page(feedbackPage, people.partnerMentor.cookie)).body).toContain(words);
    for (const who of [otherMentor, people.partnerHiring]) expect((await page(feedbackPage, who.cookie)).body).not.toContain(words);
    expect((await page("/student/portal/learning/projects", people.learner2.cookie)).body).not.toContain(words);
  });

  test("straight in Directus: feedback only by the mentor the learner booked, on that project, whatever the payload names", async () => {
    const body = `Straight in Directus ${stamp}`;
    // Another learner's project (not brought), another company's mentor, a colleague: refused.
    expect(
      (await write(people.partnerMentor.token, "POST", "/items/seed_mentor_feedback", { project: project.learner2.id, body })).status,
    ).toBe(403);
    expect((await write(otherMentor.token, "POST", "/items/seed_mentor_feedback", { project: project.learner.id, body })).status).toBe(403);
    expect(
      (await write(people.partnerHiring.token, "POST", "/items/seed_mentor_feedback", { project: project.learner.id, body })).status,
    ).toBe(403);
    expect((await write(people.learner.token, "POST", "/items/seed_mentor_feedback", { project: project.learner.id, body })).status).toBe(
      403,
    );
    // The mentor's own, naming someone else as the learner and a made-up name: the project's learner and the mentor's own name are stored.
    const made = await write(people.partnerMentor.token, "POST", "/items/seed_mentor_feedback", {
      project: project.learner.id,
      body,
      learner: people.learner2.id,
      mentor_name: "Someone famous",
    });
    expect(made.status).toBe(200);
    const [row] = await directusAdmin<{ learner: string; mentor_name: string }[]>(
      "GET",
      `/items/seed_mentor_feedback?filter[body][_eq]=${encodeURIComponent(body)}&fields=learner,mentor_name`,
    );
    expect(row.learner).toBe(people.learner.id);
    expect(row.mentor_name).toContain("Lotus Commerce");
    // Who reads it: the learner and the mentor; not the second learner, not another mentor.
    const readBy = async (token: string) =>
      (await asPerson(token, `/items/seed_mentor_feedback?filter[body][_eq]=${encodeURIComponent(body)}&fields=id`)).rows.length;
    expect(await readBy(people.learner.token)).toBe(1);
    expect(await readBy(people.partnerMentor.token)).toBe(1);
    expect(await readBy(people.learner2.token)).toBe(0);
    expect(await readBy(otherMentor.token)).toBe(0);
    expect(await readBy(people.partnerHiring.token)).toBe(0);
  });
});
