// Issue 49, item 4 (ADR 052): a partner's approved brief becomes a simulated project for a class. The
// teacher assigns it on /teacher/portal/projects (each learner of the class gets it, with its
// milestones, and is notified) and grades its milestones on a learner's project page; the project's
// status, progress and grade follow from the milestones in Directus itself. The learner reads it on
// Projects and, once passed, on Portfolio with its grade and feedback. Every rule holds through the
// app's form posts (words, what was typed kept, nothing stored) and straight to Directus with each
// person's own token. Everything is made for this file and removed afterwards.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { asToken, courseworkOf } from "../support/coursework";
import { deleteWhere, directusAdmin } from "../support/env";
import { asPerson, page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const list = "/teacher/portal/projects";
const coursework = courseworkOf("projects");
const { mark, classOf } = coursework;
const people = {} as Record<"learner" | "learner2" | "faculty" | "faculty2" | "contentAdmin" | "partnerAdmin", SignedInPerson>;
const briefs: Record<"approved" | "submitted" | "nda" | "forStaff" | "forCohort", number> = {
  approved: 0,
  submitted: 0,
  nda: 0,
  forStaff: 0,
  forCohort: 0,
};

interface StoredProject {
  id: number;
  user: string;
  class: number;
  brief: number;
  title: string;
  status: string;
  progress: number;
  grade: number | null;
  due_on: string | null;
  milestones: { title: string; points: number; score: number | null; feedback: string | null; graded_at: string | null }[];
}
const fields = "id,user,class,brief,title,status,progress,grade,due_on,milestones";
/** This file's projects (from its briefs), as the administrator reads them. */
const storedProjects = (brief = briefs.approved) =>
  directusAdmin<StoredProject[]>("GET", `/items/seed_projects?filter[brief][_eq]=${brief}&fields=${fields}&sort=id&limit=-1`);
const projectOf = async (user: string) => (await storedProjects()).find((p) => p.user === user);

const assignForm = (more: Record<string, string> = {}) => ({
  intent: "project-add",
  brief: String(briefs.approved),
  class: String(classOf.learner),
  title: "",
  due_date: "2031-04-30",
  milestones: "Market research\nLaunch plan",
  ...more,
});

beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty", "faculty2", "contentAdmin", "partnerAdmin"] as const));
  await coursework.readClasses(people);
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  for (const [key, status, kind] of [
    ["approved", "approved", "brief"],
    ["submitted", "submitted", "brief"],
    ["nda", "approved", "nda"],
    ["forStaff", "approved", "brief"],
    ["forCohort", "approved", "brief"],
  ] as const) {
    const row = await directusAdmin<{ id: number }>("POST", "/items/seed_briefs", {
      company: company.id,
      title: `${mark} ${key} brief`,
      body: `The ${key} brief's whole text.`,
      kind,
      status,
    });
    briefs[key] = row.id;
  }
});

afterAll(async () => {
  const ids = Object.values(briefs).filter(Boolean);
  if (!ids.length) return;
  await deleteWhere("seed_projects", { brief: { _in: ids } });
  await deleteWhere("seed_briefs", { id: { _in: ids } });
});

describe("a teacher makes a project from an approved brief", () => {
  test("the page offers the approved briefs with their text, never one still submitted nor an NDA", async () => {
    const shown = await page(list, people.faculty.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(`${mark} approved brief`);
    expect(shown.body).toContain("The approved brief&#x27;s whole text.");
    expect(shown.body).not.toContain(`${mark} submitted brief`);
    expect(shown.body).not.toContain(`${mark} nda brief`);
  });

  test("bad input gets words, keeps what was typed and stores nothing", async () => {
    const cases: [string, Record<string, string>, string][] = [
      ["no milestones", { milestones: "  \n " }, "Write at least one milestone."],
      ["eleven milestones", { milestones: Array.from({ length: 11 }, (_, i) => `Step ${i}`).join("\n") }, "at most 10 milestones"],
      ["a due date gone by", { due_date: "2001-01-01" }, "Choose a day still to come, or none."],
      ["another teacher's class", { class: String(classOf.learner2) }, "Choose a class you teach."],
      ["a brief still submitted", { brief: String(briefs.submitted) }, "Choose an approved brief."],
      ["an approved NDA", { brief: String(briefs.nda) }, "Choose an approved brief."],
    ];
    for (const [what, more, words] of cases) {
      const answer = await postForm(list, people.faculty.cookie, assignForm({ title: `${mark} typed title`, ...more }));
      expect(answer.status, what).toBe(400);
      expect(answer.body, what).toContain(words);
      expect(answer.body, what).toContain(`${mark} typed title`);
    }
    for (const brief of Object.values(briefs)) expect(await storedProjects(brief)).toEqual([]);
  });

  test("assigned through the form: each learner of the class has it with its milestones, and is notified", async () => {
    const answer = await postForm(list, people.faculty.cookie, assignForm());
    expect(answer.status, answer.body.slice(0, 300)).toBe(303);
    const enrolled = await directusAdmin<{ user: string }[]>(
      "GET",
      `/items/seed_enrolments?filter[class][_eq]=${classOf.learner}&filter[status][_eq]=active&fields=user&limit=-1`,
    );
    const stored = await storedProjects();
    expect(stored.map((p) => p.user).sort()).toEqual([...new Set(enrolled.map((e) => e.user))].sort());
    expect(stored[0]).toMatchObject({
      class: classOf.learner,
      title: `${mark} approved brief`,
      status: "in-progress",
      progress: 0,
      grade: null,
      due_on: "2031-04-30",
      milestones: [
        { title: "Market research", points: 10, score: null, feedback: null },
        { title: "Launch plan", points: 10, score: null, feedback: null },
      ],
    });
    const notes = await asPerson(
      people.learner.token,
      `/items/seed_notifications?filter[kind][_eq]=project.assigned&fields=params,link&sort=-id&limit=5`,
    );
    expect(notes.rows.map((n) => (n.params as { project: string }).project)).toContain(`${mark} approved brief`);
    // Once is enough: a second time, every learner already has it.
    const again = await postForm(list, people.faculty.cookie, assignForm());
    expect(again.status).toBe(400);
    expect(again.body).toContain("Every learner of this class already has this project.");
    expect(await storedProjects()).toHaveLength(stored.length);
    // The teacher's list shows the learner's row; the learner's Projects page shows the milestones.
    expect((await page(list, people.faculty.cookie)).body).toContain(`/teacher/portal/projects/${stored[0].id}`);
    const learnerPage = await page("/student/portal/learning/projects", people.learner.cookie);
    expect(learnerPage.body).toContain("Market research: not graded yet");
  });
});

describe("a content administrator does the same for any class on /staff/projects", () => {
  test("assigns an approved brief to another teacher's class, sees its projects and opens one; a teacher cannot reach the page", async () => {
    const staffList = "/staff/projects";
    const shown = await page(staffList, people.contentAdmin.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain("Projects made from briefs");
    expect(shown.body).toContain(`${mark} forStaff brief`);
    const form = assignForm({ brief: String(briefs.forStaff), class: String(classOf.learner2) });
    const answer = await postForm(staffList, people.contentAdmin.cookie, form);
    expect(answer.status, answer.body.slice(0, 300)).toBe(303);
    expect(answer.location).toBe(staffList);
    const stored = await storedProjects(briefs.forStaff);
    expect(stored.map((p) => p.user)).toContain(people.learner2.id);
    expect(stored.every((p) => p.class === classOf.learner2)).toBe(true);
    const mine = stored.find((p) => p.user === people.learner2.id)!;
    expect((await page(staffList, people.contentAdmin.cookie)).body).toContain(`/staff/projects/${mine.id}`);
    const one = await page(`/staff/projects/${mine.id}`, people.contentAdmin.cookie);
    expect(one.status).toBe(200);
    expect(one.body).toContain("Market research");
    // The learner reads it on their Projects page; a teacher is not staff.
    expect((await page("/student/portal/learning/projects", people.learner2.cookie)).body).toContain(`${mark} forStaff brief`);
    expect((await page(staffList, people.faculty.cookie)).status).toBe(403);
    expect((await postForm(staffList, people.faculty.cookie, form)).status).toBe(403);
  });
});

describe("a project for every class of a cohort at once", () => {
  test("a teacher's cohort choice reaches the learners of their classes in it, never another teacher's class", async () => {
    const [klass] = await directusAdmin<{ cohort: string }[]>(
      "GET",
      `/items/seed_classes?filter[id][_eq]=${classOf.learner}&fields=cohort`,
    );
    const shown = await page(list, people.faculty.cookie);
    expect(shown.body).toContain(`value="cohort:${klass.cohort}"`);
    const answer = await postForm(
      list,
      people.faculty.cookie,
      assignForm({ brief: String(briefs.forCohort), class: `cohort:${klass.cohort}` }),
    );
    expect(answer.status, answer.body.slice(0, 300)).toBe(303);
    const inCohort = await directusAdmin<{ id: number; teacher: string }[]>(
      "GET",
      `/items/seed_classes?filter[cohort][_eq]=${encodeURIComponent(klass.cohort)}&fields=id,teacher&limit=-1`,
    );
    const theirs = inCohort.filter((c) => c.teacher === people.faculty.id).map((c) => c.id);
    const stored = await storedProjects(briefs.forCohort);
    expect(stored.map((p) => p.user)).toContain(people.learner.id);
    expect([...new Set(stored.map((p) => p.class))].sort()).toEqual([...theirs].sort());
    // A cohort the teacher teaches no class of is no choice: words, nothing stored.
    const none = await postForm(
      list,
      people.faculty.cookie,
      assignForm({ brief: String(briefs.forCohort), class: "cohort:No such cohort" }),
    );
    expect(none.status).toBe(400);
    expect(none.body).toContain("cohort:No such cohort");
    expect(await storedProjects(briefs.forCohort)).toHaveLength(stored.length);
  });
});

describe("the teacher grades milestones; status, progress and grade follow", () => {
  test("met, then blocked, then passed: the learner is notified and the passed project is in their portfolio", async () => {
    const project = (await projectOf(people.learner.id))!;
    const url = `/teacher/portal/projects/${project.id}`;
    expect((await page(url, people.faculty.cookie)).body).toContain("Save the grade of “Market research”");
    const grade = (milestone: string, score: string, feedback: string) =>
      postForm(url, people.faculty.cookie, { intent: "milestone-grade", milestone, score, feedback });

    const first = await grade("1", "8", "Good sources.");
    expect(first.status).toBe(303);
    expect(await projectOf(people.learner.id)).toMatchObject({ status: "in-progress", progress: 0.5, grade: 4 });

    const second = await grade("2", "3", "Rework.");
    expect(second.status).toBe(303);
    expect(await projectOf(people.learner.id)).toMatchObject({ status: "blocked", progress: 0.5, grade: 5.5 });

    // A score above the milestone's points: words, what was typed kept, nothing changed.
    const above = await grade("2", "11", "Too kind");
    expect(above.status).toBe(400);
    expect(above.body).toContain("The score is at most 10.");
    expect(above.body).toContain("Too kind");
    expect(await projectOf(people.learner.id)).toMatchObject({ status: "blocked", grade: 5.5 });

    const third = await grade("2", "7", "Clear plan.");
    expect(third.status).toBe(303);
    const passed = (await projectOf(people.learner.id))!;
    expect(passed).toMatchObject({ status: "passed", progress: 1, grade: 7.5 });
    expect(passed.milestones.map((m) => [m.score, m.feedback])).toEqual([
      [8, "Good sources."],
      [7, "Clear plan."],
    ]);
    expect(passed.milestones.every((m) => m.graded_at)).toBe(true);

    const notes = await asPerson(
      people.learner.token,
      `/items/seed_notifications?filter[kind][_in]=project.graded,project.passed&fields=kind,params&sort=-id&limit=50`,
    );
    const ours = notes.rows.filter((n) => String((n.params as { project?: string }).project).includes(mark));
    expect(ours.map((n) => n.kind).sort()).toEqual(["project.graded", "project.graded", "project.graded", "project.passed"]);
    const portfolio = await page("/student/portal/portfolio", people.learner.cookie);
    expect(portfolio.body).toContain(`${mark} approved brief`);
    expect(portfolio.body).toContain("Grade so far: 7.5/10");
    expect(portfolio.body).toContain("Clear plan.");
  });
});

describe("Directus holds the same rules for each person's own token", () => {
  test("another teacher, another learner and a partner member read none of it; another teacher writes none", async () => {
    const project = (await projectOf(people.learner.id))!;
    for (const who of [people.faculty2, people.learner2])
      expect((await asPerson(who.token, `/items/seed_projects?filter[id][_eq]=${project.id}&fields=id`)).rows).toEqual([]);
    // A company reads a passed project only when the learner shares their portfolio with it (unchanged,
    // hiring-loop.test.ts), and never its milestones nor its grade.
    expect((await asPerson(people.partnerAdmin.token, `/items/seed_projects?filter[id][_eq]=${project.id}&fields=milestones`)).status).toBe(
      403,
    );
    expect((await asPerson(people.partnerAdmin.token, `/items/seed_projects?filter[id][_eq]=${project.id}&fields=grade`)).status).toBe(403);
    expect((await asToken(people.faculty2.token, "PATCH", `/items/seed_projects/${project.id}`, { milestones: [] })).status).toBe(403);
    expect((await page(`/teacher/portal/projects/${project.id}`, people.faculty2.cookie)).status).toBe(404);
    const refused = await postForm(`/teacher/portal/projects/${project.id}`, people.faculty2.cookie, {
      intent: "milestone-grade",
      milestone: "1",
      score: "0",
    });
    expect(refused.status).toBe(404);
    expect((await projectOf(people.learner.id))!.milestones[0].score).toBe(8);
    // A learner reads their own, never writes it.
    expect((await asPerson(people.learner.token, `/items/seed_projects?filter[id][_eq]=${project.id}&fields=id,grade`)).rows).toEqual([
      { id: project.id, grade: 7.5 },
    ]);
    expect((await asToken(people.learner.token, "PATCH", `/items/seed_projects/${project.id}`, { status: "passed" })).status).toBe(403);
  });

  test("a teacher's write cannot set status or progress, nor change a milestone's title or go above its points", async () => {
    const project = (await projectOf(people.learner.id))!;
    const path = `/items/seed_projects/${project.id}`;
    expect((await asToken(people.faculty.token, "PATCH", path, { status: "blocked", progress: 0.1, grade: 1 })).status).toBe(200);
    expect(await projectOf(people.learner.id)).toMatchObject({ status: "passed", progress: 1, grade: 7.5 });
    const renamed = project.milestones.map((m, i) => (i === 0 ? { ...m, title: "Something else" } : m));
    expect((await asToken(people.faculty.token, "PATCH", path, { milestones: renamed })).status).toBe(400);
    const above = project.milestones.map((m, i) => (i === 0 ? { ...m, score: 11 } : m));
    expect((await asToken(people.faculty.token, "PATCH", path, { milestones: above })).status).toBe(400);
    expect(await projectOf(people.learner.id)).toMatchObject({ status: "passed", grade: 7.5 });
  });

  test("a teacher creates only for their own class, from an approved brief, a learner of it, once", async () => {
    const milestones = [{ title: "One", points: 10 }];
    const create = (token: string, body: Record<string, unknown>) => asToken(token, "POST", "/items/seed_projects", body);
    const base = { brief: briefs.approved, title: `${mark} direct`, milestones };
    expect((await create(people.faculty.token, { ...base, class: classOf.learner2, user: people.learner2.id })).status).toBe(403);
    expect((await create(people.faculty.token, { ...base, class: classOf.learner, user: people.learner2.id })).status).toBe(400);
    expect(
      (await create(people.faculty.token, { ...base, brief: briefs.submitted, class: classOf.learner, user: people.learner.id })).status,
    ).toBe(400);
    // The learner has one from this brief in this class already (assigned above).
    const twice = await create(people.faculty.token, { ...base, class: classOf.learner, user: people.learner.id });
    expect(twice).toMatchObject({ status: 400, code: "RECORD_NOT_UNIQUE" });
    // A content administrator makes one for any class: the second learner's, taught by another teacher.
    const made = await create(people.contentAdmin.token, { ...base, class: classOf.learner2, user: people.learner2.id, status: "passed" });
    expect(made.status).toBe(200);
    const [row] = await directusAdmin<StoredProject[]>("GET", `/items/seed_projects?filter[id][_eq]=${made.id}&fields=${fields}`);
    expect(row).toMatchObject({ status: "in-progress", progress: 0, grade: null, milestones: [{ title: "One", points: 10, score: null }] });
  });
});
