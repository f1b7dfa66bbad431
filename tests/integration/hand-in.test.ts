// Issue 26: a learner hands in coursework on Learning › Projects, as a browser without JavaScript
// posts the form. The row is theirs in Directus, their teacher's grading inbox counts it, the other
// learner neither sees it nor hands in for a class they are not in; bad input is refused with words
// and what was typed, and nothing is stored; with Directus out of reach, a 503 that keeps the text.
// Every test hands in for a grading item of its own, removed afterwards with its submissions.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { courseworkOf } from "../support/coursework";
import { directusAdmin, testEnv } from "../support/env";
import { startFaultProxy, type FaultProxy } from "../support/fault-proxy";
import { startLoneApp, type LoneApp } from "../support/lone-app";
import { asPerson, page, postForm, signInPeople, type SignedInPerson } from "../support/people";
import { signInCookie } from "../support/sign-in";

const projects = "/student/portal/learning/projects";
const coursework = courseworkOf("hand-in");
const { mark } = coursework;
const people = {} as Record<"learner" | "learner2" | "faculty", SignedInPerson>;

/** A grading item of `whose` class, made for one test (the seed's own items stay as they are). */
const gradingItem = (whose: "learner" | "learner2") => coursework.item(whose);

/** The submissions stored for an item, as the administrator sees them. */
const storedFor = (item: number) =>
  directusAdmin<{ id: number; user: string; body: string }[]>(
    "GET",
    `/items/seed_submissions?filter[item][_eq]=${item}&fields=id,user,body&limit=-1`,
  );

const handIn = (cookie: string, form: Record<string, string>, path = projects) => postForm(path, cookie, { intent: "hand-in", ...form });

/** An item's part of a page: from its name to the end of its list item. */
function entryOf(html: string, name: string) {
  const start = html.indexOf(`>${name}<`);
  expect(start, `${name} on the page`).toBeGreaterThan(-1);
  // The entry's own </li>: its list of versions holds <li>s of its own.
  const tags = /<li[\s>]|<\/li>/g;
  tags.lastIndex = start;
  let depth = 1;
  let end = -1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</li>" ? -1 : 1;
    if (depth === 0) {
      end = tag.index;
      break;
    }
  }
  expect(end, `the end of ${name}'s entry`).toBeGreaterThan(-1);
  return html.slice(start, end);
}

/** "N of M submitted" of an item in the teacher's grading inbox. */
async function submittedInInbox(name: string) {
  const inbox = await page("/teacher/portal", people.faculty.cookie);
  expect(inbox.status).toBe(200);
  const start = inbox.body.indexOf(name);
  expect(start, `${name} in the grading inbox`).toBeGreaterThan(-1);
  const counted = /(\d+) of (\d+) submitted/.exec(inbox.body.slice(start, start + 1500));
  expect(counted, `the count of ${name}`).not.toBeNull();
  return Number(counted![1]);
}

/** What the learner typed, as the page writes it back into the textarea. */
const textareaHolds = (html: string, text: string) => html.includes(`${text}</textarea>`);

beforeAll(async () => {
  Object.assign(people, await signInPeople(["learner", "learner2", "faculty"] as const));
  await coursework.readClasses(people);
});

afterAll(() => coursework.removeAll());

describe("a learner hands in coursework", () => {
  test("the panel lists their classes' items with due date, course, state and grade, and a form to hand in (again, until the due date)", async () => {
    const open = await gradingItem("learner");
    const graded = await gradingItem("learner");
    await directusAdmin("POST", "/items/seed_submissions", { item: graded.id, user: people.learner.id, body: "Done" });
    await directusAdmin("POST", "/items/seed_grades", { item: graded.id, user: people.learner.id, grade: 7.5 });

    const shown = await page(projects, people.learner.cookie);
    expect(shown.status).toBe(200);
    expect(shown.body).toContain(">Coursework</h2>");
    expect(shown.body).toContain("Your projects"); // the simulated projects are still there

    const openEntry = entryOf(shown.body, open.name);
    expect(openEntry).toContain("Not handed in");
    expect(openEntry).toMatch(/Due(<!-- -->)? <time dateTime="2031-03-14"/);
    expect(openEntry).toContain("What you hand in");
    expect(openEntry).toMatch(/<button[^>]*type="submit"[^>]*>Hand in/);
    expect(openEntry).toContain(`name="item" value="${open.id}"`);

    const gradedEntry = entryOf(shown.body, graded.name);
    expect(gradedEntry).toContain("Handed in on");
    expect(gradedEntry).toContain("Grade: 7.5 / 10");
    // Until the due date a graded item may be handed in again too, as a new version (issue 49, item 2).
    expect(gradedEntry).toMatch(/<button[^>]*type="submit"[^>]*>Hand in again/);
  });

  test("handing in through the form post stores the row as theirs, shows it handed in, and the teacher's inbox counts it", async () => {
    const item = await gradingItem("learner");
    expect(await submittedInInbox(item.name)).toBe(0);

    const text = `My worksheet ${mark}: the market is 1.2 million shops.\nSources on page 2.`;
    const answer = await handIn(people.learner.cookie, { item: String(item.id), body: text });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe(projects);

    // Read with the learner's own token: the row is theirs, with what they typed.
    const own = await asPerson(people.learner.token, `/items/seed_submissions?filter[item][_eq]=${item.id}&fields=id,item,user,body`);
    expect(own.rows).toEqual([expect.objectContaining({ item: item.id, user: people.learner.id, body: text })]);
    expect(await submittedInInbox(item.name)).toBe(1);
  });

  test("after handing in, the page shows the notice once and the item as handed in with its date", async () => {
    const item = await gradingItem("learner");
    const response = await fetch(`${testEnv.appUrl}${projects}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${people.learner.cookie}` },
      body: new URLSearchParams({ intent: "hand-in", item: String(item.id), body: "Answers in the shared folder." }),
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    const flashCookie = response.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(flashCookie).toMatch(/seed_flash=/);

    const landed = await page(projects, `${people.learner.cookie}; ${flashCookie}`);
    expect(landed.status).toBe(200);
    expect(landed.body).toContain(`Handed in: ${item.name}. Your teacher can see it now.`);
    const entry = entryOf(landed.body, item.name);
    expect(entry).toContain("Handed in on");
    expect(entry).toContain("Not graded yet.");
    // Until the due date the learner may hand in again (issue 49, item 2).
    expect(entry).toMatch(/<button[^>]*type="submit"[^>]*>Hand in again/);

    // A reload without the flash: no notice, still handed in.
    const again = await page(projects, people.learner.cookie);
    expect(again.body).not.toContain(`Handed in: ${item.name}.`);
    expect(entryOf(again.body, item.name)).toContain("Handed in on");
  });

  test("handing in twice keeps both, as versions 1 and 2 (issue 49, item 2), and says it was handed in again", async () => {
    const item = await gradingItem("learner");
    expect((await handIn(people.learner.cookie, { item: String(item.id), body: "First version" })).status).toBe(303);
    const second = await handIn(people.learner.cookie, { item: String(item.id), body: "Second version" });
    expect(second.status).toBe(303);
    const entry = entryOf((await page(projects, people.learner.cookie)).body, item.name);
    expect(entry).toContain("Version 2");
    expect(entry).toContain("Version 1");
    const stored = await storedFor(item.id);
    expect(stored.map((row) => row.body)).toEqual(["First version", "Second version"]);
  });
});

describe("bad input is refused with words, what was typed is kept, nothing is stored", () => {
  test("an empty hand-in (or only spaces) is a 400 that asks for it", async () => {
    const item = await gradingItem("learner");
    for (const body of ["", "   \n  "]) {
      const answer = await handIn(people.learner.cookie, { item: String(item.id), body });
      expect(answer.status).toBe(400);
      expect(entryOf(answer.body, item.name)).toContain("Please write what you hand in.");
      expect(entryOf(answer.body, item.name)).toMatch(/aria-invalid="true"/);
    }
    expect(await storedFor(item.id)).toEqual([]);
  });

  test("a hand-in over 10,000 characters (Thai, so it passes the front door) is a 400 that says the limit and keeps the text", async () => {
    const item = await gradingItem("learner");
    const text = "ก".repeat(10_001);
    const answer = await handIn(people.learner.cookie, { item: String(item.id), body: text });
    expect(answer.status).toBe(400);
    const entry = entryOf(answer.body, item.name);
    expect(entry).toContain("What you hand in can be at most 10,000 characters.");
    expect(textareaHolds(entry, text)).toBe(true);
    expect(await storedFor(item.id)).toEqual([]);
    // Exactly 10,000 is fine.
    expect((await handIn(people.learner.cookie, { item: String(item.id), body: text.slice(1) })).status).toBe(303);
    expect((await storedFor(item.id))[0].body).toHaveLength(10_000);
  });

  test("an item id that is not a number is a 400, one that does not exist a 404, each with words and the text kept", async () => {
    for (const [id, status] of [
      ["abc", 400],
      ["1.5", 400],
      ["-3", 400],
      ["", 400],
      ["999999999", 404],
    ] as const) {
      const text = `Typed for ${id || "nothing"} ${mark}`;
      const answer = await handIn(people.learner.cookie, { item: id, body: text });
      expect(answer.status, id).toBe(status);
      expect(answer.body, id).toContain(
        status === 404
          ? "This piece of coursework is not one of your classes&#x27;. Nothing was handed in."
          : "This piece of coursework could not be found. Reload the page and try again.",
      );
      expect(answer.body, id).toContain('role="alert"');
      expect(textareaHolds(answer.body, text), id).toBe(true);
    }
    const anything = await directusAdmin<unknown[]>(
      "GET",
      `/items/seed_submissions?filter[body][_starts_with]=Typed%20for&filter[user][_eq]=${people.learner.id}&fields=id`,
    );
    expect(anything).toEqual([]);
  });

  test("an unknown intent is a 400 that names it", async () => {
    const item = await gradingItem("learner");
    const answer = await postForm(projects, people.learner.cookie, { intent: "grade", item: String(item.id), body: "x" });
    expect(answer.status).toBe(400);
    expect(answer.body).toContain("Unknown action: “grade”. Reload the page and try again.");
    expect(await storedFor(item.id)).toEqual([]);
  });
});

describe("two learners", () => {
  test("the other learner neither sees an item of a class they are not in nor hands in for it (404, nothing stored)", async () => {
    const item = await gradingItem("learner");
    expect((await handIn(people.learner.cookie, { item: String(item.id), body: `Mine ${mark}` })).status).toBe(303);

    const theirs = await page(projects, people.learner2.cookie);
    expect(theirs.status).toBe(200);
    expect(theirs.body).not.toContain(item.name);
    expect(theirs.body).not.toContain(`Mine ${mark}`);
    // Nor through Directus with their own token: not the item, not the first learner's submission.
    expect((await asPerson(people.learner2.token, `/items/seed_grading_items?filter[id][_eq]=${item.id}&fields=id`)).rows).toEqual([]);
    expect((await asPerson(people.learner2.token, `/items/seed_submissions?filter[item][_eq]=${item.id}&fields=id`)).rows).toEqual([]);

    const refused = await handIn(people.learner2.cookie, { item: String(item.id), body: `Not my class ${mark}` });
    expect(refused.status).toBe(404);
    expect(refused.body).toContain("This piece of coursework is not one of your classes&#x27;. Nothing was handed in.");
    expect(textareaHolds(refused.body, `Not my class ${mark}`)).toBe(true);
    expect((await storedFor(item.id)).map((row) => row.user)).toEqual([people.learner.id]);
  });

  test("each learner hands in for their own class's item only, and the first learner does not see the second's", async () => {
    const item = await gradingItem("learner2");
    expect((await handIn(people.learner.cookie, { item: String(item.id), body: "Wrong class" })).status).toBe(404);
    expect(await storedFor(item.id)).toEqual([]);
    expect((await page(projects, people.learner.cookie)).body).not.toContain(item.name);
    expect(entryOf((await page(projects, people.learner2.cookie)).body, item.name)).toContain("Not handed in");
    expect((await handIn(people.learner2.cookie, { item: String(item.id), body: "Right class" })).status).toBe(303);
    expect((await storedFor(item.id)).map((row) => row.user)).toEqual([people.learner2.id]);
  });
});

describe("Directus out of reach", () => {
  let proxy: FaultProxy;
  let app: LoneApp;

  beforeAll(async () => {
    proxy = await startFaultProxy(testEnv.directusUrl);
    app = await startLoneApp({ DIRECTUS_URL: proxy.url, PAGE_CACHE: "off" });
  });
  afterAll(async () => {
    app?.stop();
    await proxy?.close();
  });

  test("a hand-in while Directus does not answer is a 503 with words, and what was typed is still in the form", async () => {
    const item = await gradingItem("learner");
    const cookie = await signInCookie(accounts.learner, app.url);
    await proxy.stop();
    try {
      const text = `Kept while down ${mark}`;
      const response = await fetch(`${app.url}${projects}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url, Cookie: `lng=en; ${cookie}` },
        body: new URLSearchParams({ intent: "hand-in", item: String(item.id), body: text }),
        redirect: "manual",
      });
      const html = await response.text();
      expect(response.status).toBe(503);
      expect(html).toContain("Your work could not be handed in just now. Please try again in a few minutes; what you typed is still here.");
      expect(textareaHolds(html, text)).toBe(true);
    } finally {
      await proxy.start();
    }
    expect(await storedFor(item.id)).toEqual([]);
  });
});
