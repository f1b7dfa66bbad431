// Export CSV of the enrolments (issue 50, item 3): a content administrator (and the Administrator)
// downloads every learner's class as their own token reads it, one line per enrolment, with the
// course, cohort, status and enrolled day; a cell that would start a formula is defused. Editors,
// learners, teachers and partners are refused by the staff area.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { signInPeople, type SignedInPerson } from "../support/people";

const mark = randomUUID().slice(0, 6).toUpperCase();
const cohort = `ZE${mark}`;
const email = `ze-${mark.toLowerCase()}@example.com`;
type Name = "contentAdmin" | "admin" | "editor" | "learner" | "faculty" | "partnerAdmin";
let people: Record<Name, SignedInPerson>;
let courseId = 0;
let classId = 0;
let learnerId = "";

beforeAll(async () => {
  people = await signInPeople(["contentAdmin", "admin", "editor", "learner", "faculty", "partnerAdmin"] as const);
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  await directusAdmin("POST", "/items/seed_cohorts", { name: cohort });
  const course = await directusAdmin<{ id: number }>("POST", "/items/seed_courses", { code: `${cohort}-EC`, name: "@Export course" });
  courseId = course.id;
  const made = await directusAdmin<{ id: number }>("POST", "/items/seed_classes", { course: courseId, teacher: people.faculty.id, cohort });
  classId = made.id;
  // A learner whose names a spreadsheet would take for formulas.
  const learner = await directusAdmin<{ id: string }>("POST", "/users", {
    email,
    first_name: '=HYPERLINK("http://evil.example","Lan")',
    last_name: "＋Trần",
    role: role!.id,
    status: "active",
  });
  learnerId = learner.id;
  await directusAdmin("POST", "/items/seed_enrolments", { user: learnerId, class: classId, status: "active" });
});

afterAll(async () => {
  await deleteWhere("seed_enrolments", { class: { _eq: classId } });
  await deleteWhere("seed_classes", { id: { _eq: classId } });
  await deleteWhere("seed_courses", { id: { _eq: courseId } });
  await deleteWhere("seed_cohorts", { name: { _eq: cohort } });
  if (learnerId) await directusAdmin("DELETE", `/users/${learnerId}`);
});

async function download(cookie: string) {
  const response = await fetch(`${testEnv.appUrl}/staff/enrolments.csv`, { headers: { Cookie: `lng=en; ${cookie}` }, redirect: "manual" });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // The byte-order mark (for spreadsheets) is checked as bytes: a decoder drops it.
  return {
    status: response.status,
    headers: response.headers,
    bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
    text: new TextDecoder().decode(bytes),
  };
}

test("the content administrator downloads every enrolment with its course, cohort, status and day, formulas defused", async () => {
  const file = await download(people.contentAdmin.cookie);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(file.headers.get("cache-control")).toBe("private, no-store");
  const day = new Date().toISOString().slice(0, 10);
  expect(file.headers.get("content-disposition")).toBe(`attachment; filename="enrolments-${day}.csv"`);
  expect(file.bom).toBe(true);
  const lines = file.text.trimEnd().split("\r\n");
  expect(lines[0]).toBe('"email","first_name","last_name","cohort","course_code","course","class","status","enrolled_on"');
  const ours = lines.filter((line) => line.startsWith(`"${email}"`));
  expect(ours).toEqual([
    `"${email}","'=HYPERLINK(""http://evil.example"",""Lan"")","'＋Trần","${cohort}","${cohort}-EC","'@Export course","${classId}","active","${day}"`,
  ]);
  // The sample learner's enrolment is there too (K24-A), and nobody's but learners'.
  expect(lines.some((line) => line.startsWith('"learner@example.com"') && line.includes('"K24-A"'))).toBe(true);
  expect(lines.some((line) => line.startsWith('"faculty@example.com"'))).toBe(false);
});

test("the Administrator downloads it too", async () => {
  const file = await download(people.admin.cookie);
  expect(file.status).toBe(200);
  expect(file.text).toContain(`"${email}"`);
});

test("an editor, a learner, a teacher and a partner are refused and get no enrolment", async () => {
  for (const name of ["editor", "learner", "faculty", "partnerAdmin"] as const) {
    const file = await download(people[name].cookie);
    expect([403, 404], name).toContain(file.status);
    expect(file.text, name).not.toContain(email);
    expect(file.headers.get("content-type"), name).not.toMatch(/csv/);
  }
});
