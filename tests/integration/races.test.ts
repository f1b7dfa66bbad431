// Issue 51, item 6: two requests at once. Directus' update checked the permission's filter (an open
// slot) and wrote afterwards, in two steps, so two learners booking one mentor slot both passed the
// check, the second write silently replaced the first and both were told "booked"; two hand-ins or two
// grades of one learner and item both stored a row; an offer could be accepted and declined at once.
// A booking and a stage change are now one conditional write, and a grade and a hand-in have a unique
// index behind their check (cms/extensions/seed-teaching-rules, seed-partner-rules): exactly one
// request wins, and the other person is told so in words.
import { afterAll, beforeAll, expect, test } from "vitest";
import { courseworkOf } from "../support/coursework";
import { directusAdmin, testEnv } from "../support/env";
import { postForm, signInPeople, type SignedInPerson } from "../support/people";

const made: number[] = [];
const coursework = courseworkOf("race");
let people: Record<"learner" | "learner2" | "faculty" | "partnerAdmin" | "partnerHiring", SignedInPerson>;

/** Open slots a week from now, a minute apart (the mentor's name marks them as this test's). */
async function openSlots(count: number, mentor: string) {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = new Date(Date.now() + 7 * 86_400_000 + i * 60_000);
    const slot = await directusAdmin<{ id: number }>("POST", "/items/seed_mentor_slots", {
      mentor_name: mentor,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 3_600_000).toISOString(),
      mode: "online",
    });
    made.push(slot.id);
    ids.push(slot.id);
  }
  return ids;
}

const holder = async (id: number) =>
  (await directusAdmin<{ booked_by: string | null }>("GET", `/items/seed_mentor_slots/${id}?fields=booked_by`)).booked_by;

/** The slot open again (a learner holds at most 3 bookings to come: each round gives its booking back). */
const giveBack = (id: number) => directusAdmin("PATCH", `/items/seed_mentor_slots/${id}`, { booked_by: null });

/** A booking straight to Directus with the learner's own token (what the signed cookie holds). */
async function book(person: SignedInPerson, id: number) {
  const response = await fetch(`${testEnv.directusUrl}/items/seed_mentor_slots/${id}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${person.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ booked_by: person.id }),
  });
  const text = await response.text();
  return { status: response.status, code: text ? (JSON.parse(text).errors?.[0]?.extensions?.code as string | undefined) : undefined };
}

beforeAll(async () => {
  people = await signInPeople(["learner", "learner2", "faculty", "partnerAdmin", "partnerHiring"] as const);
});

afterAll(async () => {
  for (const id of made) await directusAdmin("DELETE", `/items/seed_mentor_slots/${id}`).catch(() => {});
  await coursework.removeAll();
});

test("two learners booking one slot at once straight in Directus: one has it, the other gets 409", async () => {
  for (const id of await openSlots(8, "Race check (Directus)")) {
    const [first, second] = await Promise.all([book(people.learner, id), book(people.learner2, id)]);
    const won = [first, second].filter((answer) => answer.status < 300);
    const lost = [first, second].filter((answer) => answer.status === 409);
    expect(won, `slot ${id}: ${first.status} / ${second.status}`).toHaveLength(1);
    expect(lost).toEqual([{ status: 409, code: "SLOT_TAKEN" }]);
    expect(await holder(id)).toBe(first.status < 300 ? people.learner.id : people.learner2.id);
    await giveBack(id);
  }
});

test("two learners booking one slot at once on the mentor page: one is booked, the other is told it was taken", async () => {
  for (const id of await openSlots(5, "Race check (page)")) {
    const form = { intent: "book", id: String(id) };
    const [first, second] = await Promise.all([
      postForm("/student/portal/mentor/1:1", people.learner.cookie, form),
      postForm("/student/portal/mentor/1:1", people.learner2.cookie, form),
    ]);
    const statuses = [first.status, second.status];
    expect(statuses.toSorted(), `slot ${id}`).toEqual([200, 409]);
    const [winner, loser] = first.status === 200 ? [first, second] : [second, first];
    expect(winner.body).toContain("Booked. See you there!");
    expect(loser.body).toContain("Someone else has just booked this slot. Please choose another one.");
    expect(await holder(id)).toBe(first.status === 200 ? people.learner.id : people.learner2.id);
    await giveBack(id);
  }
});

test("a learner gives back only their own booking, and only one slot at a time", async () => {
  const [id, other] = await openSlots(2, "Race check (give back)");
  expect((await book(people.learner, id)).status).toBeLessThan(300);
  // The other learner can neither take it nor empty it.
  expect(await book(people.learner2, id)).toMatchObject({ status: 409, code: "SLOT_TAKEN" });
  const emptied = await fetch(`${testEnv.directusUrl}/items/seed_mentor_slots/${id}`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ booked_by: null }),
  });
  expect(emptied.status).toBe(403);
  expect(await holder(id)).toBe(people.learner.id);
  // Two slots in one request: refused, neither is booked.
  const both = await fetch(`${testEnv.directusUrl}/items/seed_mentor_slots`, {
    method: "PATCH",
    headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
    body: JSON.stringify({ keys: [other, id], data: { booked_by: people.learner2.id } }),
  });
  expect(both.status).toBeGreaterThanOrEqual(400);
  expect(await holder(other)).toBeNull();
  // The owner gives it back, and then it is open again.
  const back = await postForm("/student/portal/mentor/1:1", people.learner.cookie, { intent: "cancel", id: String(id) });
  expect(back.status).toBe(200);
  expect(await holder(id)).toBeNull();
});

test("a learner holds at most 3 future bookings: a fourth is refused with words, on the page and in Directus; two at once: one", async () => {
  // learner2's future bookings besides this test's (the seed's, or none).
  const held = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_mentor_slots?filter[booked_by][_eq]=${people.learner2.id}&filter[starts_at][_gt]=$NOW&fields=id&limit=-1`,
  );
  expect(held.length).toBeLessThanOrEqual(3);
  const ids = await openSlots(3 - held.length + 3, "Booking cap check");
  const page = "/student/portal/mentor/1:1";
  for (const id of ids.slice(0, 2 - held.length)) expect((await book(people.learner2, id)).status).toBe(200);
  // Holding two: two bookings at once leave one booked, and the other is told the limit.
  const [third, fourth, fifth] = ids.slice(2 - held.length);
  const both = await Promise.all([third, fourth].map((id) => postForm(page, people.learner2.cookie, { intent: "book", id: String(id) })));
  expect(both.map((answer) => answer.status).toSorted()).toEqual([200, 409]);
  expect(both.find((answer) => answer.status === 409)?.body).toContain("You already hold 3 bookings still to come");
  expect([await holder(third), await holder(fourth)].filter(Boolean)).toEqual([people.learner2.id]);
  // A fourth: refused on the page and straight in Directus; nothing stored.
  expect((await book(people.learner2, fifth)).code).toBe("TOO_MANY_BOOKINGS");
  expect((await postForm(page, people.learner2.cookie, { intent: "book", id: String(fifth) })).status).toBe(409);
  expect(await holder(fifth)).toBeNull();
  // Giving one back makes room again.
  const mine = (await holder(third)) ? third : fourth;
  expect((await postForm(page, people.learner2.cookie, { intent: "cancel", id: String(mine) })).status).toBe(200);
  expect((await book(people.learner2, fifth)).status).toBe(200);
});

/** A grading item of the first learner's class (taught by faculty@), made for one test. */
async function gradingItem() {
  if (!coursework.classOf.learner) await coursework.readClasses(people);
  return (await coursework.item("learner")).id;
}

/** A create straight to Directus with this token: its status and Directus' error code. */
async function create(token: string, collection: string, body: object) {
  const response = await fetch(`${testEnv.directusUrl}/items/${collection}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, code: text ? (JSON.parse(text).errors?.[0]?.extensions?.code as string | undefined) : undefined };
}

const versionsOf = (item: number) =>
  directusAdmin<{ version: number }[]>(
    "GET",
    `/items/seed_submissions?filter[item][_eq]=${item}&filter[user][_eq]=${people.learner.id}&fields=version&sort=version&limit=-1`,
  );

const rowsOf = (collection: "seed_submissions" | "seed_grades", item: number) =>
  directusAdmin<{ id: number; grade?: number }[]>(
    "GET",
    `/items/${collection}?filter[item][_eq]=${item}&filter[user][_eq]=${people.learner.id}&fields=id${collection === "seed_grades" ? ",grade" : ""}&limit=-1`,
  );

test("two hand-ins of one item at once, straight in Directus: never the same version twice (the second is refused as a duplicate)", async () => {
  for (let round = 0; round < 3; round++) {
    const item = await gradingItem();
    const answers = await Promise.all(
      ["First tab", "Second tab"].map((body) => create(people.learner.token, "seed_submissions", { item, body })),
    );
    // Issue 49, item 2: each hand-in is a version. On SQLite the creates wait for each other (1 and 2);
    // where they do not, the unique index refuses the second with the same version.
    const versions = (await versionsOf(item)).map((row) => row.version);
    expect(new Set(versions).size, `item ${item}`).toBe(versions.length);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(versions.length);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused.code).toBe("RECORD_NOT_UNIQUE");
  }
});

test("two hand-ins of one item at once on the projects page: both are kept, as versions 1 and 2", async () => {
  for (let round = 0; round < 3; round++) {
    const item = await gradingItem();
    const answers = await Promise.all(
      ["First tab", "Second tab"].map((body) =>
        postForm("/student/portal/learning/projects", people.learner.cookie, { intent: "hand-in", item: String(item), body }),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      `item ${item}`,
    ).toEqual([303, 303]);
    expect((await versionsOf(item)).map((row) => row.version)).toEqual([1, 2]);
  }
});

test("two grades of one learner and item at once: one row, in Directus and on the teacher's page", async () => {
  for (let round = 0; round < 3; round++) {
    const item = await gradingItem();
    const answers = await Promise.all(
      [6, 7].map((grade) => create(people.faculty.token, "seed_grades", { item, user: people.learner.id, grade })),
    );
    expect(answers.map((answer) => answer.status).toSorted(), `item ${item}`).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.code).toBe("RECORD_NOT_UNIQUE");
    expect(await rowsOf("seed_grades", item)).toHaveLength(1);
  }
  // Through the page, both saves are "graded": the second changes the one row the first made.
  for (let round = 0; round < 3; round++) {
    const item = await gradingItem();
    const answers = await Promise.all(
      ["8", "9"].map((grade) =>
        postForm("/teacher/portal", people.faculty.cookie, { intent: "grade", item: String(item), learner: people.learner.id, grade }),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      `item ${item}`,
    ).toEqual([200, 200]);
    const rows = await rowsOf("seed_grades", item);
    expect(rows).toHaveLength(1);
    expect([8, 9]).toContain(rows[0].grade);
  }
});

test("one hand-in's rubric grade saved twice at once on its page: one grade row, with one save's scores", async () => {
  if (!coursework.classOf.learner) await coursework.readClasses(people);
  for (let round = 0; round < 3; round++) {
    const rubric = [
      { criterion: "Research", points: 4 },
      { criterion: "Delivery", points: 6 },
    ];
    const { id: item } = await coursework.item("learner", { max_grade: 10, rubric });
    expect((await create(people.learner.token, "seed_submissions", { item, body: "My work" })).status).toBe(200);
    const page = `/teacher/portal/grading/items/${item}/hand-ins/${people.learner.id}`;
    const saves = [
      { score1: "3", score2: "5", feedback: "First screen" },
      { score1: "4", score2: "6", feedback: "Second screen" },
    ];
    const answers = await Promise.all(saves.map((save) => postForm(page, people.faculty.cookie, { intent: "grade-hand-in", ...save })));
    // Both are told "graded" (the later save changes the row the first made): never two rows.
    expect(
      answers.map((answer) => answer.status),
      `item ${item}`,
    ).toEqual([303, 303]);
    const rows = await directusAdmin<{ grade: number; rubric_scores: number[]; feedback: string }[]>(
      "GET",
      `/items/seed_grades?filter[item][_eq]=${item}&filter[user][_eq]=${people.learner.id}&fields=grade,rubric_scores,feedback&limit=-1`,
    );
    expect(rows).toHaveLength(1);
    const won = rows[0].feedback === "First screen" ? { grade: 8, scores: [3, 5] } : { grade: 10, scores: [4, 6] };
    expect(rows[0]).toMatchObject({ grade: won.grade, rubric_scores: won.scores });
  }
});

// An offer accepted and declined at once, and two applications at once: the learner answers an offer
// now (issue 48), and tests/integration/hiring-loop.test.ts owns those races.
