// Issue 49, items 1 and 3: a teacher sets coursework on /teacher/portal/grading (add, edit, remove a
// grading item with its brief, due moment, maximum, rubric and competencies) and grades a hand-in
// against its rubric with feedback; the learners hear of both and the learner reads the grade. Every
// rule holds through the app's form posts (words, what was typed kept, nothing stored) and straight
// to Directus with each person's own token. Every item is made for this file and removed afterwards.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asToken, courseworkOf } from "../support/coursework";
import { directusAdmin, testEnv } from "../support/env";
import { asPerson, page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const grading = "/teacher/portal/grading";
const projects = "/student/portal/learning/projects";
const coursework = courseworkOf("coursework");
const { mark, classOf } = coursework;
const people = {} as Record<"learner" | "learner2" | "faculty" | "faculty2", SignedInPerson>;

interface StoredItem {
  id: number;
  class: number;
  item: string;
  brief: string | null;
  due_at: string | null;
  due_on: string | null;
  max_grade: number | null;
  rubric: { criterion: string; points: number }[] | null;
  competencies: string[] | null;
  files_allowed: boolean;
}
/** The items this file made, as the administrator reads them (by the mark in their titles). */
const storedItems = () =>
  directusAdmin<StoredItem[]>(
    "GET",
    `/items/seed_grading_items?filter[item][_contains]=${mark}&fields=id,class,item,brief,due_at,due_on,max_grade,rubric,competencies,files_allowed&sort=id&limit=-1`,
  );

/** A grading item made by the administrator for `whose` class. */
const adminItem = (whose: keyof typeof classOf, extra: Record<string, unknown> = {}) => coursework.item(whose, extra);

/** The form of a new item, as the page sends it; `more` overrides. */
const itemForm = (title: string, more: Record<string, string> = {}) => ({
  intent: "item-add",
  class: String(classOf.learner),
  title,
  brief: "Size the market for a shop selling rice cookers.\nShow your sources.",
  due_date: "2031-03-14",
  due_time: "17:30",
  max_grade: "10",
  criterion1: "Research",
  points1: "6",
  criterion2: "Writing",
  points2: "4",
  competencies: "research",
  files_allowed: "on",
  ...more,
});
/** The URL-encoded body with `competencies` twice (two checkboxes ticked). */
const withTwoCompetencies = (form: Record<string, string>) => {
  const body = new URLSearchParams(form);
  body.append("competencies", "analytics");
  return body;
};

/** A learner's notifications of a kind, read with their own token. */
const notificationsOf = (person: SignedInPerson, kind: string) =>
  asPerson(person.token, `/items/seed_notifications?filter[kind][_eq]=${encodeURIComponent(kind)}&fields=params,link&sort=-id&limit=20`);

beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty", "faculty2"] as const));
  await coursework.readClasses(people);
});

// Every item with the mark: those the administrator made and those added through the forms.
afterAll(async () => coursework.removeAll((await storedItems()).map((row) => row.id)));

describe("a teacher sets coursework", () => {
  test("the grading inbox shows the form to set coursework for the classes they teach", async () => {
    const shown = await page(grading, people.faculty.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain("Set coursework");
    expect(shown.body).toContain(`<option value="${classOf.learner}"`);
    expect(shown.body).not.toContain(`<option value="${classOf.learner2}"`);
    expect(shown.body).toContain("Points for criterion 1");
  });

  test("an item added through the form post is stored for their class with every field, and the class's learners are notified", async () => {
    const title = `${mark} Market sizing`;
    const response = await fetch(`${testEnv.appUrl}${grading}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${people.faculty.cookie}` },
      body: withTwoCompetencies(itemForm(title)),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(grading);

    const [row] = (await storedItems()).filter((r) => r.item === title);
    expect(row).toMatchObject({
      class: classOf.learner,
      brief: "Size the market for a shop selling rice cookers.\nShow your sources.",
      due_on: "2031-03-14",
      max_grade: 10,
      rubric: [
        { criterion: "Research", points: 6 },
        { criterion: "Writing", points: 4 },
      ],
      competencies: ["research", "analytics"],
      files_allowed: true,
    });
    // 17:30 in Vietnam (UTC+7).
    expect(new Date(row.due_at!).toISOString()).toBe("2031-03-14T10:30:00.000Z");

    // The learner of the class is told, in their own list; the other class's learner is not.
    const told = await notificationsOf(people.learner, "coursework.new");
    expect(told.rows).toContainEqual(
      expect.objectContaining({ params: expect.objectContaining({ item: title }), link: "/student/portal/learning/projects" }),
    );
    const other = await notificationsOf(people.learner2, "coursework.new");
    expect(other.rows.some((n) => (n.params as { item?: string }).item === title)).toBe(false);

    // The learner sees it with its brief and rubric on their coursework.
    const learnerPage = await page(projects, people.learner.cookie);
    expect(learnerPage.body).toContain(title);
    expect(learnerPage.body).toContain("Research: 6 points");
  });

  test("an item is changed on its own page and removed there, each through a form post", async () => {
    const { id, name } = await adminItem("learner", { due_at: "2031-03-14T10:00:00Z" });
    const itemPage = `${grading}/items/${id}`;
    const shown = await page(itemPage, people.faculty.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(`value="${name}"`);

    const renamed = `${name} (revised)`;
    const saved = await postForm(itemPage, people.faculty.cookie, {
      ...itemForm(renamed, { max_grade: "20", points1: "12", points2: "8" }),
      intent: "item-edit",
    });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(itemPage);
    const [changed] = (await storedItems()).filter((r) => r.id === id);
    expect(changed).toMatchObject({ item: renamed, max_grade: 20, rubric: [{ points: 12 }, { points: 8 }] });

    const removed = await postForm(itemPage, people.faculty.cookie, { intent: "item-delete" });
    expect(removed.status).toBe(303);
    expect(removed.location).toBe(grading);
    expect((await storedItems()).some((r) => r.id === id)).toBe(false);
  });

  test("an item learners handed in for stays: its removal is refused with words", async () => {
    const { id } = await adminItem("learner");
    await directusAdmin("POST", "/items/seed_submissions", { item: id, user: people.learner.id, body: "My work" });
    const refused = await postForm(`${grading}/items/${id}`, people.faculty.cookie, { intent: "item-delete" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("Learners have handed in for this item or it has grades, so it stays.");
    expect((await storedItems()).some((r) => r.id === id)).toBe(true);
    // Directus refuses it to the teacher's own token too.
    expect((await asToken(people.faculty.token, "DELETE", `/items/seed_grading_items/${id}`)).status).toBe(400);
  });

  test("another teacher's item is a 404 on its page, for a change and for a removal, and stays as it was", async () => {
    const { id, name } = await adminItem("learner2");
    expect((await page(`${grading}/items/${id}`, people.faculty.cookie)).status).toBe(404);
    const edit = await postForm(`${grading}/items/${id}`, people.faculty.cookie, { ...itemForm("Not mine"), intent: "item-edit" });
    expect(edit.status).toBe(404);
    expect(edit.body).toContain("That is not an item of one of your classes. Nothing was changed.");
    expect((await postForm(`${grading}/items/${id}`, people.faculty.cookie, { intent: "item-delete" })).status).toBe(404);
    expect((await storedItems()).find((r) => r.id === id)?.item).toBe(name);
  });
});

describe("bad input for an item is refused with words, what was typed is kept, nothing is stored", () => {
  const cases: [string, Record<string, string>, string][] = [
    ["a due date in the past", { due_date: "2020-01-01" }, "The due date and time must be later than now."],
    [
      "a maximum of 0",
      { max_grade: "0", criterion1: "", points1: "", criterion2: "", points2: "" },
      "The maximum grade is above 0 and at most 1,000.",
    ],
    ["a maximum that is text", { max_grade: "ten" }, "The maximum grade is a number, such as 10."],
    ["another class's id", { class: "CLASS2" }, "Please choose one of the classes you teach."],
    ["a rubric that does not add up", { points2: "3" }, "The rubric&#x27;s points must add up to the maximum grade."],
    ["points without a criterion", { criterion3: "", points3: "2" }, "Please name this criterion, or clear its points."],
    ["an empty title", { title: "" }, "Please give the item a title."],
    ["markup in the brief", { brief: "<script>alert(1)</script>" }, "Please write plain text, without HTML tags."],
  ];
  for (const [what, change, words] of cases) {
    test(`${what}: 400 with words`, async () => {
      const typed = `${mark} typed ${randomUUID().slice(0, 6)}`;
      const form = itemForm(typed, change.class === "CLASS2" ? { ...change, class: String(classOf.learner2) } : change);
      const before = (await storedItems()).length;
      const answer = await postForm(grading, people.faculty.cookie, form);
      expect(answer.status, what).toBe(400);
      expect(answer.body).toContain(words);
      if (form.title) expect(answer.body).toContain(`value="${typed}"`);
      expect((await storedItems()).length).toBe(before);
    });
  }

  test("a 10,000-character title: 400 with words, nothing stored", async () => {
    const before = (await storedItems()).length;
    const answer = await postForm(grading, people.faculty.cookie, itemForm(`${mark} ${"x".repeat(10_000)}`));
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Please keep the title to 200 characters or fewer.");
    expect((await storedItems()).length).toBe(before);
  });
});

describe("Directus holds the same rules for the teacher's own token", () => {
  test("an item for their own class is made, one for another teacher's class refused; a past due moment and a maximum of 0 refused", async () => {
    const own = await asToken(people.faculty.token, "POST", "/items/seed_grading_items", {
      class: classOf.learner,
      item: `${mark} token`,
      due_at: "2031-03-14T10:00:00Z",
      max_grade: 10,
    });
    expect(own.status).toBe(200);
    expect(
      await asToken(people.faculty.token, "POST", "/items/seed_grading_items", { class: classOf.learner2, item: `${mark} not mine` }),
    ).toMatchObject({ status: 403 });
    expect(
      (
        await asToken(people.faculty.token, "POST", "/items/seed_grading_items", {
          class: classOf.learner,
          item: `${mark} past`,
          due_at: "2020-01-01T00:00:00Z",
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await asToken(people.faculty.token, "POST", "/items/seed_grading_items", {
          class: classOf.learner,
          item: `${mark} zero`,
          max_grade: 0,
        })
      ).status,
    ).toBe(400);
    // Changed with their token: fine within their class, refused when moved to another teacher's class.
    expect((await asToken(people.faculty.token, "PATCH", `/items/seed_grading_items/${own.id}`, { item: `${mark} token 2` })).status).toBe(
      200,
    );
    expect((await asToken(people.faculty.token, "PATCH", `/items/seed_grading_items/${own.id}`, { class: classOf.learner2 })).status).toBe(
      403,
    );
    // The other teacher neither changes nor removes it (their token does not even see it).
    expect((await asToken(people.faculty2.token, "PATCH", `/items/seed_grading_items/${own.id}`, { item: "Taken over" })).status).toBe(403);
    expect((await asToken(people.faculty2.token, "DELETE", `/items/seed_grading_items/${own.id}`)).status).toBe(403);
    expect((await storedItems()).find((r) => r.id === own.id)?.item).toBe(`${mark} token 2`);
  });
});

describe("a teacher reads a hand-in and grades it", () => {
  const rubric = [
    { criterion: "Research", points: 6 },
    { criterion: "Writing", points: 4 },
  ];

  test("the hand-in page shows the learner's text; the grade with rubric scores and feedback is stored, the learner notified and shown it", async () => {
    const { id, name } = await adminItem("learner", { rubric, max_grade: 10, brief: "Write it up." });
    const work = `${mark}: about 1.2 million shops sell rice cookers.`;
    expect((await postForm(projects, people.learner.cookie, { intent: "hand-in", item: String(id), body: work })).status).toBe(303);

    const handInPage = `${grading}/items/${id}/hand-ins/${people.learner.id}`;
    const shown = await page(handInPage, people.faculty.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(work);
    expect(shown.body).toContain("Research (0 to 6)");

    const feedback = `Clear sources ${mark}; tighten the summary.`;
    const saved = await postForm(handInPage, people.faculty.cookie, { intent: "grade-hand-in", score1: "5", score2: "3.5", feedback });
    expect(saved.status).toBe(303);
    expect(saved.location).toBe(handInPage);

    const [grade] = await directusAdmin<{ grade: number; rubric_scores: number[]; feedback: string }[]>(
      "GET",
      `/items/seed_grades?filter[item][_eq]=${id}&fields=grade,rubric_scores,feedback`,
    );
    expect(grade).toEqual({ grade: 8.5, rubric_scores: [5, 3.5], feedback });

    const told = await notificationsOf(people.learner, "graded");
    expect(told.rows).toContainEqual(expect.objectContaining({ params: { item: name, grade: 8.5, max: 10 } }));

    // The learner reads it on their coursework; their own token reads the row.
    const learnerPage = await page(projects, people.learner.cookie);
    expect(learnerPage.body).toContain("Grade: 8.5 / 10");
    expect(learnerPage.body).toContain("Research: 5 / 6");
    expect(learnerPage.body).toContain(feedback);
    const own = await asPerson(people.learner.token, `/items/seed_grades?filter[item][_eq]=${id}&fields=grade,feedback`);
    expect(own.rows).toEqual([{ grade: 8.5, feedback }]);

    // A second save changes the one grade.
    expect((await postForm(handInPage, people.faculty.cookie, { intent: "grade-hand-in", score1: "6", score2: "4" })).status).toBe(303);
    const grades = await directusAdmin<{ grade: number }[]>("GET", `/items/seed_grades?filter[item][_eq]=${id}&fields=grade`);
    expect(grades).toEqual([{ grade: 10 }]);
  });

  test("a second learner, and a second teacher, read none of it", async () => {
    const { id } = await adminItem("learner", { rubric, max_grade: 10 });
    const feedback = `Private feedback ${mark} ${randomUUID().slice(0, 6)}`;
    await directusAdmin("POST", "/items/seed_submissions", { item: id, user: people.learner.id, body: "Mine" });
    await directusAdmin("POST", "/items/seed_grades", { item: id, user: people.learner.id, grade: 7, rubric_scores: [4, 3], feedback });

    expect((await asPerson(people.learner2.token, `/items/seed_grades?filter[item][_eq]=${id}&fields=grade,feedback`)).rows).toEqual([]);
    expect((await asPerson(people.learner2.token, `/items/seed_submissions?filter[item][_eq]=${id}&fields=body`)).rows).toEqual([]);
    expect((await page(projects, people.learner2.cookie)).body).not.toContain(feedback);
    expect((await asPerson(people.faculty2.token, `/items/seed_grades?filter[item][_eq]=${id}&fields=grade,feedback`)).rows).toEqual([]);
    expect((await page(`${grading}/items/${id}/hand-ins/${people.learner.id}`, people.faculty2.cookie)).status).toBe(404);
    // The second learner is not in the class: no hand-in page for them either.
    expect((await page(`${grading}/items/${id}/hand-ins/${people.learner2.id}`, people.faculty.cookie)).status).toBe(404);
  });

  test("a grade above the item's maximum is refused with words, on create and on update, and nothing changes", async () => {
    const plain = await adminItem("learner", { max_grade: 10 });
    const handInPage = `${grading}/items/${plain.id}/hand-ins/${people.learner.id}`;
    const refused = await postForm(handInPage, people.faculty.cookie, { intent: "grade-hand-in", grade: "11", feedback: "Kept feedback" });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain("A grade is a number from 0 to 10.");
    expect(refused.body).toContain("Kept feedback</textarea>");
    const graded = () =>
      directusAdmin<{ id: number; grade: number }[]>("GET", `/items/seed_grades?filter[item][_eq]=${plain.id}&fields=id,grade`);
    expect(await graded()).toEqual([]);

    // Saved at 9, then 11 again (an update): refused, still 9.
    expect((await postForm(handInPage, people.faculty.cookie, { intent: "grade-hand-in", grade: "9" })).status).toBe(303);
    expect((await postForm(handInPage, people.faculty.cookie, { intent: "grade-hand-in", grade: "11" })).status).toBe(400);
    expect((await graded()).map((g) => g.grade)).toEqual([9]);

    // A rubric score above its criterion's points.
    const scored = await adminItem("learner", { rubric, max_grade: 10 });
    const overScore = await postForm(`${grading}/items/${scored.id}/hand-ins/${people.learner.id}`, people.faculty.cookie, {
      intent: "grade-hand-in",
      score1: "7",
      score2: "4",
    });
    expect(overScore.status).toBe(400);
    expect(overScore.body).toContain("A score is at most its criterion&#x27;s points.");
  });

  test("Directus keeps every grade write within the item's maximum, for the teacher's own token", async () => {
    const ten = await adminItem("learner", { max_grade: 10 });
    const twenty = await adminItem("learner", { max_grade: 20 });
    const token = people.faculty.token;
    expect((await asToken(token, "POST", "/items/seed_grades", { item: ten.id, user: people.learner.id, grade: 11 })).status).toBe(400);
    const made = await asToken(token, "POST", "/items/seed_grades", { item: ten.id, user: people.learner.id, grade: 8 });
    expect(made.status).toBe(200);
    expect((await asToken(token, "PATCH", `/items/seed_grades/${made.id}`, { grade: 11 })).status).toBe(400);
    expect((await asToken(token, "PATCH", `/items/seed_grades/${made.id}`, { grade: 10 })).status).toBe(200);
    // Out of 20, 15 is fine (no fixed 0–10 any more), 21 is not.
    expect((await asToken(token, "POST", "/items/seed_grades", { item: twenty.id, user: people.learner.id, grade: 21 })).status).toBe(400);
    expect((await asToken(token, "POST", "/items/seed_grades", { item: twenty.id, user: people.learner.id, grade: 15 })).status).toBe(200);
  });
});
