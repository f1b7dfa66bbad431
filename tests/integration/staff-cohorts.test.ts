// Cohorts (issue 50, item 1): content administrators and the Administrator run the intakes on
// /staff/cohorts with their own token; other roles are refused by the app and by Directus. Bad input
// gets words, keeps what was typed and stores nothing; a new name follows into the cohort's classes;
// a cohort that classes are taught to is not deleted (in the app and in Directus); migration 004 made
// a cohort of each name the classes' text field used, and makes one again for a name it has not seen.
import { randomUUID } from "node:crypto";
import { createDirectus, rest, staticToken } from "@directus/sdk";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { cohortsFromClasses } from "../../cms/migrations/cohorts.mjs";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { page, postForm, refusedWith, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { shown } from "../support/html";
import { expectStructureRefused } from "../support/structure";

const mark = randomUUID().slice(0, 6).toUpperCase();
const name = (suffix: string) => `ZC${mark}${suffix}`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty";
let people: Record<Name, SignedInPerson>;
let courseId = 0;

type StoredCohort = { id: number; name: string; starts_on: string | null; ends_on: string | null };
const cohortsNamed = (value: string) =>
  directusAdmin<StoredCohort[]>(
    "GET",
    `/items/seed_cohorts?filter[name][_eq]=${encodeURIComponent(value)}&fields=id,name,starts_on,ends_on`,
  );
const classesOf = (cohort: string) =>
  directusAdmin<{ id: number; cohort: string }[]>(
    "GET",
    `/items/seed_classes?filter[cohort][_eq]=${encodeURIComponent(cohort)}&fields=id,cohort`,
  );

/** A class of this file's course, taught by the sample teacher, in `cohort`. */
const newClass = (cohort: string, more: { capacity?: number } = {}) =>
  directusAdmin<{ id: number }>("POST", "/items/seed_classes", { course: courseId, teacher: people.faculty.id, cohort, ...more });

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "faculty"] as const);
  const course = await directusAdmin<{ id: number }>("POST", "/items/seed_courses", { code: name("C"), name: "Cohort course" });
  courseId = course.id;
});

afterAll(async () => {
  await deleteWhere("seed_enrolments", { class: { course: { _eq: courseId } } });
  await deleteWhere("seed_classes", { course: { _eq: courseId } });
  await deleteWhere("seed_courses", { id: { _eq: courseId } });
  await deleteWhere("seed_cohorts", { name: { _starts_with: `ZC${mark}` } });
});

const good = (suffix: string, more: Record<string, string> = {}) => ({
  name: name(suffix),
  starts_on: "2027-09-01",
  ends_on: "2028-06-30",
  ...more,
});

describe("who may", () => {
  test("an editor, a teacher and a learner get the area's 403 on every page and post; the Administrator gets the pages", async () => {
    const [sample] = await cohortsNamed("K24-A");
    expect(sample, "the sample cohort").toBeTruthy();
    for (const person of [people.editor, people.faculty, people.learner]) {
      await expectStructureRefused("cohorts", sample.id, person.cookie, good("E"));
    }
    expect(await cohortsNamed(name("E"))).toEqual([]);
    expect(await cohortsNamed("K24-A")).toHaveLength(1);
    const list = await page("/staff/cohorts", people.admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body).toContain("K24-A");
    expect((await page("/staff/cohorts/new", people.admin.cookie)).status).toBe(200);
  });

  test("Directus refuses other roles' own writes, and the content administrator's that break its rules", async () => {
    for (const person of [people.editor, people.faculty, people.learner]) {
      expect(await statusAs(person.token, "POST", "/items/seed_cohorts", good("D")), person.id).toBe(403);
    }
    expect(await cohortsNamed(name("D"))).toEqual([]);
    // An end before its start; a class given a cohort that does not exist; a cohort with classes deleted.
    expect(await statusAs(people.contentAdmin.token, "POST", "/items/seed_cohorts", good("D", { ends_on: "2027-08-31" }))).toBe(400);
    expect(await cohortsNamed(name("D"))).toEqual([]);
    const unknown = await statusAs(people.contentAdmin.token, "POST", "/items/seed_classes", {
      course: courseId,
      teacher: people.faculty.id,
      cohort: name("NONE"),
    });
    expect(unknown).toBe(400);
    expect(await classesOf(name("NONE"))).toEqual([]);
    const [sample] = await cohortsNamed("K24-A");
    expect(await statusAs(people.contentAdmin.token, "DELETE", `/items/seed_cohorts/${sample.id}`)).toBe(400);
    expect(await cohortsNamed("K24-A")).toHaveLength(1);
  });
});

describe("a cohort", () => {
  test("is created; bad input gets words, keeps what was typed and stores nothing", async () => {
    const made = await postForm("/staff/cohorts/new", people.contentAdmin.cookie, good("A"));
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/cohorts");
    expect(await cohortsNamed(name("A"))).toMatchObject([{ starts_on: "2027-09-01", ends_on: "2028-06-30" }]);
    expect(shown((await page("/staff/cohorts", people.contentAdmin.cookie)).body)).toContain(name("A"));

    const cases: [Record<string, string>, string][] = [
      [good("A", { starts_on: "2027-01-01" }), "Another cohort already has this name."],
      [good("B", { ends_on: "2027-08-31" }), "The end date cannot be before the start date."],
      [good("B", { starts_on: "" }), "Enter the start date."],
      [good("B", { ends_on: "2028-02-30" }), "Enter a date such as 2027-06-30."],
      [good("B", { starts_on: "next week" }), "Enter a date such as 2026-09-01."],
      [good("B", { name: "" }), "Enter the name."],
      [good("B", { name: "k".repeat(10_000) }), "Use at most 40 characters."],
      [good("B", { name: "<img src=x onerror=alert(1)>" }), "Plain text only: no HTML tags."],
    ];
    for (const [form, words] of cases) {
      const body = await refusedWith("/staff/cohorts/new", people.contentAdmin.cookie, form, words);
      // What was typed comes back in the form.
      expect(body, words).toContain(`value="${form.ends_on}"`);
      if (form.name && form.name.length < 100)
        expect(body, words).toContain(`value="${form.name.replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`);
    }
    expect(await cohortsNamed(name("A"))).toMatchObject([{ starts_on: "2027-09-01" }]);
    expect(await cohortsNamed(name("B"))).toEqual([]);
  });

  test("a class chooses its cohort from the list; a new name follows into its classes", async () => {
    await postForm("/staff/cohorts/new", people.contentAdmin.cookie, good("R"));
    const [cohort] = await cohortsNamed(name("R"));
    const form = { course: String(courseId), cohort: name("R"), teacher: people.faculty.id, capacity: "" };
    const unknown = await postForm("/staff/classes/new", people.contentAdmin.cookie, { ...form, cohort: name("NOPE") });
    expect(unknown.status).toBe(400);
    expect(shown(unknown.body)).toContain("Choose one of the cohorts in the list.");
    expect(shown((await page("/staff/classes/new", people.contentAdmin.cookie)).body)).toContain(`<option value="${name("R")}">`);
    expect((await postForm("/staff/classes/new", people.contentAdmin.cookie, form)).status).toBe(303);
    expect(await classesOf(name("R"))).toHaveLength(1);

    const renamed = await postForm(`/staff/cohorts/${cohort.id}/edit`, people.contentAdmin.cookie, good("S", { ends_on: "2028-07-31" }));
    expect(renamed.status).toBe(303);
    expect(await cohortsNamed(name("S"))).toMatchObject([{ id: cohort.id, ends_on: "2028-07-31" }]);
    expect(await classesOf(name("R"))).toEqual([]);
    expect(await classesOf(name("S"))).toHaveLength(1);
    // Another cohort's name is taken when changing too.
    const taken = await postForm(`/staff/cohorts/${cohort.id}/edit`, people.contentAdmin.cookie, good("S", { name: "K24-A" }));
    expect(taken.status).toBe(400);
    expect(shown(taken.body)).toContain("Another cohort already has this name.");
    expect(await classesOf(name("S"))).toHaveLength(1);
  });

  test("a rename is one write (ADR 054): one Directus refuses after its hook moves no class; any rename moves them all with it", async () => {
    await postForm("/staff/cohorts/new", people.contentAdmin.cookie, good("M"));
    const [cohort] = await cohortsNamed(name("M"));
    const form = { course: String(courseId), cohort: name("M"), teacher: people.faculty.id, capacity: "" };
    for (let i = 0; i < 3; i++) expect((await postForm("/staff/classes/new", people.contentAdmin.cookie, form)).status).toBe(303);
    expect(await classesOf(name("M"))).toHaveLength(3);

    // The hook checks the rename and lets it through; Directus' permissions then refuse a field the
    // staff policy does not grant, and the database refuses a name another cohort has: nothing moved.
    const refused = await statusAs(people.contentAdmin.token, "PATCH", `/items/seed_cohorts/${cohort.id}`, { name: name("N"), id: 1 });
    expect(refused).toBe(403);
    expect(
      await statusAs(people.contentAdmin.token, "PATCH", `/items/seed_cohorts/${cohort.id}`, { name: name("N"), nope: 1 }),
    ).toBeGreaterThanOrEqual(400);
    expect(await cohortsNamed(name("N"))).toEqual([]);
    expect(await classesOf(name("N"))).toEqual([]);
    expect(await classesOf(name("M"))).toHaveLength(3);

    // Several renames at once, as two staff screens would send them: the classes always name the
    // cohort's name, whichever write came last.
    const names = ["P", "Q", "T"].map(name);
    await Promise.all(
      names.map((next) => statusAs(people.contentAdmin.token, "PATCH", `/items/seed_cohorts/${cohort.id}`, { name: next })),
    );
    const [stored] = await directusAdmin<StoredCohort[]>("GET", `/items/seed_cohorts?filter[id][_eq]=${cohort.id}&fields=id,name`);
    expect(names).toContain(stored.name);
    expect(await classesOf(stored.name)).toHaveLength(3);
    for (const other of [name("M"), ...names.filter((n) => n !== stored.name)]) expect(await classesOf(other)).toEqual([]);

    // The Administrator's rename (no hook check) moves them in the same write too.
    await directusAdmin("PATCH", `/items/seed_cohorts/${cohort.id}`, { name: name("U") });
    expect(await classesOf(name("U"))).toHaveLength(3);
    expect(await classesOf(stored.name)).toEqual([]);
  });

  test("with classes it is not deleted, and says what depends on it; without, it is; then its dialogs say it is gone", async () => {
    await postForm("/staff/cohorts/new", people.contentAdmin.cookie, good("X"));
    const [cohort] = await cohortsNamed(name("X"));
    const klass = await newClass(name("X"));
    await directusAdmin("POST", "/items/seed_enrolments", { user: people.learner.id, class: klass.id, status: "active" });
    const asked = shown((await page(`/staff/cohorts/${cohort.id}/delete`, people.contentAdmin.cookie)).body);
    expect(asked).toContain(`${name("X")} has 1 class with 1 enrolled learner, so it cannot be deleted.`);
    expect(asked).not.toContain(">Delete cohort<");
    const refused = await postForm(`/staff/cohorts/${cohort.id}/delete`, people.contentAdmin.cookie, {});
    expect(refused.status).toBe(409);
    expect(shown(refused.body)).toContain("Classes are taught to this cohort now, so it was not deleted.");
    expect(await cohortsNamed(name("X"))).toHaveLength(1);

    await deleteWhere("seed_enrolments", { class: { _eq: klass.id } });
    await directusAdmin("DELETE", `/items/seed_classes/${klass.id}`);
    expect(shown((await page(`/staff/cohorts/${cohort.id}/delete`, people.contentAdmin.cookie)).body)).toContain(
      `${name("X")} has no classes.`,
    );
    const deleted = await postForm(`/staff/cohorts/${cohort.id}/delete`, people.contentAdmin.cookie, {});
    expect(deleted.status).toBe(303);
    expect(await cohortsNamed(name("X"))).toEqual([]);

    const gone = await page(`/staff/cohorts/${cohort.id}/edit`, people.contentAdmin.cookie);
    expect(gone.status).toBe(404);
    expect(shown(gone.body)).toContain("This cohort no longer exists");
    const lateEdit = await postForm(`/staff/cohorts/${cohort.id}/edit`, people.contentAdmin.cookie, good("Y"));
    expect(lateEdit.status).toBe(404);
    expect(shown(lateEdit.body)).toContain(`value="${name("Y")}"`);
    expect(await cohortsNamed(name("Y"))).toEqual([]);
  });
});

test("migration 004 makes a cohort of each name the classes' text field uses, once", async () => {
  const klass = await newClass(name("G"));
  expect(await cohortsNamed(name("G"))).toEqual([]);
  const client = createDirectus(testEnv.directusUrl).with(rest()).with(staticToken(testEnv.adminToken));
  const request = <T>(command: unknown) => client.request(command as Parameters<typeof client.request>[0]) as Promise<T>;
  await cohortsFromClasses.up(request);
  await cohortsFromClasses.up(request);
  expect(await cohortsNamed(name("G"))).toMatchObject([{ name: name("G"), starts_on: null, ends_on: null }]);
  expect(await cohortsNamed("K24-A")).toHaveLength(1);
  await directusAdmin("DELETE", `/items/seed_classes/${klass.id}`);
});

describe("the admin page's enrolment actions (issue 50)", () => {
  const adminPath = "/a-7f3c91e2";
  const made: string[] = [];
  /** A learner of this test: a seed-user account nobody else uses. */
  async function newLearner(suffix: string) {
    const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
    const user = await directusAdmin<{ id: string }>("POST", "/users", {
      email: `zc-${mark.toLowerCase()}-${suffix}@example.com`,
      first_name: "Cohort",
      last_name: suffix.toUpperCase(),
      role: role.id,
      status: "active",
    });
    made.push(user.id);
    return user.id;
  }
  const enrolmentsOf = (user: string) =>
    directusAdmin<{ class: number }[]>("GET", `/items/seed_enrolments?filter[user][_eq]=${user}&fields=class`);
  const notificationsOf = (user: string, kind: string) =>
    directusAdmin<{ params: Record<string, string>; link: string | null }[]>(
      "GET",
      `/items/seed_notifications?filter[user][_eq]=${user}&filter[kind][_eq]=${encodeURIComponent(kind)}&fields=params,link&sort=-id`,
    );

  afterAll(async () => {
    for (const id of made) await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
    await deleteWhere("seed_notifications", { _and: [{ user: { _eq: people.faculty.id } }, { kind: { _eq: "class.learnerJoined" } }] });
  });

  test("a full class refuses with words and enrols nobody; with room the learner and the teacher are told", async () => {
    await directusAdmin("POST", "/items/seed_cohorts", { name: name("P") });
    const klass = await newClass(name("P"), { capacity: 1 });
    const [a, b, c] = [await newLearner("a"), await newLearner("b"), await newLearner("c")];
    await directusAdmin("POST", "/items/seed_enrolments", { user: a, class: klass.id, status: "active" });
    const full = "A class is full: it already has as many learners as its capacity, so nobody was enrolled.";

    const assign = await postForm(`${adminPath}/learners/${b}/assign-class`, people.contentAdmin.cookie, { class: String(klass.id) });
    expect(assign.status).toBe(409);
    expect(shown(assign.body)).toContain(full);
    const bulk = await postForm(`${adminPath}/learners/bulk`, people.contentAdmin.cookie, {
      intent: "bulkAssign",
      ids: b,
      class: String(klass.id),
    });
    expect(bulk.status).toBe(409);
    expect(shown(bulk.body)).toContain(full);
    const move = await postForm(`${adminPath}/learners/${c}/cohort`, people.contentAdmin.cookie, { cohort: name("P") });
    expect(move.status).toBe(409);
    expect(shown(move.body)).toContain(full);
    expect(await enrolmentsOf(b)).toEqual([]);
    expect(await enrolmentsOf(c)).toEqual([]);
    expect(await notificationsOf(b, "class.joined")).toEqual([]);

    // Room for one more: B is enrolled; B and the teacher are told.
    await directusAdmin("PATCH", `/items/seed_classes/${klass.id}`, { capacity: 2 });
    const assigned = await postForm(`${adminPath}/learners/${b}/assign-class`, people.contentAdmin.cookie, { class: String(klass.id) });
    expect(assigned.status).toBe(303);
    expect(await enrolmentsOf(b)).toEqual([{ class: klass.id }]);
    const [joined] = await notificationsOf(b, "class.joined");
    expect(joined.params.class).toContain(name("C"));
    expect(joined.params.class).toContain(name("P"));
    const toTeacher = await notificationsOf(people.faculty.id, "class.learnerJoined");
    expect(toTeacher.some((row) => row.params.learner === "Cohort B" && row.params.class.includes(name("P")))).toBe(true);

    // Full again for C's move; one more seat, and C is moved and told.
    expect((await postForm(`${adminPath}/learners/${c}/cohort`, people.contentAdmin.cookie, { cohort: name("P") })).status).toBe(409);
    await directusAdmin("PATCH", `/items/seed_classes/${klass.id}`, { capacity: 3 });
    expect((await postForm(`${adminPath}/learners/${c}/cohort`, people.contentAdmin.cookie, { cohort: name("P") })).status).toBe(303);
    expect(await enrolmentsOf(c)).toEqual([{ class: klass.id }]);
    expect((await notificationsOf(c, "cohort.moved"))[0]?.params).toEqual({ cohort: name("P") });
    const teacherAgain = await notificationsOf(people.faculty.id, "class.learnerJoined");
    expect(teacherAgain.some((row) => row.params.learner === "Cohort C")).toBe(true);
  });

  test("Import CSV: a row whose cohort has a full class is a problem, in the preview and at confirm; the rows with room are enrolled and told", async () => {
    await directusAdmin("POST", "/items/seed_cohorts", { name: name("Q") });
    const klass = await newClass(name("Q"), { capacity: 2 });
    const [a, b, c] = [await newLearner("qa"), await newLearner("qb"), await newLearner("qc")];
    await directusAdmin("POST", "/items/seed_enrolments", { user: a, class: klass.id, status: "active" });
    const address = (suffix: string) => `zc-${mark.toLowerCase()}-${suffix}@example.com`;
    // A is in the class already (no more room taken), B takes its last seat, C finds it full.
    const csv = ["qa", "qb", "qc"].map((suffix) => `${address(suffix)},Cohort,${suffix.toUpperCase()},${name("Q")}`);
    const post = async (form: FormData) => {
      const response = await fetch(`${testEnv.appUrl}${adminPath}/import`, {
        method: "POST",
        headers: { Origin: testEnv.appUrl, Cookie: `lng=en; ${people.contentAdmin.cookie}` },
        body: form,
        redirect: "manual",
      });
      // The page as shown: its scripts, which carry every word of the area, left out.
      return { status: response.status, html: shown((await response.text()).replace(/<script[\s\S]*?<\/script>/g, "")) };
    };
    const form = new FormData();
    form.set("intent", "preview");
    form.set("file", new Blob([`email,first_name,last_name,cohort\r\n${csv.join("\r\n")}\r\n`], { type: "text/csv" }), "learners.csv");
    const preview = await post(form);
    expect(preview.status).toBe(200);
    expect(preview.html).toContain("A class of this cohort is full");
    expect(preview.html.split("A class of this cohort is full").length - 1).toBe(1);
    const kept = preview.html.match(/name="preview" value="([0-9a-f-]{36})"/)?.[1];
    expect(kept, "the preview kept on the server").toBeTruthy();
    expect(await enrolmentsOf(b)).toEqual([]);

    // Before the confirm another learner takes B's seat: the confirm checks again and writes nothing.
    await directusAdmin("PATCH", `/items/seed_classes/${klass.id}`, { capacity: 1 });
    const changed = await postForm(`${adminPath}/import`, people.contentAdmin.cookie, { intent: "import", preview: kept! });
    expect(changed.status).toBe(409);
    expect(shown(changed.body)).toContain("A class of this cohort is full");
    expect(await enrolmentsOf(b)).toEqual([]);

    await directusAdmin("PATCH", `/items/seed_classes/${klass.id}`, { capacity: 2 });
    const again = await post(form);
    const id = again.html.match(/name="preview" value="([0-9a-f-]{36})"/)?.[1];
    const confirmed = await postForm(`${adminPath}/import`, people.contentAdmin.cookie, { intent: "import", preview: id! });
    expect(confirmed.status).toBe(303);
    expect(await enrolmentsOf(b)).toEqual([{ class: klass.id }]);
    expect(await enrolmentsOf(c)).toEqual([]);
    expect((await notificationsOf(b, "class.joined"))[0]?.params.class).toContain(name("Q"));
    expect(await notificationsOf(c, "class.joined")).toEqual([]);
    const toTeacher = await notificationsOf(people.faculty.id, "class.learnerJoined");
    expect(toTeacher.some((row) => row.params.learner === "Cohort QB" && row.params.class.includes(name("Q")))).toBe(true);
  });
});
