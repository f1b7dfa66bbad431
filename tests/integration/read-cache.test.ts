// Issue 52, item 3 (ADR 056): the app keeps each person's reads until anything is written, told by
// Directus through a signed channel (cms/extensions/seed-read-cache → POST /_seed/read-cache). Never
// stale: a change through the app (by another person), straight through Directus' API, and by a
// role change shows on the very next view of every page that shows it; one person's kept reads are
// never served to another. With READ_CACHE=off the same pages must say the same (the tests then check
// only that, and that the channel refuses what is not signed).
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { courseworkOf } from "../support/coursework";
import { directusAdmin, testEnv } from "../support/env";
import { page, postForm, signInPeople, type SignedInPerson } from "../support/people";

const projects = "/student/portal/learning/projects";
const teacherHome = "/teacher/portal";
const coursework = courseworkOf("read-cache");
const people = {} as Record<"learner" | "learner2" | "faculty", SignedInPerson>;

/** The channel's secret, as scripts/stack.mjs derives it from the session secret. */
const secret = () => createHmac("sha256", process.env.TEST_SESSION_SECRET!).update("seed-read-cache").digest("hex");
const sign = (body: string, key = secret()) => createHmac("sha256", key).update(body).digest("hex");

interface Figures {
  enabled: boolean;
  hits: number;
  misses: number;
  drops: number;
}
/** The app's counters of kept reads (null when the cache is off: it then has no secret and answers 403). */
async function figures(): Promise<Figures | null> {
  const response = await fetch(`${testEnv.appUrl}/_seed/read-cache`, { headers: { "X-Seed-Signature": sign("figures") } });
  return response.ok ? ((await response.json()) as Figures) : null;
}

/** A page as this person, which must answer 200. */
async function view(path: string, who: SignedInPerson) {
  const shown = await page(path, who.cookie);
  expect(shown.status, path).toBe(200);
  return shown.body;
}

beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty"] as const));
  await coursework.readClasses(people);
});

afterAll(() => coursework.removeAll());

describe("the channel", () => {
  test("refuses a message that is not signed, or signed with another secret", async () => {
    const post = (signature?: string) =>
      fetch(`${testEnv.appUrl}/_seed/read-cache`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...(signature ? { "X-Seed-Signature": signature } : {}) },
        body: '{"at":1}',
      });
    expect((await post()).status).toBe(403);
    expect((await post(sign('{"at":1}', "not the secret"))).status).toBe(403);
    expect((await fetch(`${testEnv.appUrl}/_seed/read-cache`)).status).toBe(403);
  });
});

describe("kept reads", () => {
  test("a page seen again while nothing is written is answered from kept reads (when the cache is on)", async () => {
    const before = await figures();
    if (!before?.enabled) return; // READ_CACHE=off: nothing is kept, every read goes to Directus
    await view(teacherHome, people.faculty);
    // Writes elsewhere (the outbox' mails) drop everything: the second view of some pair is all kept.
    await expect
      .poll(async () => {
        await view(teacherHome, people.faculty);
        const first = (await figures())!;
        await view(teacherHome, people.faculty);
        const second = (await figures())!;
        return second.drops === first.drops && second.misses === first.misses && second.hits > first.hits;
      })
      .toBe(true);
  });

  test("a hand-in through the app by a learner shows at once on their teacher's inbox and on their own page", async () => {
    const item = await coursework.item("learner");
    // Both pages seen (and kept) before the change.
    expect(submitted(await view(teacherHome, people.faculty), item.name)).toBe(0);
    expect(await view(projects, people.learner)).toContain("Not handed in");
    await view(teacherHome, people.faculty);

    const answer = await postForm(projects, people.learner.cookie, {
      intent: "hand-in",
      item: String(item.id),
      body: `${coursework.mark} done`,
    });
    expect(answer.status).toBe(303);
    expect(submitted(await view(teacherHome, people.faculty), item.name)).toBe(1);
    expect(entryOf(await view(projects, people.learner), item.name)).toContain("Handed in on");
  });

  test("a change straight through Directus' API shows on the next view of every page that shows it", async () => {
    const item = await coursework.item("learner");
    await view(teacherHome, people.faculty);
    await view(projects, people.learner);
    const renamed = `${item.name} renamed`;
    await directusAdmin("PATCH", `/items/seed_grading_items/${item.id}`, { item: renamed });
    expect(await view(teacherHome, people.faculty)).toContain(renamed);
    expect(await view(projects, people.learner)).toContain(renamed);
  });

  test("a role changed in Directus drops every kept read: the next view reads with what Directus now answers", async () => {
    const item = await coursework.item("learner");
    expect(await view(projects, people.learner)).toContain(item.name);
    await view(projects, people.learner);
    const before = await figures();
    const [user] = await directusAdmin<{ id: string; role: string }[]>("GET", `/users?filter[id][_eq]=${people.learner.id}&fields=id,role`);
    const [faculty] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-faculty&fields=id");
    try {
      await directusAdmin("PATCH", `/users/${user.id}`, { role: faculty.id });
      await page(projects, people.learner.cookie);
      const after = await figures();
      // Directus takes the role from the access token until it is refreshed (auth-revocation.test.ts:
      // the app follows within a minute); what matters here is that nothing kept is served after the change.
      if (before?.enabled) {
        expect(after!.drops).toBeGreaterThan(before.drops);
        expect(after!.misses).toBeGreaterThan(before.misses);
      }
    } finally {
      await directusAdmin("PATCH", `/users/${user.id}`, { role: user.role });
    }
    expect(await view(projects, people.learner)).toContain(item.name);
  });

  test("one person's kept reads are never served to another", async () => {
    const mine = await coursework.item("learner");
    const theirs = await coursework.item("learner2");
    for (let turn = 0; turn < 2; turn++) {
      const learnerPage = await view(projects, people.learner);
      const learner2Page = await view(projects, people.learner2);
      expect(learnerPage).toContain(mine.name);
      expect(learnerPage).not.toContain(theirs.name);
      expect(learner2Page).toContain(theirs.name);
      expect(learner2Page).not.toContain(mine.name);
    }
  });
});

/** "N of M submitted" of an item in the teacher's grading inbox. */
function submitted(html: string, name: string) {
  const start = html.indexOf(name);
  expect(start, `${name} in the grading inbox`).toBeGreaterThan(-1);
  const counted = /(\d+) of (\d+) submitted/.exec(html.slice(start, start + 1500));
  expect(counted, `the count of ${name}`).not.toBeNull();
  return Number(counted![1]);
}

/** An item's part of the projects page: from its name to its list item's end. */
function entryOf(html: string, name: string) {
  const start = html.indexOf(`>${name}<`);
  expect(start, `${name} on the page`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", start));
}
