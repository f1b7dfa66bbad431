// Issue 51, item 9: Directus' own rules are as strict as the app's, because the signed cookie holds the
// person's Directus token and its owner can call Directus directly. Every check here uses the person's
// own token straight against Directus: a learner's or teacher's message names a class (the admin page's
// need none), grades and competency levels keep their ranges on update too, an interviewer moves no
// application stage, a mentor slot carries its mentor's own name, and a learner's new password needs
// the current one (cms/extensions/seed-password), which a token alone cannot guess. Member roles:
// partner-rules.test.ts (item 2).
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";

const made: [string, number | string][] = [];
const people = ["learner", "faculty", "contentAdmin", "partnerInterviewer", "partnerHiring", "partnerMentor"] as const;
const tokens = {} as Record<(typeof people)[number], string>;

/** A request with this token straight to Directus: its status, Directus' error code and the row's id. */
async function as(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const json = (text ? JSON.parse(text) : {}) as { data?: { id?: number }; errors?: { extensions?: { code?: string } }[] };
  if (method === "POST" && path.startsWith("/items/") && json.data?.id) made.push([path.slice(7), json.data.id]);
  return { status: response.status, code: json.errors?.[0]?.extensions?.code, id: json.data?.id ?? 0 };
}

const userId = async (email: string) =>
  (await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`))[0].id;

beforeAll(async () => {
  for (const name of people) tokens[name] = await directusToken(accounts[name]);
});

afterAll(async () => {
  for (const [collection, id] of made.reverse()) {
    const path = collection === "users" ? `/users/${id}` : `/items/${collection}/${id}`;
    await directusAdmin("DELETE", path).catch(() => {});
  }
});

test("a learner's or teacher's message names a class; the admin page's messages need none", async () => {
  const [teacher, learner] = await Promise.all([userId(accounts.faculty.email), userId(accounts.learner.email)]);
  // Without a class, neither a learner nor a teacher writes to anyone (here: each other, a stranger).
  expect(await as(tokens.learner, "POST", "/items/seed_messages", { to_user: teacher, body: "No class" })).toMatchObject({
    status: 400,
    code: "FAILED_VALIDATION",
  });
  expect(
    await as(tokens.learner, "POST", "/items/seed_messages", { to_user: await userId(accounts.partnerAdmin.email), body: "Anyone" }),
  ).toMatchObject({ status: 400 });
  expect(await as(tokens.faculty, "POST", "/items/seed_messages", { to_user: learner, body: "No class" })).toMatchObject({ status: 400 });
  expect(await as(tokens.learner, "POST", "/items/seed_messages", { to_user: teacher, class: null, body: "Null class" })).toMatchObject({
    status: 400,
  });
  // With the class they share, the same message goes.
  const [shared] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_classes?fields=id&filter[teacher][_eq]=${teacher}&filter[enrolments][user][_eq]=${learner}&limit=1`,
  );
  expect(
    (await as(tokens.learner, "POST", "/items/seed_messages", { to_user: teacher, class: shared.id, body: "With a class" })).status,
  ).toBe(200);
  // The admin page's message to a learner has no class, and stays allowed (204: the admin reads no messages back).
  const body = `From the academy ${randomUUID()}`;
  try {
    expect((await as(tokens.contentAdmin, "POST", "/items/seed_messages", { to_user: learner, body })).status).toBe(204);
  } finally {
    await deleteWhere("seed_messages", { body: { _eq: body } });
  }
});

test("a grade stays 0–10 when a teacher changes it, not only when they make it", async () => {
  const [row] = await directusAdmin<{ id: number; enrolments: { user: string }[] }[]>(
    "GET",
    `/items/seed_classes?fields=id,enrolments.user&filter[teacher][email][_eq]=${encodeURIComponent(accounts.faculty.email)}&limit=1`,
  );
  const item = await as(tokens.faculty, "POST", "/items/seed_grading_items", { class: row.id, item: "Range check" });
  expect(item.status).toBe(200);
  const grade = await as(tokens.faculty, "POST", "/items/seed_grades", { item: item.id, user: row.enrolments[0].user, grade: 8 });
  expect(grade.status).toBe(200);
  expect(await as(tokens.faculty, "PATCH", `/items/seed_grades/${grade.id}`, { grade: 11 })).toMatchObject({ status: 400 });
  expect(await as(tokens.faculty, "PATCH", `/items/seed_grades/${grade.id}`, { grade: -1 })).toMatchObject({ status: 400 });
  expect((await as(tokens.faculty, "PATCH", `/items/seed_grades/${grade.id}`, { grade: 9.5 })).status).toBe(200);
  expect((await directusAdmin<{ grade: number }>("GET", `/items/seed_grades/${grade.id}?fields=grade`)).grade).toBe(9.5);
});

test("a learner's competency levels stay 0–1, made or changed, this week's and the snapshots", async () => {
  const key = `range-${randomUUID().slice(0, 6)}`;
  expect(await as(tokens.learner, "POST", "/items/seed_competencies", { key, value: 7 })).toMatchObject({ status: 400 });
  const level = await as(tokens.learner, "POST", "/items/seed_competencies", { key, value: 0.4 });
  expect(level.status).toBe(200);
  expect(await as(tokens.learner, "PATCH", `/items/seed_competencies/${level.id}`, { value: 1.5 })).toMatchObject({ status: 400 });
  expect(await as(tokens.learner, "PATCH", `/items/seed_competencies/${level.id}`, { value: -0.1 })).toMatchObject({ status: 400 });
  expect((await as(tokens.learner, "PATCH", `/items/seed_competencies/${level.id}`, { value: 1 })).status).toBe(200);

  const week = { week_of: "2031-05-05", key };
  expect(await as(tokens.learner, "POST", "/items/seed_competency_snapshots", { ...week, value: 3 })).toMatchObject({ status: 400 });
  const snapshot = await as(tokens.learner, "POST", "/items/seed_competency_snapshots", { ...week, value: 0.5 });
  expect(snapshot.status).toBe(200);
  expect(await as(tokens.learner, "PATCH", `/items/seed_competency_snapshots/${snapshot.id}`, { value: 2 })).toMatchObject({
    status: 400,
  });
});

test("an interviewer moves no application stage; the hiring manager does", async () => {
  const [application] = await directusAdmin<{ id: number; stage: string }[]>(
    "GET",
    "/items/seed_applications?filter[job][company][name][_eq]=Lotus%20Commerce&fields=id,stage&sort=id&limit=1",
  );
  const stageOf = async () =>
    (await directusAdmin<{ stage: string }>("GET", `/items/seed_applications/${application.id}?fields=stage`)).stage;
  try {
    await directusAdmin("PATCH", `/items/seed_applications/${application.id}`, { stage: "interview" });
    expect(await as(tokens.partnerInterviewer, "PATCH", `/items/seed_applications/${application.id}`, { stage: "offer" })).toMatchObject({
      status: 403,
    });
    expect(await stageOf()).toBe("interview");
    // An offer names its start date, terms and answer-by date (issue 48, item 1): without them Directus refuses it.
    expect((await as(tokens.partnerHiring, "PATCH", `/items/seed_applications/${application.id}`, { stage: "offer" })).status).toBe(400);
    expect(await stageOf()).toBe("interview");
    const offer = { stage: "offer", offer_starts_on: "2099-02-01", offer_answer_by: "2099-01-15", offer_terms: "Full time" };
    expect((await as(tokens.partnerHiring, "PATCH", `/items/seed_applications/${application.id}`, offer)).status).toBe(200);
    expect(await stageOf()).toBe("offer");
    // The offer's answer is the learner's (issue 48): the hiring manager no longer declines it.
    expect((await as(tokens.partnerHiring, "PATCH", `/items/seed_applications/${application.id}`, { stage: "declined" })).status).toBe(403);
    expect(await stageOf()).toBe("offer");
  } finally {
    await directusAdmin("PATCH", `/items/seed_applications/${application.id}`, { stage: application.stage });
  }
});

test("a mentor slot carries its mentor's own name and company, whatever the payload names", async () => {
  const slot = { starts_at: "2031-06-07T02:00:00.000Z", ends_at: "2031-06-07T03:00:00.000Z" };
  try {
    expect(
      await as(tokens.partnerMentor, "POST", "/items/seed_mentor_slots", { mentor_name: "Ada", ...slot, mode: "teleport" }),
    ).toMatchObject({ status: 400 });
    expect(
      (
        await as(tokens.partnerMentor, "POST", "/items/seed_mentor_slots", {
          mentor_name: "Sundar Pichai · Google",
          ...slot,
          mode: "online",
        })
      ).status,
      // Issue 49, item 5: the mentor reads their own slot back.
    ).toBe(200);
    const rows = await directusAdmin<{ mentor_name: string }[]>(
      "GET",
      `/items/seed_mentor_slots?filter[starts_at][_eq]=${encodeURIComponent(slot.starts_at)}&fields=mentor_name`,
    );
    expect(rows.map((row) => row.mentor_name)).toEqual(["Khoa Phan · Lotus Commerce"]);
  } finally {
    const rows = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_mentor_slots?filter[starts_at][_eq]=${encodeURIComponent(slot.starts_at)}&fields=id`,
    );
    for (const row of rows) await directusAdmin("DELETE", `/items/seed_mentor_slots/${row.id}`);
  }
});

describe("a learner's new password needs the current one", () => {
  const password = "Current#2026x";
  let person = { email: "", password };
  let token = "";
  const signsIn = async (pw: string) =>
    (
      await fetch(`${testEnv.directusUrl}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: person.email, password: pw, mode: "json" }),
      })
    ).ok;

  beforeAll(async () => {
    person = { email: `pw-rule-${randomUUID().slice(0, 8)}@example.com`, password };
    const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
    const user = await directusAdmin<{ id: string }>("POST", "/users", { ...person, role: role.id, status: "active" });
    made.push(["users", user.id]);
    token = await directusToken(person);
  });

  test("with their own token, /users/me takes their name but not a password", async () => {
    expect(await as(token, "PATCH", "/users/me", { password: "Taken#Over2026" })).toMatchObject({ status: 403 });
    expect((await as(token, "PATCH", "/users/me", { first_name: "Rule" })).status).toBe(200);
    expect(await signsIn("Taken#Over2026")).toBe(false);
    expect(await signsIn(password)).toBe(true);
  });

  test("/seed-password sets it only with the right current password, and for learners only", async () => {
    expect(await as(token, "POST", "/seed-password", { current: "Wrong#Guess2026", password: "Taken#Over2026" })).toMatchObject({
      status: 401,
      code: "INVALID_CREDENTIALS",
    });
    expect(await as(token, "POST", "/seed-password", { password: "Taken#Over2026" })).toMatchObject({ status: 400 });
    expect(await signsIn(password)).toBe(true);
    expect(
      await as(tokens.faculty, "POST", "/seed-password", { current: accounts.faculty.password, password: "Other#Pass2026" }),
    ).toMatchObject({ status: 403 });
    expect((await as(token, "POST", "/seed-password", { current: password, password: "Next#Pass2026x" })).status).toBe(204);
    expect(await signsIn("Next#Pass2026x")).toBe(true);
    expect(await signsIn(password)).toBe(false);
  });

  test("a token alone guesses no password: five wrong current ones, then a wait with Retry-After", async () => {
    const fresh = await directusToken({ email: person.email, password: "Next#Pass2026x" });
    const guess = (current: string) =>
      fetch(`${testEnv.directusUrl}/seed-password`, {
        method: "POST",
        headers: { Authorization: `Bearer ${fresh}`, "Content-Type": "application/json" },
        body: JSON.stringify({ current, password: "Taken#Over2026" }),
      });
    for (let i = 0; i < 5; i++) expect((await guess(`Wrong#Guess${i}`)).status).toBe(401);
    const locked = await guess("Next#Pass2026x");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await signsIn("Next#Pass2026x")).toBe(true);
  });
});
