// The academy's structure from the app (issue 50, first slice): content administrators create,
// change and delete courses and classes on /staff/courses and /staff/classes with their own token;
// editors are refused by the app and by Directus; bad input gets words, keeps what was typed and
// stores nothing; a course that classes teach and a class with learners or grades are not deleted.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { deleteCoursesCoded, deleteWhere, directusAdmin, testEnv } from "../support/env";
import { page, postForm, refusedWith, signInPeople, statusAs, type SignedInPerson } from "../support/people";
import { shown } from "../support/html";

const mark = randomUUID().slice(0, 6).toUpperCase();
const code = (suffix: string) => `ZS${mark}${suffix}`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty";
let people: Record<Name, SignedInPerson>;

const coursesWith = (value: string) =>
  directusAdmin<{ id: number; code: string; name: string; track: string | null }[]>(
    "GET",
    `/items/seed_courses?filter[code][_eq]=${encodeURIComponent(value)}&fields=id,code,name,track`,
  );
const classesOf = (courseId: number) =>
  directusAdmin<{ id: number; cohort: string; teacher: string; capacity: number | null }[]>(
    "GET",
    `/items/seed_classes?filter[course][_eq]=${courseId}&fields=id,cohort,teacher,capacity`,
  );

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "faculty"] as const);
});

afterAll(async () => {
  await deleteCoursesCoded(`ZS${mark}`);
  await deleteWhere("seed_cohorts", { name: { _starts_with: `ZS${mark}` } });
});

describe("who may", () => {
  test("an editor, a teacher and a learner get the area's 403 on every page and post; the Administrator gets the pages", async () => {
    for (const person of [people.editor, people.faculty, people.learner]) {
      for (const path of ["/staff/courses", "/staff/courses/new", "/staff/classes", "/staff/classes/new"]) {
        expect((await page(path, person.cookie)).status, path).toBe(403);
      }
      const posted = await postForm("/staff/courses/new", person.cookie, { code: code("E"), name: "Refused" });
      expect(posted.status).toBe(403);
    }
    expect(await coursesWith(code("E"))).toEqual([]);
    expect((await page("/staff/courses", people.admin.cookie)).status).toBe(200);
    expect((await page("/staff/classes/new", people.admin.cookie)).status).toBe(200);
  });

  test("Directus refuses an editor's own writes, and the content administrator's that break its rules", async () => {
    expect(await statusAs(people.editor.token, "POST", "/items/seed_courses", { code: code("D"), name: "Direct" })).toBe(403);
    expect(await coursesWith(code("D"))).toEqual([]);
    const [course] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_courses?filter[code][_eq]=EC101&fields=id");
    // A learner as a class's teacher; a capacity of 0; a course that classes teach deleted.
    const learnerTeaches = await statusAs(people.contentAdmin.token, "POST", "/items/seed_classes", {
      course: course.id,
      teacher: people.learner.id,
      cohort: `ZS${mark}`,
    });
    expect(learnerTeaches).toBe(403);
    const noSeats = await statusAs(people.contentAdmin.token, "POST", "/items/seed_classes", {
      course: course.id,
      teacher: people.faculty.id,
      cohort: `ZS${mark}`,
      capacity: 0,
    });
    expect([400, 403]).toContain(noSeats);
    expect(await directusAdmin<unknown[]>("GET", `/items/seed_classes?filter[cohort][_eq]=ZS${mark}&fields=id`)).toEqual([]);
    expect(await statusAs(people.contentAdmin.token, "DELETE", `/items/seed_courses/${course.id}`)).toBe(400);
    expect(await coursesWith("EC101")).toHaveLength(1);
  });
});

describe("a course", () => {
  test("is created, its code kept unique whatever its case, bad input answered with words and nothing stored", async () => {
    const made = await postForm("/staff/courses/new", people.contentAdmin.cookie, {
      code: code("a"),
      name: "Store operations",
      track: "ecommerce",
    });
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/courses");
    expect(await coursesWith(code("A"))).toMatchObject([{ code: code("A"), name: "Store operations", track: "ecommerce" }]);
    const list = shown((await page("/staff/courses", people.contentAdmin.cookie)).body);
    expect(list).toContain(code("A"));
    expect(list).toContain("Store operations");

    const again = await postForm("/staff/courses/new", people.contentAdmin.cookie, { code: ` ${code("a")} `, name: "Second try" });
    expect(again.status).toBe(400);
    expect(shown(again.body)).toContain("Another course already has this code.");
    expect(shown(again.body)).toContain('value="Second try"');
    expect(await coursesWith(code("A"))).toHaveLength(1);

    const cases: [Record<string, string>, string][] = [
      [{ code: "", name: "" }, "Enter the course's code."],
      [{ code: code("L"), name: "x".repeat(10_000) }, "Use at most 120 characters."],
      [{ code: "E".repeat(10_000), name: "Long code" }, "Use at most 20 characters."],
      [{ code: code("M"), name: "<script>alert(1)</script>" }, "Plain text only: no HTML tags."],
      [{ code: "<b>X</b>", name: "Markup code" }, "Use only letters, digits and dashes, such as EC101."],
      [{ code: code("T"), name: "Wrong track", track: "cooking" }, "Choose a track from the list."],
    ];
    for (const [form, words] of cases) {
      const body = await refusedWith("/staff/courses/new", people.contentAdmin.cookie, form, words);
      if (form.name) expect(body).toContain(`value="${form.name.replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`);
    }
    for (const suffix of ["L", "M", "T"]) expect(await coursesWith(code(suffix))).toEqual([]);
  });

  test("is changed in its own dialog; a course that classes teach is not deleted, and says how many", async () => {
    await postForm("/staff/courses/new", people.contentAdmin.cookie, { code: code("B"), name: "Ads basics" });
    const [course] = await coursesWith(code("B"));
    const edited = await postForm(`/staff/courses/${course.id}/edit`, people.contentAdmin.cookie, {
      code: code("B"),
      name: "Ads in depth",
      track: "martech",
    });
    expect(edited.status).toBe(303);
    expect(await coursesWith(code("B"))).toMatchObject([{ name: "Ads in depth", track: "martech" }]);
    // Another course's code is taken when changing too.
    const taken = await postForm(`/staff/courses/${course.id}/edit`, people.contentAdmin.cookie, { code: "EC101", name: "Ads in depth" });
    expect(taken.status).toBe(400);
    expect(shown(taken.body)).toContain("Another course already has this code.");

    await directusAdmin("POST", "/items/seed_classes", { course: course.id, teacher: people.faculty.id, cohort: "K99-A" });
    const asked = shown((await page(`/staff/courses/${course.id}/delete`, people.contentAdmin.cookie)).body);
    expect(asked).toContain(`${code("B")} is taught by 1 class, so it cannot be deleted.`);
    const refused = await postForm(`/staff/courses/${course.id}/delete`, people.contentAdmin.cookie, {});
    expect(refused.status).toBe(409);
    expect(shown(refused.body)).toContain("Classes teach this course now, so it was not deleted.");
    expect(await coursesWith(code("B"))).toHaveLength(1);

    await deleteWhere("seed_classes", { course: { _eq: course.id } });
    expect(shown((await page(`/staff/courses/${course.id}/delete`, people.contentAdmin.cookie)).body)).toContain("is taught by no class");
    const deleted = await postForm(`/staff/courses/${course.id}/delete`, people.contentAdmin.cookie, {});
    expect(deleted.status).toBe(303);
    expect(await coursesWith(code("B"))).toEqual([]);
    expect((await page(`/staff/courses/${course.id}/edit`, people.contentAdmin.cookie)).status).toBe(404);
  });
});

describe("the changes page", () => {
  test("shows who created, changed and deleted a course, newest first; nobody else reads those records", async () => {
    await postForm("/staff/courses/new", people.contentAdmin.cookie, { code: code("C"), name: "Changes first" });
    const [course] = await coursesWith(code("C"));
    await postForm(`/staff/courses/${course.id}/edit`, people.contentAdmin.cookie, { code: code("C"), name: "Changes second" });
    expect((await postForm(`/staff/courses/${course.id}/delete`, people.contentAdmin.cookie, {})).status).toBe(303);

    const [me] = await directusAdmin<{ first_name: string | null; last_name: string | null }[]>(
      "GET",
      `/users?filter[id][_eq]=${people.contentAdmin.id}&fields=first_name,last_name`,
    );
    const name = [me.first_name, me.last_name].filter(Boolean).join(" ");
    expect(name).not.toBe("");
    const body = shown((await page("/staff/activity?what=courses", people.contentAdmin.cookie)).body);
    // The three rows of this course, newest first, each with who and which (the revision's code and name).
    const rows = [...body.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/g)]
      .map((row) => row[1])
      .filter((row) => row.includes(`Course #${course.id}<`));
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => /(Deleted|Changed|Created)/.exec(row)?.[1])).toEqual(["Deleted", "Changed", "Created"]);
    for (const row of rows) expect(row).toContain(name);
    expect(rows[1]).toContain(`${code("C")} · Changes second`);
    expect(rows[2]).toContain(`${code("C")} · Changes first`);
    // Another table's filter does not show it; a page past the end says so.
    expect(shown((await page("/staff/activity?what=classes", people.contentAdmin.cookie)).body)).not.toContain(`Course #${course.id}<`);

    // The records are the content administrators': an editor, a teacher and a learner get the area's
    // 403, and their own tokens read none of them in Directus.
    for (const person of [people.editor, people.faculty, people.learner]) {
      expect((await page("/staff/activity", person.cookie)).status).toBe(403);
      const read = await fetch(`${testEnv.directusUrl}/activity?filter[collection][_eq]=seed_courses&fields=id&limit=1`, {
        headers: { Authorization: `Bearer ${person.token}` },
      });
      expect(read.status === 403 || ((await read.json()) as { data: unknown[] }).data.length === 0).toBe(true);
    }
  });
});

describe("a class", () => {
  test("is created with a faculty account as its teacher and a capacity; bad choices get words; with a learner it is not deleted", async () => {
    await postForm("/staff/courses/new", people.contentAdmin.cookie, { code: code("C"), name: "Shop analytics" });
    const [course] = await coursesWith(code("C"));
    // The cohorts a class chooses from (issue 50: seed_cohorts).
    for (const suffix of ["A", "B"]) await directusAdmin("POST", "/items/seed_cohorts", { name: `ZS${mark}-${suffix}` });
    const form = { course: String(course.id), cohort: `ZS${mark}-A`, teacher: people.faculty.id, capacity: "25" };

    const bad: [Record<string, string>, string][] = [
      [{ ...form, capacity: "0" }, "Enter a whole number from 1 to 1000, or leave it empty."],
      [{ ...form, capacity: "ten" }, "Enter a whole number from 1 to 1000, or leave it empty."],
      [{ ...form, teacher: people.learner.id }, "Choose one of the teachers in the list."],
      [{ ...form, course: "999999999" }, "That course does not exist any more: choose another."],
      [{ ...form, cohort: "k".repeat(10_000) }, "Use at most 40 characters."],
      [{ ...form, cohort: "<img src=x onerror=alert(1)>" }, "Plain text only: no HTML tags."],
      [{ ...form, cohort: "" }, "Choose a cohort."],
      [{ ...form, cohort: "K26-Z" }, "Choose one of the cohorts in the list."],
    ];
    for (const [sent, words] of bad) {
      const refused = await postForm("/staff/classes/new", people.contentAdmin.cookie, sent);
      expect(refused.status, words).toBe(400);
      expect(shown(refused.body)).toContain(words);
    }
    expect(await classesOf(course.id)).toEqual([]);

    const made = await postForm("/staff/classes/new", people.contentAdmin.cookie, form);
    expect(made.status).toBe(303);
    expect(made.location).toBe("/staff/classes");
    const [klass] = await classesOf(course.id);
    expect(klass).toMatchObject({ cohort: `ZS${mark}-A`, teacher: people.faculty.id, capacity: 25 });
    const list = shown((await page("/staff/classes", people.contentAdmin.cookie)).body);
    expect(list).toContain(`${code("C")} · Shop analytics`);
    expect(list).toContain("Hương Đỗ");

    // Capacity emptied: none.
    const edited = await postForm(`/staff/classes/${klass.id}/edit`, people.contentAdmin.cookie, {
      ...form,
      capacity: "",
      cohort: `ZS${mark}-B`,
    });
    expect(edited.status).toBe(303);
    expect((await classesOf(course.id))[0]).toMatchObject({ cohort: `ZS${mark}-B`, capacity: null });

    // A learner enrolled: the confirmation names them, the delete is refused, in the app and in Directus.
    await directusAdmin("POST", "/items/seed_enrolments", { user: people.learner.id, class: klass.id, status: "active" });
    const asked = shown((await page(`/staff/classes/${klass.id}/delete`, people.contentAdmin.cookie)).body);
    expect(asked).toContain("has 1 enrolled learner and 0 grades, so it cannot be deleted.");
    const refused = await postForm(`/staff/classes/${klass.id}/delete`, people.contentAdmin.cookie, {});
    expect(refused.status).toBe(409);
    expect(shown(refused.body)).toContain("This class has learners or grades now, so it was not deleted.");
    expect(await statusAs(people.contentAdmin.token, "DELETE", `/items/seed_classes/${klass.id}`)).toBe(400);
    expect(await classesOf(course.id)).toHaveLength(1);

    await deleteWhere("seed_enrolments", { class: { _eq: klass.id } });
    const deleted = await postForm(`/staff/classes/${klass.id}/delete`, people.contentAdmin.cookie, {});
    expect(deleted.status).toBe(303);
    expect(await classesOf(course.id)).toEqual([]);
  });
});
