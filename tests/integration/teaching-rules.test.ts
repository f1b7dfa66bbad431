// Issue 26: a teacher's creates are checked by Directus itself (cms/extensions/seed-teaching-rules),
// not only by the app: with the teacher's own token straight to Directus, another teacher's class,
// a learner not in the class and a second attendance row for the same day are all refused; a message
// that names a class goes only between its teacher and its learners, a learner hands in only for their
// own class's items, and a teacher marks read only messages to them about their own classes.
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";

let token = "";
let learnerToken = "";
let own = { classId: 0, learner: "", item: 0 };
let other = { classId: 0, learner: "", item: 0 };
const made: [string, number][] = [];

async function classOf(teacherEmail: string) {
  type Row = { id: number; enrolments: { user: string }[] };
  const [row] = await directusAdmin<Row[]>(
    "GET",
    `/items/seed_classes?fields=id,enrolments.user&filter[teacher][email][_eq]=${encodeURIComponent(teacherEmail)}&limit=1`,
  );
  // An item of its own: a learner has one grade and one hand-in per item (issue 51, item 6), and the
  // seed's items have theirs already.
  const item = await directusAdmin<{ id: number }>("POST", "/items/seed_grading_items", { class: row.id, item: "Rules check item" });
  made.push(["seed_grading_items", item.id]);
  return { classId: row.id, learner: row.enrolments[0].user, item: item.id };
}

async function create(collection: string, body: Record<string, unknown>, as = token) {
  const response = await fetch(`${testEnv.directusUrl}/items/${collection}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${as}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: { id: number }; errors?: { message: string; extensions?: { code?: string } }[] };
  if (json.data?.id) made.push([collection, json.data.id]);
  return { status: response.status, code: json.errors?.[0]?.extensions?.code };
}

beforeAll(async () => {
  token = await directusToken(accounts.faculty);
  learnerToken = await directusToken(accounts.learner);
  own = await classOf(accounts.faculty.email);
  other = await classOf(accounts.faculty2.email);
});

afterAll(async () => {
  for (const [collection, id] of made.reverse()) await directusAdmin("DELETE", `/items/${collection}/${id}`).catch(() => {});
});

test("a teacher creates grading items and announcements for their own class only", async () => {
  expect((await create("seed_grading_items", { class: own.classId, item: "Rules check" })).status).toBe(200);
  expect(await create("seed_grading_items", { class: other.classId, item: "Not mine" })).toMatchObject({ status: 403, code: "FORBIDDEN" });
  expect((await create("seed_announcements", { class: own.classId, title: "Rules check", detail: "x" })).status).toBe(200);
  expect((await create("seed_announcements", { class: other.classId, title: "Not mine", detail: "x" })).status).toBe(403);
});

test("a grade goes only to a learner of the teacher's own class", async () => {
  expect((await create("seed_grades", { item: own.item, user: own.learner, grade: 8 })).status).toBe(200);
  expect((await create("seed_grades", { item: other.item, user: other.learner, grade: 8 })).status).toBe(403);
  expect(await create("seed_grades", { item: own.item, user: other.learner, grade: 8 })).toMatchObject({
    status: 400,
    code: "INVALID_PAYLOAD",
  });
});

test("attendance: own class, its learners, once per meeting day, even when two posts race", async () => {
  const day = "2031-02-03";
  expect((await create("seed_attendance", { class: other.classId, user: other.learner, meeting_on: day, present: true })).status).toBe(403);
  expect((await create("seed_attendance", { class: own.classId, user: other.learner, meeting_on: day, present: true })).status).toBe(400);
  const racing = await Promise.all(
    Array.from({ length: 4 }, () => create("seed_attendance", { class: own.classId, user: own.learner, meeting_on: day, present: true })),
  );
  expect(racing.filter((r) => r.status === 200)).toHaveLength(1);
  for (const refused of racing.filter((r) => r.status !== 200)) expect(refused).toMatchObject({ status: 400, code: "RECORD_NOT_UNIQUE" });
  const rows = await directusAdmin<unknown[]>(
    "GET",
    `/items/seed_attendance?fields=id&filter[class][_eq]=${own.classId}&filter[user][_eq]=${own.learner}&filter[meeting_on][_eq]=${day}`,
  );
  expect(rows).toHaveLength(1);
});

test("a message that names a class goes only between its teacher and one of its learners", async () => {
  const [faculty, faculty2] = await Promise.all(
    [accounts.faculty, accounts.faculty2].map(
      async (a) =>
        (await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(a.email)}&fields=id`))[0].id,
    ),
  );
  expect((await create("seed_messages", { to_user: own.learner, class: own.classId, body: "Rules check" })).status).toBe(200);
  expect((await create("seed_messages", { to_user: own.learner, class: other.classId, body: "Not mine" })).status).toBe(403);
  expect((await create("seed_messages", { to_user: other.learner, class: own.classId, body: "Not theirs" })).status).toBe(403);
  expect((await create("seed_messages", { to_user: faculty, class: own.classId, body: "Rules check" }, learnerToken)).status).toBe(200);
  expect((await create("seed_messages", { to_user: faculty2, class: own.classId, body: "Not my teacher" }, learnerToken)).status).toBe(403);
  expect((await create("seed_messages", { to_user: faculty2, class: other.classId, body: "Not my class" }, learnerToken)).status).toBe(403);
});

test("a learner hands in only for an item of their own class; its teacher reads it, another teacher does not", async () => {
  const handedIn = await create("seed_submissions", { item: own.item, body: "Rules check" }, learnerToken);
  expect(handedIn.status).toBe(200);
  expect((await create("seed_submissions", { item: other.item, body: "Not my class" }, learnerToken)).status).toBe(403);
  // The owner is always the learner: a user in the payload is refused.
  expect((await create("seed_submissions", { item: own.item, user: other.learner, body: "For someone else" }, learnerToken)).status).toBe(
    403,
  );
  const id = made.at(-1)![1];
  const read = async (as: string) => {
    const response = await fetch(`${testEnv.directusUrl}/items/seed_submissions?fields=id&limit=-1`, {
      headers: { Authorization: `Bearer ${as}` },
    });
    return ((await response.json()) as { data: { id: number }[] }).data.map((row) => row.id);
  };
  expect(await read(token)).toContain(id);
  expect(await read(await directusToken(accounts.faculty2))).not.toContain(id);
  expect(await read(await directusToken(accounts.learner2))).not.toContain(id);
});

test("a teacher marks read only a message to them about their own class", async () => {
  const [faculty] = await directusAdmin<{ id: string }[]>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(accounts.faculty.email)}&fields=id`,
  );
  const message = async (body: Record<string, unknown>) => {
    const row = await directusAdmin<{ id: number }>("POST", "/items/seed_messages", {
      from_user: own.learner,
      body: "Rules check",
      ...body,
    });
    made.push(["seed_messages", row.id]);
    return row.id;
  };
  const patch = async (id: number, as: string) => {
    const response = await fetch(`${testEnv.directusUrl}/items/seed_messages/${id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${as}`, "Content-Type": "application/json" },
      body: JSON.stringify({ read_at: new Date().toISOString() }),
    });
    await response.arrayBuffer();
    return response.status;
  };
  const mine = await message({ to_user: faculty.id, class: own.classId });
  expect(await patch(mine, await directusToken(accounts.faculty2))).toBe(403);
  expect(await patch(mine, token)).toBe(200);
  // Not about one of their classes, or not to them: not theirs to mark.
  expect(await patch(await message({ to_user: faculty.id, class: other.classId }), token)).toBe(403);
  expect(await patch(await message({ to_user: own.learner, from_user: faculty.id, class: own.classId }), token)).toBe(403);
});
