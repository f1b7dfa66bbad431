// Issue 26: one learner never sees another's rows, and one teacher never another's classes: by the
// portal's pages, their `.data` requests, their forms with the other person's ids, and directly in
// Directus with each person's own token. Rows marked here are made for this file and removed after.
import { randomUUID } from "node:crypto";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sampleAccounts } from "../../cms/accounts.mjs";
import { directusAdmin, testEnv } from "../support/env";
import { asPerson, page, postForm as post, signInPeople, type SignedInPerson } from "../support/people";

const mark = `iso-${randomUUID().slice(0, 8)}`;
const people = {} as Record<"learner" | "learner2" | "faculty" | "faculty2", SignedInPerson>;
const made: { collection: string; id: number }[] = [];
let actionId = 0;
let itemOfFaculty = 0;
let classOfFaculty = 0;
let attendanceOfLearner = 0;
/** A partner's open job only the first learner is matched to (its title has no `mark`: every learner may read open jobs). */
const openRole = `Role ${randomUUID().slice(0, 8)}`;
const closedRole = `Closed role ${randomUUID().slice(0, 8)}`;
let jobOfLearner = 0;
let matchOfLearner = 0;
let snapshotOfLearner = 0;
/** The first learner's profile as the seed left it (this file gives it a track of its own, then puts it back). */
let profileOfLearner: { id: number; track: string | null } | null = null;
const learnerAccount = sampleAccounts.find((account) => account.email === "learner@example.com")!;
const learnerName = `${learnerAccount.first_name} ${learnerAccount.last_name}`;

/** A page's `.data` request (before its query, if any). */
const dataPath = (path: string) => path.replace(/(\?|$)/, ".data$1");

/** A `.data` request's loader data of the route whose data has `key` (React Router's turbo-stream, decoded). */
async function routeData(path: string, cookie: string, key: string) {
  const response = await fetch(`${testEnv.appUrl}${dataPath(path)}`, { headers: { Cookie: `lng=en; ${cookie}` }, redirect: "manual" });
  expect(response.status, path).toBe(200);
  const { value, done } = await decodeViaTurboStream(response.body!, globalThis);
  await done;
  const routes = Object.values(value as Record<string, { data?: Record<string, unknown> }>);
  return routes.map((route) => route.data).find((data) => data && key in data) as Record<string, unknown>;
}

const create = async (collection: string, item: Record<string, unknown>) => {
  const row = await directusAdmin<{ id: number }>("POST", `/items/${collection}`, item);
  made.push({ collection, id: row.id });
  return row.id;
};

beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty", "faculty2"] as const));
  actionId = await create("seed_next_actions", { user: people.learner.id, label: `${mark} action`, type: "read" });
  await create("seed_notifications", { user: people.learner.id, kind: "text", params: { text: `${mark} notification` } });
  await create("seed_projects", { user: people.learner.id, title: `${mark} project`, status: "in-progress", progress: 0.3 });
  await create("seed_projects", { user: people.learner.id, title: `${mark} passed project`, status: "passed", progress: 1 });
  // A competency of the first learner's own (onboarding, assessment, analytics show it), and a track
  // of their own (tracks, resources): put back after.
  await create("seed_competencies", { user: people.learner.id, key: mark, value: 0.42 });
  [profileOfLearner] = await directusAdmin<{ id: number; track: string | null }[]>(
    "GET",
    `/items/seed_learner_profiles?filter[user][_eq]=${people.learner.id}&fields=id,track`,
  );
  await directusAdmin("PATCH", `/items/seed_learner_profiles/${profileOfLearner.id}`, { track: mark });
  // A mentor slot the first learner booked: nobody else sees it.
  const starts = new Date(Date.now() + 40 * 86_400_000);
  await create("seed_mentor_slots", {
    mentor_name: `${mark} booked mentor`,
    starts_at: starts.toISOString(),
    ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
    mode: "online",
    booked_by: people.learner.id,
  });
  const [ownClass] = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_classes?filter[teacher][_eq]=${people.faculty.id}&fields=id&limit=1`,
  );
  classOfFaculty = ownClass.id;
  itemOfFaculty = await create("seed_grading_items", { class: ownClass.id, item: `${mark} item` });
  // A day of its own, long past, so no other test's attendance shares it.
  attendanceOfLearner = await create("seed_attendance", {
    class: ownClass.id,
    user: people.learner.id,
    meeting_on: `1999-0${1 + Math.floor(Math.random() * 9)}-1${Math.floor(Math.random() * 9)}`,
    present: true,
  });
  await create("seed_announcements", { class: ownClass.id, title: `${mark} announcement` });
  await create("seed_messages", { from_user: people.faculty.id, to_user: people.learner.id, body: `${mark} message` });
  await create("seed_help_tickets", { user: people.learner.id, subject: `${mark} ticket`, body: `${mark} question` });
  // A week of the first learner's progress, long past, with a competency of its own.
  snapshotOfLearner = await create("seed_competency_snapshots", { user: people.learner.id, week_of: "2001-01-01", key: mark, value: 0.5 });
  // A partner's open job with a skill nobody rates (so it is always a gap), the first learner's match
  // to it, and a closed job no learner may read.
  const [company] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_companies?filter[name][_eq]=Lotus%20Commerce&fields=id");
  const skills = [{ name: "negotiation", level: 0.7, weight: 1 }];
  jobOfLearner = await create("seed_jobs", { company: company.id, title: openRole, skills, status: "open" });
  matchOfLearner = await create("seed_applications", { job: jobOfLearner, learner: people.learner.id, match: 0.934, stage: "shortlisted" });
  await create("seed_jobs", { company: company.id, title: closedRole, skills, status: "closed" });
});

afterAll(async () => {
  if (profileOfLearner)
    await directusAdmin("PATCH", `/items/seed_learner_profiles/${profileOfLearner.id}`, { track: profileOfLearner.track }).catch(() => {});
  for (const { collection, id } of made.reverse()) await directusAdmin("DELETE", `/items/${collection}/${id}`).catch(() => {});
});

describe("two learners", () => {
  /**
   * Every learner route (the 14 sections of spec 001 §2, and the search), with what of the first
   * learner's own rows it shows them: the second learner's page and `.data` show none of it. The
   * market's pages show the partners' open jobs and companies to every learner: there, the first
   * learner's own is their match (checked in the loader data), and the catalogue carries nothing of theirs.
   */
  const routes: [path: string, own: () => string[]][] = [
    ["/student/portal/dashboard", () => [`${mark} action`, `${mark} notification`, `${mark} project`, openRole]],
    ["/student/portal/notifications", () => [`${mark} notification`]],
    ["/student/portal/onboarding", () => [mark]],
    ["/student/portal/assessment", () => [mark]],
    ["/student/portal/learning/tracks", () => [mark]],
    ["/student/portal/learning/projects", () => [`${mark} project`, `${mark} passed project`]],
    ["/student/portal/mentor/1:1", () => [`${mark} booked mentor`]],
    ["/student/portal/market/internships", () => []],
    ["/student/portal/market/companies", () => []],
    ["/student/portal/portfolio", () => [`${mark} passed project`]],
    ["/student/portal/analytics", () => [mark, "2001-01-01"]],
    ["/student/portal/community", () => [`${mark} announcement`, `${mark} message`]],
    ["/student/portal/resources", () => [mark]],
    ["/student/portal/settings", () => [learnerName]],
    ["/student/portal/help", () => [`${mark} ticket`]],
    [`/student/portal/search?q=${mark}`, () => [`${mark} project`]],
  ];

  test.each(routes)("%s: the first sees their own rows; the second, by the page or its .data, none of them", async (path, own) => {
    const first = await page(path, people.learner.cookie);
    expect(first.status, path).toBe(200);
    for (const value of own()) expect(first.body, `${path}: ${value}`).toContain(value);
    for (const url of [path, dataPath(path)]) {
      const other = await page(url, people.learner2.cookie);
      expect(other.status, url).toBe(200);
      // (The search repeats its own query, the mark: there, the first one's project is what must not show.)
      const anyOfTheirs = path.includes("?q=") ? [] : [mark];
      for (const value of [...own(), ...anyOfTheirs, learnerName, learnerAccount.email, people.learner.id])
        expect(other.body, `${url}: ${value}`).not.toContain(value);
    }
    if (path.endsWith("/internships")) {
      // The same open job for both, 'matched' only for the one whose match it is.
      for (const who of ["learner", "learner2"] as const) {
        const data = await routeData(path, people[who].cookie, "internships");
        const job = (data.internships as { title: string; matched: boolean }[]).find((j) => j.title === openRole);
        expect(job?.matched, who).toBe(who === "learner");
      }
    }
  });

  test("job matches: the first sees theirs on the dashboard with its gaps; the second sees none of it, by page, .data or Directus", async () => {
    const own = await page("/student/portal/dashboard", people.learner.cookie);
    expect(own.body).toContain(openRole);
    expect(own.body).toContain("93%");
    expect(own.body).toContain("negotiation: you 0%, asked 70%");
    for (const path of ["/student/portal/dashboard", "/student/portal/dashboard.data"]) {
      const other = await page(path, people.learner2.cookie);
      expect(other.status, path).toBe(200);
      expect(other.body, path).not.toContain(openRole);
    }
    // Directly: the first reads their match, the second neither it nor any other learner's.
    const mine = await asPerson(people.learner.token, "/items/seed_applications?fields=id,learner&limit=-1");
    expect(mine.rows.map((row) => row.id)).toContain(matchOfLearner);
    expect(mine.rows.every((row) => row.learner === people.learner.id)).toBe(true);
    const theirs = await asPerson(people.learner2.token, "/items/seed_applications?fields=id,learner&limit=-1");
    expect(theirs.status).toBe(200);
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((row) => row.learner === people.learner2.id)).toBe(true);
    expect((await asPerson(people.learner2.token, `/items/seed_applications/${matchOfLearner}`)).status).toBe(403);
    // Nothing of the company's own judgement, and no application in another learner's name (issue 48:
    // a learner applies only as themselves, and the match is Directus' own).
    expect((await asPerson(people.learner.token, "/items/seed_applications?fields=quality")).status).toBe(403);
    expect((await asPerson(people.learner.token, "/items/seed_interviews?fields=feedback")).status).toBe(403);
    const forged = await fetch(`${testEnv.directusUrl}/items/seed_applications`, {
      method: "POST",
      headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ job: jobOfLearner, learner: people.learner.id, match: 1 }),
    });
    expect(forged.status).toBe(403);
    await forged.arrayBuffer();
  });

  test("internships and companies: open jobs and partner companies for every learner, nothing a company keeps to itself", async () => {
    for (const who of ["learner", "learner2"] as const) {
      const internships = await page("/student/portal/market/internships", people[who].cookie);
      expect(internships.status).toBe(200);
      expect(internships.body).toContain(openRole);
      expect(internships.body).toContain("E-commerce operations associate");
      expect(internships.body).not.toContain(closedRole);
      const companies = await page("/student/portal/market/companies", people[who].cookie);
      expect(companies.status).toBe(200);
      for (const name of ["Lotus Commerce", "Mekong Logistics", openRole]) expect(companies.body).toContain(name);
      // A company's plan, integrations and settings are its own: never in a learner's page or data.
      for (const path of ["/student/portal/market/companies", "/student/portal/market/companies.data"]) {
        const body = (await page(path, people[who].cookie)).body;
        for (const internal of ["Greenhouse", "SAML", "ENTERPRISE", closedRole])
          expect(body, `${path} ${internal}`).not.toContain(internal);
      }
    }
    // Directly: companies by name and domain only, open jobs only, no SLA or priority.
    const companies = await asPerson(people.learner2.token, "/items/seed_companies?limit=-1");
    expect(companies.rows.length).toBeGreaterThan(1);
    expect(Object.keys(companies.rows[0]).sort()).toEqual(["domain", "id", "name"]);
    expect((await asPerson(people.learner2.token, "/items/seed_companies?fields=billing_plan")).status).toBe(403);
    const jobs = await asPerson(people.learner2.token, "/items/seed_jobs?fields=title,status&limit=-1");
    expect(jobs.rows.map((row) => row.title)).toContain(openRole);
    expect(jobs.rows.map((row) => row.title)).not.toContain(closedRole);
    expect(jobs.rows.every((row) => row.status === "open")).toBe(true);
    expect((await asPerson(people.learner2.token, "/items/seed_jobs?fields=priority")).status).toBe(403);
  });

  test("progress over time: the first one's weeks are on their analytics page only; Directus keeps each learner to their own", async () => {
    expect((await page("/student/portal/analytics", people.learner.cookie)).body).toContain(mark);
    for (const path of ["/student/portal/analytics", "/student/portal/analytics.data"]) {
      const other = await page(path, people.learner2.cookie);
      expect(other.status, path).toBe(200);
      expect(other.body, path).not.toContain(mark);
      expect(other.body, path).not.toContain("2001-01-01");
    }
    const theirs = await asPerson(people.learner2.token, "/items/seed_competency_snapshots?fields=id,user&limit=-1");
    expect(theirs.rows.length).toBeGreaterThan(0);
    expect(theirs.rows.every((row) => row.user === people.learner2.id)).toBe(true);
    expect((await asPerson(people.learner2.token, `/items/seed_competency_snapshots/${snapshotOfLearner}`)).status).toBe(403);
    for (const [method, path, body] of [
      ["PATCH", `/items/seed_competency_snapshots/${snapshotOfLearner}`, { value: 1 }],
      ["POST", "/items/seed_competency_snapshots", { user: people.learner.id, week_of: "2001-01-08", key: mark, value: 1 }],
    ] as const) {
      const response = await fetch(`${testEnv.directusUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      await response.arrayBuffer();
    }
    const [row] = await directusAdmin<{ value: number }[]>(
      "GET",
      `/items/seed_competency_snapshots?filter[id][_eq]=${snapshotOfLearner}&fields=value`,
    );
    expect(row.value).toBe(0.5);
  });

  test("directly in Directus, the second cannot read the first one's help tickets, nor write one in their name", async () => {
    const own = await asPerson(people.learner.token, "/items/seed_help_tickets?fields=user,subject&limit=-1");
    expect(own.rows.map((row) => row.subject)).toContain(`${mark} ticket`);
    const other = await asPerson(people.learner2.token, "/items/seed_help_tickets?fields=user,subject,body&limit=-1");
    expect(other.status).toBe(200);
    expect(JSON.stringify(other.rows)).not.toContain(mark);
    expect(other.rows.every((row) => row.user === people.learner2.id)).toBe(true);
    const [ticket] = made.filter((row) => row.collection === "seed_help_tickets");
    const one = await asPerson(people.learner2.token, `/items/seed_help_tickets/${ticket.id}?fields=subject`);
    expect(one.status).toBe(403);
    // A ticket in the first one's name: the owner is preset and checked, so Directus refuses it.
    const forged = await fetch(`${testEnv.directusUrl}/items/seed_help_tickets`, {
      method: "POST",
      headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ user: people.learner.id, subject: `${mark} forged`, body: "x" }),
    });
    expect(forged.status).toBe(403);
    await forged.arrayBuffer();
    // Nor may a learner set the academy's status.
    const status = await fetch(`${testEnv.directusUrl}/items/seed_help_tickets`, {
      method: "POST",
      headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ subject: `${mark} closed`, body: "x", status: "closed" }),
    });
    expect(status.status).toBe(403);
    await status.arrayBuffer();
    expect(
      await directusAdmin<unknown[]>("GET", `/items/seed_help_tickets?filter[subject][_starts_with]=${encodeURIComponent(mark)}&fields=id`),
    ).toHaveLength(1);
  });

  test("two learners booking one mentor slot at once: exactly one has it, the other is told it was taken (409)", async () => {
    // Five slots, so an unconditional update (both would be told "booked") has five chances to show.
    for (let round = 0; round < 5; round++) {
      const starts = new Date(Date.now() + (30 + round) * 86_400_000);
      const slot = await create("seed_mentor_slots", {
        mentor_name: `${mark} mentor`,
        starts_at: starts.toISOString(),
        ends_at: new Date(starts.getTime() + 3_600_000).toISOString(),
        mode: "online",
      });
      const book = (who: "learner" | "learner2") =>
        post("/student/portal/mentor/1:1", people[who].cookie, { intent: "book", id: String(slot) });
      const [first, second] = await Promise.all([book("learner"), book("learner2")]);
      const statuses = [first.status, second.status];
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(
        statuses.find((status) => status !== 200),
        `round ${round}: ${statuses}`,
      ).toBe(409);
      const [row] = await directusAdmin<{ booked_by: string }[]>(
        "GET",
        `/items/seed_mentor_slots?filter[id][_eq]=${slot}&fields=booked_by`,
      );
      expect(row.booked_by).toBe(first.status === 200 ? people.learner.id : people.learner2.id);
      // Open again: a learner holds at most 3 bookings still to come (issue 49, item 5).
      await directusAdmin("PATCH", `/items/seed_mentor_slots/${slot}`, { booked_by: null });
    }
  });

  test("a slot that has begun is booked by nobody: not by the page's form, nor in Directus with the learner's own token", async () => {
    const starts = new Date(Date.now() - 3_600_000);
    const slot = await create("seed_mentor_slots", {
      mentor_name: `${mark} past mentor`,
      starts_at: starts.toISOString(),
      ends_at: new Date(starts.getTime() + 7_200_000).toISOString(),
      mode: "online",
    });
    const response = await post("/student/portal/mentor/1:1", people.learner.cookie, { intent: "book", id: String(slot) });
    expect(response.status).toBe(404);
    expect(response.body).toContain("That slot does not exist or is not yours.");
    const direct = await fetch(`${testEnv.directusUrl}/items/seed_mentor_slots/${slot}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${people.learner.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ booked_by: people.learner.id }),
    });
    expect(direct.status).toBe(403);
    await direct.arrayBuffer();
    const [row] = await directusAdmin<{ booked_by: string | null }[]>(
      "GET",
      `/items/seed_mentor_slots?filter[id][_eq]=${slot}&fields=booked_by`,
    );
    expect(row.booked_by).toBeNull();
  });

  test("the second cannot mark the first one's action done: 404, and the row is unchanged", async () => {
    const response = await post("/student/portal/dashboard", people.learner2.cookie, { intent: "done", id: String(actionId) });
    expect(response.status).toBe(404);
    const [row] = await directusAdmin<{ done_at: string | null }[]>(
      "GET",
      `/items/seed_next_actions?filter[id][_eq]=${actionId}&fields=done_at`,
    );
    expect(row.done_at).toBeNull();
  });

  test("directly in Directus, each learner's own token reads only their own rows", async () => {
    for (const collection of [
      "seed_learner_profiles",
      "seed_competencies",
      "seed_competency_snapshots",
      "seed_projects",
      "seed_next_actions",
      "seed_notifications",
      "seed_enrolments",
      "seed_grades",
      "seed_attendance",
    ]) {
      const { status, rows } = await asPerson(people.learner2.token, `/items/${collection}?fields=user&limit=-1`);
      expect(status, collection).toBe(200);
      expect(rows.length, collection).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.user === people.learner2.id),
        collection,
      ).toBe(true);
    }
    const messages = await asPerson(people.learner2.token, "/items/seed_messages?fields=body&limit=-1");
    expect(JSON.stringify(messages.rows)).not.toContain(mark);
    const users = await asPerson(people.learner2.token, "/users?fields=id,email&limit=-1");
    expect(users.rows.find((u) => u.id === people.learner.id)).toBeUndefined();
    expect(users.rows.filter((u) => u.email && u.id !== people.learner2.id)).toEqual([]);
    // Nobody writes another's row or a field that is not theirs to write.
    const steal = await fetch(`${testEnv.directusUrl}/items/seed_next_actions/${actionId}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${people.learner2.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ done_at: new Date().toISOString() }),
    });
    expect(steal.status).toBe(403);
    const regrade = await fetch(`${testEnv.directusUrl}/items/seed_grades`, {
      method: "POST",
      headers: { Authorization: `Bearer ${people.learner.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ item: itemOfFaculty, user: people.learner.id, grade: 10 }),
    });
    expect(regrade.status).toBe(403);
  });

  test("directly in Directus, the second cannot read the first one's attendance, nor mark it", async () => {
    const own = await asPerson(people.learner.token, "/items/seed_attendance?fields=id&limit=-1");
    expect(own.rows.map((row) => row.id)).toContain(attendanceOfLearner);
    const other = await asPerson(people.learner2.token, "/items/seed_attendance?fields=id,user&limit=-1");
    expect(other.rows.map((row) => row.id)).not.toContain(attendanceOfLearner);
    const one = await asPerson(people.learner2.token, `/items/seed_attendance/${attendanceOfLearner}`);
    expect(one.status).toBe(403);
    for (const token of [people.learner.token, people.learner2.token]) {
      const mark = await fetch(`${testEnv.directusUrl}/items/seed_attendance/${attendanceOfLearner}`, {
        method: "PATCH",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify({ present: false }),
      });
      expect(mark.status).toBe(403);
      await mark.arrayBuffer();
    }
  });
});

describe("two teachers", () => {
  test("the second teacher's dashboard and .data show none of the first one's class", async () => {
    const own = await page("/teacher/portal", people.faculty.cookie);
    expect(own.body).toContain(`${mark} item`);
    expect(own.body).toContain("An Phạm");
    for (const path of ["/teacher/portal", "/teacher/portal.data"]) {
      const other = await page(path, people.faculty2.cookie);
      expect(other.status, path).toBe(200);
      expect(other.body, path).not.toContain(mark);
      expect(other.body, path).not.toContain(people.learner.id);
    }
  });

  test("the second teacher cannot grade the first one's item or post to their class", async () => {
    const grade = await post("/teacher/portal", people.faculty2.cookie, {
      intent: "grade",
      item: String(itemOfFaculty),
      learner: people.learner.id,
      grade: "9",
    });
    expect(grade.status).toBe(404);
    const [ownClass] = await directusAdmin<{ id: number }[]>(
      "GET",
      `/items/seed_classes?filter[teacher][_eq]=${people.faculty.id}&fields=id&limit=1`,
    );
    const announce = await post("/teacher/portal", people.faculty2.cookie, {
      intent: "announce",
      class: String(ownClass.id),
      title: `${mark} intruder`,
    });
    expect(announce.status).toBe(404);
    expect(await directusAdmin<unknown[]>("GET", `/items/seed_grades?filter[item][_eq]=${itemOfFaculty}&fields=id`)).toEqual([]);
    expect(
      await directusAdmin<unknown[]>(
        "GET",
        `/items/seed_announcements?filter[title][_eq]=${encodeURIComponent(`${mark} intruder`)}&fields=id`,
      ),
    ).toEqual([]);
  });

  test("the second teacher cannot take attendance in the first one's class: 404, and nothing is written", async () => {
    const [row] = await directusAdmin<{ present: boolean; meeting_on: string }[]>(
      "GET",
      `/items/seed_attendance?filter[id][_eq]=${attendanceOfLearner}&fields=present,meeting_on`,
    );
    const form = { intent: "attendance", class: String(classOfFaculty), date: row.meeting_on };
    for (const sent of [form, { ...form, present: people.learner.id }]) {
      const response = await post("/teacher/portal", people.faculty2.cookie, sent);
      expect(response.status).toBe(404);
    }
    const rows = await directusAdmin<{ id: number; present: boolean }[]>(
      "GET",
      `/items/seed_attendance?filter[class][_eq]=${classOfFaculty}&filter[meeting_on][_eq]=${row.meeting_on}&fields=id,present`,
    );
    expect(rows).toEqual([{ id: attendanceOfLearner, present: row.present }]);
  });

  test("directly in Directus, a teacher's token reads only their own classes' rows", async () => {
    for (const collection of ["seed_classes", "seed_enrolments", "seed_grading_items", "seed_grades", "seed_announcements"]) {
      const { status, rows } = await asPerson(people.faculty2.token, `/items/${collection}?limit=-1`);
      expect(status, collection).toBe(200);
      expect(JSON.stringify(rows), collection).not.toContain(mark);
    }
    // Attendance: the first teacher's class's rows are theirs alone to read and to change.
    const own = await asPerson(people.faculty.token, `/items/seed_attendance?filter[class][_eq]=${classOfFaculty}&fields=id&limit=-1`);
    expect(own.rows.map((row) => row.id)).toContain(attendanceOfLearner);
    const attendance = await asPerson(people.faculty2.token, "/items/seed_attendance?fields=id,class,user&limit=-1");
    expect(attendance.status).toBe(200);
    expect(attendance.rows.map((row) => row.id)).not.toContain(attendanceOfLearner);
    expect(attendance.rows.filter((row) => row.class === classOfFaculty || row.user === people.learner.id)).toEqual([]);
    expect((await asPerson(people.faculty2.token, `/items/seed_attendance/${attendanceOfLearner}`)).status).toBe(403);
    const remark = await fetch(`${testEnv.directusUrl}/items/seed_attendance/${attendanceOfLearner}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${people.faculty2.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ present: false }),
    });
    expect(remark.status).toBe(403);
    await remark.arrayBuffer();
    const enrolments = await asPerson(people.faculty2.token, "/items/seed_enrolments?fields=user&limit=-1");
    expect(enrolments.rows.map((row) => row.user)).not.toContain(people.learner.id);
    const learnerRows = await asPerson(people.faculty2.token, "/items/seed_competencies?limit=1");
    expect(learnerRows.status).toBe(403);
  });
});
