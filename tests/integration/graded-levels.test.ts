// Issue 49, item 3 (ADR 042): a grade moves the learner's graded competency levels and this week's
// graded snapshot (cms/extensions/seed-graded-levels), never the levels the learner gave themselves;
// a refused grade (above the maximum, or another class's teacher) moves nothing; the learner sees
// the levels on their dashboard's radar, and their teacher (only theirs) on the teacher's dashboard.
// Each item counts towards competency keys of its own, so the levels asked about are made only of
// this file's grades.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { weekOf } from "../../cms/extensions/shared/graded-levels.mjs";
import { asToken, courseworkOf } from "../support/coursework";
import { directusAdmin } from "../support/env";
import { asPerson, page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const coursework = courseworkOf("graded-levels");
const people = {} as Record<"learner" | "learner2" | "faculty" | "faculty2", SignedInPerson>;
const gradingPage = (item: number) => `/teacher/portal/grading/items/${item}/hand-ins/${people.learner.id}`;
/** A competency key of this file's own. */
const newKey = () => `k${randomUUID().slice(0, 8)}`;

type Level = { key: string; value: number; grades?: number };
/** The learner's graded levels (and this week's graded snapshot) of these keys, as the administrator reads them. */
async function gradedOf(keys: string[]) {
  const filter = `filter[user][_eq]=${people.learner.id}&filter[key][_in]=${keys.join(",")}&sort=key&limit=-1`;
  const [levels, week] = await Promise.all([
    directusAdmin<Level[]>("GET", `/items/seed_graded_competencies?${filter}&fields=key,value,grades`),
    directusAdmin<Level[]>("GET", `/items/seed_graded_snapshots?${filter}&filter[week_of][_eq]=${weekOf(new Date())}&fields=key,value`),
  ]);
  return { levels, week };
}
/** Waits until the graded levels of these keys are `levels` (the hook runs just after the write): both the levels and this week's snapshot. */
async function expectLevels(keys: string[], levels: Level[]) {
  await expect
    .poll(async () => gradedOf(keys), { timeout: 10_000 })
    .toEqual({ levels, week: levels.map(({ key, value }) => ({ key, value })) });
}
/** Everything the learner assessed themselves, now and week by week. */
const selfAssessed = async () => ({
  levels: await directusAdmin(
    "GET",
    `/items/seed_competencies?filter[user][_eq]=${people.learner.id}&fields=id,key,value&sort=id&limit=-1`,
  ),
  weeks: await directusAdmin(
    "GET",
    `/items/seed_competency_snapshots?filter[user][_eq]=${people.learner.id}&fields=id,week_of,key,value&sort=id&limit=-1`,
  ),
});
beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty", "faculty2"] as const));
  await coursework.readClasses(people);
});

afterAll(async () => coursework.removeAll());

describe("a grade moves the learner's graded levels", () => {
  test("through the grading page and the teacher's own token: the levels and this week's snapshot follow, the self-assessed ones stay", async () => {
    const [k1, k2] = [newKey(), newKey()].sort();
    const before = await selfAssessed();
    const twenty = await coursework.item("learner", { max_grade: 20, competencies: [k1, k2] });
    const ten = await coursework.item("learner", { max_grade: 10, competencies: [k1] });
    await expectLevels([k1, k2], []);

    // 15 out of 20 on the grading page: both keys at 75%.
    expect((await postForm(gradingPage(twenty.id), people.faculty.cookie, { intent: "grade-hand-in", grade: "15" })).status).toBe(303);
    await expectLevels(
      [k1, k2],
      [
        { key: k1, value: 0.75, grades: 1 },
        { key: k2, value: 0.75, grades: 1 },
      ],
    );

    // 5 out of 10 with the teacher's token straight to Directus: k1 is the mean of both, k2 stays.
    const made = await asToken(people.faculty.token, "POST", "/items/seed_grades", { item: ten.id, user: people.learner.id, grade: 5 });
    expect(made.status).toBe(200);
    await expectLevels(
      [k1, k2],
      [
        { key: k1, value: 0.63, grades: 2 },
        { key: k2, value: 0.75, grades: 1 },
      ],
    );
    // Changed to 10: the level and this week's one snapshot row move again (never a second row for the week).
    expect((await asToken(people.faculty.token, "PATCH", `/items/seed_grades/${made.id}`, { grade: 10 })).status).toBe(200);
    await expectLevels(
      [k1, k2],
      [
        { key: k1, value: 0.88, grades: 2 },
        { key: k2, value: 0.75, grades: 1 },
      ],
    );

    // The learner's own assessment, now and by week, is as it was.
    expect(await selfAssessed()).toEqual(before);

    // The learner reads their graded levels with their own token; the second learner reads none of them.
    const own = await asPerson(
      people.learner.token,
      `/items/seed_graded_competencies?filter[key][_in]=${k1},${k2}&fields=key,value&sort=key`,
    );
    expect(own.rows).toEqual([
      { key: k1, value: 0.88 },
      { key: k2, value: 0.75 },
    ]);
    const other = await asPerson(people.learner2.token, `/items/seed_graded_competencies?filter[key][_in]=${k1},${k2}&fields=key`);
    expect(other.rows).toEqual([]);
    // The learner's teacher reads them too (their classes' learners only); another class's teacher none.
    const teacher = await asPerson(
      people.faculty.token,
      `/items/seed_graded_competencies?filter[key][_in]=${k1},${k2}&fields=user,key,value&sort=key`,
    );
    expect(teacher.rows).toEqual([
      { user: people.learner.id, key: k1, value: 0.88 },
      { user: people.learner.id, key: k2, value: 0.75 },
    ]);
    const otherTeacher = await asPerson(people.faculty2.token, `/items/seed_graded_competencies?filter[key][_in]=${k1},${k2}&fields=key`);
    expect(otherTeacher).toEqual({ status: 200, rows: [] });
    // The teacher's grading page shows them by learner and competency; the other teacher's does not.
    const teacherPage = await page("/teacher/portal/grading", people.faculty.cookie);
    expect(teacherPage.body).toContain("Competency levels from grades");
    expect(teacherPage.body).toMatch(new RegExp(`<th scope="col"[^>]*>${k1}</th>`));
    expect((await page("/teacher/portal/grading", people.faculty2.cookie)).body).not.toContain(k1);
    // Nobody writes them but Directus' hook: not the learner, not the teacher.
    for (const token of [people.learner.token, people.faculty.token])
      expect((await asToken(token, "POST", "/items/seed_graded_competencies", { user: people.learner.id, key: k1, value: 1 })).status).toBe(
        403,
      );

    // The dashboard's radar shows both: the self-assessed shape and the graded one, and the table says how many grades.
    const dashboard = await page("/student/portal/dashboard", people.learner.cookie);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toContain('data-testid="radar-graded-polygon"');
    expect(dashboard.body).toMatch(
      new RegExp(`<th scope="row"[^>]*>${k1}</th><td[^>]*>Not yet</td><td[^>]*>88%<span[^>]*>from 2 grades</span>`),
    );
    expect(dashboard.body).toContain("From your grades");
  });

  test("a refused grade moves nothing: 11 out of 10 on create and on update, and another class's teacher", async () => {
    const key = newKey();
    const ten = await coursework.item("learner", { max_grade: 10, competencies: [key] });
    const token = people.faculty.token;
    expect((await postForm(gradingPage(ten.id), people.faculty.cookie, { intent: "grade-hand-in", grade: "11" })).status).toBe(400);
    expect((await asToken(token, "POST", "/items/seed_grades", { item: ten.id, user: people.learner.id, grade: 11 })).status).toBe(400);
    // The second teacher, of another class: their page is a 404, their token refused on create.
    expect((await postForm(gradingPage(ten.id), people.faculty2.cookie, { intent: "grade-hand-in", grade: "3" })).status).toBe(404);
    expect(
      (await asToken(people.faculty2.token, "POST", "/items/seed_grades", { item: ten.id, user: people.learner.id, grade: 3 })).status,
    ).toBe(403);
    const none = await directusAdmin<unknown[]>("GET", `/items/seed_grades?filter[item][_eq]=${ten.id}&fields=id`);
    expect(none).toEqual([]);

    const made = await asToken(token, "POST", "/items/seed_grades", { item: ten.id, user: people.learner.id, grade: 6 });
    expect(made.status).toBe(200);
    await expectLevels([key], [{ key, value: 0.6, grades: 1 }]);
    expect((await asToken(token, "PATCH", `/items/seed_grades/${made.id}`, { grade: 11 })).status).toBe(400);
    expect((await postForm(gradingPage(ten.id), people.faculty.cookie, { intent: "grade-hand-in", grade: "11" })).status).toBe(400);
    // The second teacher cannot change it either (their token does not even see it); nobody but the
    // administrator removes a grade, and a refused removal leaves the level.
    expect((await asToken(people.faculty2.token, "PATCH", `/items/seed_grades/${made.id}`, { grade: 1 })).status).toBe(403);
    for (const who of [people.faculty, people.faculty2, people.learner])
      expect((await asToken(who.token, "DELETE", `/items/seed_grades/${made.id}`)).status).toBe(403);
    // A grade that moves a level comes after all of them: once its level is there, the refused ones had their chance.
    const otherKey = newKey();
    const other = await coursework.item("learner", { max_grade: 10, competencies: [otherKey] });
    expect((await asToken(token, "POST", "/items/seed_grades", { item: other.id, user: people.learner.id, grade: 1 })).status).toBe(200);
    await expectLevels([otherKey], [{ key: otherKey, value: 0.1, grades: 1 }]);
    expect(await gradedOf([key])).toEqual({ levels: [{ key, value: 0.6, grades: 1 }], week: [{ key, value: 0.6 }] });
    const [stored] = await directusAdmin<{ grade: number }[]>("GET", `/items/seed_grades/?filter[id][_eq]=${made.id}&fields=grade`);
    expect(stored.grade).toBe(6);
  });

  test("grades of two items saved at once both count, three times; a grade removed leaves the level", async () => {
    for (let round = 0; round < 3; round++) {
      const key = newKey();
      const items = [
        await coursework.item("learner", { max_grade: 10, competencies: [key] }),
        await coursework.item("learner", { max_grade: 10, competencies: [key] }),
      ];
      const answers = await Promise.all(
        items.map((item, i) =>
          postForm(gradingPage(item.id), people.faculty.cookie, { intent: "grade-hand-in", grade: String(4 + 4 * i) }),
        ),
      );
      expect(
        answers.map((a) => a.status),
        `round ${round}`,
      ).toEqual([303, 303]);
      // (0.4 + 0.8) / 2, whichever of the two the hook worked out last.
      await expectLevels([key], [{ key, value: 0.6, grades: 2 }]);
      if (round > 0) continue;
      // The administrator removes one grade: the level is the other one's alone.
      const [first] = await directusAdmin<{ id: number }[]>("GET", `/items/seed_grades?filter[item][_eq]=${items[0].id}&fields=id`);
      await directusAdmin("DELETE", `/items/seed_grades/${first.id}`);
      await expectLevels([key], [{ key, value: 0.8, grades: 1 }]);
    }
  });
});
