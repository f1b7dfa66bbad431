// Caps on messages between learners and teachers (issue 51, item 10): each may send 20 in ten
// minutes; the 21st is refused with words (429, Retry-After), keeps what was typed, stores nothing.
// People of the test's own (a class, its teacher and a learner), so no shared account's allowance
// is spent.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { directusAdmin } from "../support/env";
import { postForm } from "../support/people";
import { signInCookie } from "../support/sign-in";

const tag = `caps-${randomUUID().slice(0, 8)}`;
const password = "Caps#Pass2026";
const made = { users: [] as string[], classId: 0, enrolmentId: 0 };
let teacher: { id: string; cookie: string };
let learner: { id: string; cookie: string };

async function newPerson(role: string, name: string) {
  const [roleRow] = await directusAdmin<{ id: string }[]>("GET", `/roles?filter[name][_eq]=${role}&fields=id`);
  const email = `${tag}-${name}@example.com`;
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    password,
    role: roleRow.id,
    status: "active",
    first_name: name,
  });
  made.users.push(user.id);
  return { id: user.id, cookie: await signInCookie({ email, password }) };
}

const messagesFrom = async (id: string) =>
  (await directusAdmin<unknown[]>("GET", `/items/seed_messages?filter[from_user][_eq]=${id}&fields=id&limit=-1`)).length;

beforeAll(async () => {
  teacher = await newPerson("seed-faculty", "Teacher");
  learner = await newPerson("seed-user", "Learner");
  const [course] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_courses?fields=id&limit=1&sort=id");
  const klass = await directusAdmin<{ id: number }>("POST", "/items/seed_classes", { course: course.id, teacher: teacher.id, cohort: tag });
  made.classId = klass.id;
  const enrolment = await directusAdmin<{ id: number }>("POST", "/items/seed_enrolments", {
    user: learner.id,
    class: klass.id,
    status: "active",
  });
  made.enrolmentId = enrolment.id;
});

afterAll(async () => {
  for (const id of made.users) {
    for (const row of await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_messages?filter[_or][0][from_user][_eq]=${id}&filter[_or][1][to_user][_eq]=${id}&fields=id&limit=-1`,
    ))
      await directusAdmin("DELETE", `/items/seed_messages/${row.id}`);
  }
  if (made.enrolmentId) await directusAdmin("DELETE", `/items/seed_enrolments/${made.enrolmentId}`);
  if (made.classId) await directusAdmin("DELETE", `/items/seed_classes/${made.classId}`);
  for (const id of made.users) await directusAdmin("DELETE", `/users/${id}`);
});

test("a learner sends 20 messages to their teacher in ten minutes; the 21st is refused with words and kept, nothing stored", async () => {
  for (let i = 1; i <= 20; i++) {
    const sent = await postForm("/student/portal/community", learner.cookie, { to: teacher.id, body: `${tag} learner ${i}` });
    expect(sent.status, `message ${i}`).toBe(200);
  }
  const refused = await postForm("/student/portal/community", learner.cookie, { to: teacher.id, body: `${tag} learner 21` });
  expect(refused.status).toBe(429);
  expect(refused.body).toContain("You have sent many messages in a short time. Please wait a few minutes and try again");
  expect(refused.body).toContain(`${tag} learner 21</textarea>`);
  expect(await messagesFrom(learner.id)).toBe(20);
});

test("a teacher replies 20 times in ten minutes; the 21st is refused with words and kept, nothing stored", async () => {
  for (let i = 1; i <= 20; i++) {
    const sent = await postForm("/teacher/portal/messages", teacher.cookie, { intent: "reply", to: learner.id, body: `${tag} reply ${i}` });
    expect(sent.status, `reply ${i}`).toBe(200);
  }
  const refused = await postForm("/teacher/portal/messages", teacher.cookie, { intent: "reply", to: learner.id, body: `${tag} reply 21` });
  expect(refused.status).toBe(429);
  expect(refused.body).toContain("You have sent many replies in a short time. Please wait a few minutes and try again");
  expect(refused.body).toContain(`${tag} reply 21</textarea>`);
  expect(await messagesFrom(teacher.id)).toBe(20);
});
