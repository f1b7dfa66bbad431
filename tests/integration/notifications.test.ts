// Issue 47, items 1, 2 and 6: a notification made by one person's action reaches the other (a teacher's
// reply, a learner's message), in their list and their bell; each person sees and marks only their
// own, by the app's pages and directly in Directus with their own token; nobody creates one with
// their own token. Rows made here carry `mark` and are removed after.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { sampleAccounts } from "../../cms/accounts.mjs";
import { titlesToKinds } from "../../cms/migrations/notifications.mjs";
import { deleteWhere, directusAdmin, testEnv } from "../support/env";
import { page, postForm as post, signInPeople, type SignedInPerson } from "../support/people";
import { runSeed } from "../support/seed";

const mark = `note-${randomUUID().slice(0, 8)}`;
const names = ["learner", "learner2", "faculty", "partnerHiring", "editor"] as const;
const people = {} as Record<(typeof names)[number], SignedInPerson>;
/** One notification of each person's own, made as the app's notification path would. */
const own = {} as Record<(typeof names)[number], number>;
const nameOf = (email: string) => {
  const account = sampleAccounts.find((a) => a.email === email)!;
  return `${account.first_name} ${account.last_name}`;
};

const notificationsPath = {
  learner: "/student/portal/notifications",
  learner2: "/student/portal/notifications",
  faculty: "/teacher/portal/notifications",
  partnerHiring: "/partner/portal/notifications",
  editor: "/staff/notifications",
} as const;

/** Sends `method` with this person's own Directus token (not the app's). */
async function asToken(token: string, method: string, path: string, body?: unknown) {
  return fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}
const rowOf = async (id: number) =>
  (
    await directusAdmin<{ id: number; read_at: string | null; kind: string }[]>(
      "GET",
      `/items/seed_notifications?filter[id][_eq]=${id}&fields=id,read_at,kind`,
    )
  )[0];
/** The unread count the bell of a page says (its `data-unread`). */
const bellOf = (html: string) => Number(/data-unread="(\d+)"/.exec(html)?.[1] ?? Number.NaN);

/** The newest notification's id before this file made any. */
let before = 0;

beforeAll(async () => {
  before = (await directusAdmin<{ id: number }[]>("GET", "/items/seed_notifications?sort=-id&limit=1&fields=id"))[0]?.id ?? 0;
  Object.assign(people, await signInPeople(names));
  for (const name of names) {
    const row = await directusAdmin<{ id: number }>("POST", "/items/seed_notifications", {
      user: people[name].id,
      kind: "text",
      params: { text: `${mark} [${name}]` },
    });
    own[name] = row.id;
  }
});

afterAll(async () => {
  // Every notification of this file's people made since it began (`params` is JSON: Directus cannot
  // filter it by text, and a filter that failed quietly left 100 and more on the sample learner).
  await deleteWhere("seed_notifications", { user: { _in: names.map((name) => people[name].id) }, id: { _gt: before } });
  // The messages this file sent (their notifications are each recipient's: removed with the rest below).
  await deleteWhere("seed_messages", { body: { _contains: mark } }).catch(() => {});
  for (const name of ["learner", "faculty"] as const)
    await deleteWhere("seed_notifications", { user: { _eq: people[name].id }, kind: { _eq: "message" } }).catch(() => {});
});

describe("a message notifies its recipient", () => {
  test("a teacher's reply: the learner's list names the teacher, links to their messages, and their bell counts it", async () => {
    const before = bellOf((await page("/student/portal/dashboard", people.learner.cookie)).body);
    const sent = await post("/teacher/portal/messages", people.faculty.cookie, {
      intent: "reply",
      to: people.learner.id,
      body: `${mark} reply`,
    });
    expect(sent.status, sent.body.slice(0, 300)).toBeLessThan(400);
    const list = await page(notificationsPath.learner, people.learner.cookie);
    expect(list.status).toBe(200);
    expect(list.body).toContain(`${nameOf("faculty@example.com")} sent you a message`);
    expect(list.body).toContain('href="/student/portal/community#messages"');
    expect(bellOf(list.body)).toBe(before + 1);
    // The other learner has nothing of it.
    expect((await page(notificationsPath.learner2, people.learner2.cookie)).body).not.toContain(nameOf("faculty@example.com"));
  });

  test("a learner's message to their teacher: the teacher's list names the learner", async () => {
    const sent = await post("/student/portal/community", people.learner.cookie, { to: people.faculty.id, body: `${mark} question` });
    expect(sent.status, sent.body.slice(0, 300)).toBe(200);
    const list = await page(notificationsPath.faculty, people.faculty.cookie);
    expect(list.body).toContain(`${nameOf("learner@example.com")} sent you a message`);
    expect(list.body).toContain('href="/teacher/portal/messages"');
  });

  test("a message refused (not the teacher's learner) notifies nobody", async () => {
    const count = async () =>
      (
        await directusAdmin<unknown[]>(
          "GET",
          `/items/seed_notifications?filter[user][_eq]=${people.learner2.id}&filter[kind][_eq]=message&fields=id&limit=-1`,
        )
      ).length;
    const before = await count();
    // learner2 is faculty2's learner, not this teacher's.
    const sent = await post("/teacher/portal/messages", people.faculty.cookie, {
      intent: "reply",
      to: people.learner2.id,
      body: `${mark} x`,
    });
    expect(sent.status).toBe(404);
    expect(await count()).toBe(before);
  });
});

describe("each person's own notifications", () => {
  test.each(names)("%s: their page lists theirs and nobody else's", async (name) => {
    const { status, body } = await page(notificationsPath[name], people[name].cookie);
    expect(status).toBe(200);
    expect(body).toContain(`${mark} [${name}]`);
    for (const other of names) if (other !== name) expect(body).not.toContain(`${mark} [${other}]`);
  });

  test("marking another's notification read: 404 that says so, and the row stays unread", async () => {
    const response = await post(notificationsPath.learner2, people.learner2.cookie, { intent: "read", id: String(own.learner) });
    expect(response.status).toBe(404);
    expect(response.body).toContain("That notification is not among yours");
    expect((await rowOf(own.learner)).read_at).toBeNull();
    // Nor from another area's page, nor from the learner dashboard's panel.
    expect((await post(notificationsPath.faculty, people.faculty.cookie, { intent: "read", id: String(own.learner) })).status).toBe(404);
    expect((await post("/student/portal/dashboard", people.learner2.cookie, { intent: "read", id: String(own.learner) })).status).toBe(404);
    expect((await rowOf(own.learner)).read_at).toBeNull();
  });

  test("mark read, then mark all read: the person's own rows only, back to the list with a message", async () => {
    const extra = await directusAdmin<{ id: number }>("POST", "/items/seed_notifications", {
      user: people.partnerHiring.id,
      kind: "text",
      params: { text: `${mark} second for partner` },
    });
    const one = await post(notificationsPath.partnerHiring, people.partnerHiring.cookie, { intent: "read", id: String(own.partnerHiring) });
    expect(one.status).toBe(303);
    expect(one.location).toBe(notificationsPath.partnerHiring);
    expect((await rowOf(own.partnerHiring)).read_at).not.toBeNull();
    expect((await rowOf(extra.id)).read_at).toBeNull();
    const all = await post(notificationsPath.partnerHiring, people.partnerHiring.cookie, { intent: "read-all" });
    expect(all.status).toBe(303);
    expect((await rowOf(extra.id)).read_at).not.toBeNull();
    const after = await page(notificationsPath.partnerHiring, people.partnerHiring.cookie);
    expect(bellOf(after.body)).toBe(0);
    // Nobody else's was touched.
    for (const other of ["learner", "learner2", "faculty", "editor"] as const) expect((await rowOf(own[other])).read_at).toBeNull();
  });

  test("pages of 20, newest first; a page past the end says so", async () => {
    const rows = Array.from({ length: 21 }, (_, i) => ({
      user: people.learner2.id,
      kind: "text",
      params: { text: `${mark} page row [${i}]` },
    }));
    await directusAdmin("POST", "/items/seed_notifications", rows);
    const first = await page(notificationsPath.learner2, people.learner2.cookie);
    expect(first.body).toContain(`${mark} page row [20]`);
    expect(first.body).not.toContain(`${mark} page row [0]`);
    expect(first.body).toContain('href="/student/portal/notifications?page=2"');
    const second = await page(`${notificationsPath.learner2}?page=2`, people.learner2.cookie);
    expect(second.body).toContain(`${mark} page row [0]`);
    expect(second.body).toContain(`${mark} [learner2]`);
    const beyond = await page(`${notificationsPath.learner2}?page=40`, people.learner2.cookie);
    expect(beyond.body).toContain("There are no notifications on this page.");
  });

  test("over 99 unread: the bell shows 99+ and its name says what it shows (WCAG 2.5.3, Label in Name)", async () => {
    // CI's sample learner once had 102: the name said "102 unread" beside a badge reading "99+".
    const rows = Array.from({ length: 100 }, (_, i) => ({
      user: people.learner2.id,
      kind: "text",
      params: { text: `${mark} many [${i}]` },
    }));
    const made = await directusAdmin<{ id: number }[]>("POST", "/items/seed_notifications", rows);
    for (const language of ["en", "vi"] as const) {
      const response = await fetch(`${testEnv.appUrl}${notificationsPath.learner2}`, {
        headers: { Cookie: `lng=${language}; ${people.learner2.cookie}` },
      });
      const bell = /<a[^>]*class="bell[^"]*"[^>]*>[\s\S]*?<\/a>/.exec(await response.text())?.[0] ?? "";
      expect(bell).toContain('<span aria-hidden="true" class="bell-count">99+</span>');
      expect(bell).toContain(language === "en" ? 'aria-label="Notifications: 99+ unread"' : 'aria-label="Thông báo: 99+ chưa đọc"');
    }
    await deleteWhere("seed_notifications", { id: { _in: made.map((row) => row.id) } });
  });

  test("nothing yet: the list says so", async () => {
    await directusAdmin("DELETE", `/items/seed_notifications/${own.editor}`);
    const { body } = await page(notificationsPath.editor, people.editor.cookie);
    expect(body).toContain("You have no notifications yet.");
    expect(bellOf(body)).toBe(0);
  });
});

describe("directly in Directus, with a person's own token", () => {
  test("each person reads only their own rows", async () => {
    for (const name of names) {
      const response = await asToken(people[name].token, "GET", "/items/seed_notifications?fields=id,user&limit=-1");
      expect(response.status, name).toBe(200);
      const rows = ((await response.json()) as { data: { id: number; user: string }[] }).data;
      expect(
        rows.every((row) => row.user === people[name].id),
        name,
      ).toBe(true);
      for (const other of names)
        if (other !== name && own[other])
          expect(
            rows.map((r) => r.id),
            `${name} reads ${other}'s`,
          ).not.toContain(own[other]);
    }
  });

  test("nobody reads or marks another's row by its id", async () => {
    const read = await asToken(people.faculty.token, "GET", `/items/seed_notifications/${own.learner}`);
    expect(read.status).toBe(403);
    const patch = await asToken(people.learner2.token, "PATCH", `/items/seed_notifications/${own.learner}`, {
      read_at: new Date().toISOString(),
    });
    expect(patch.status).toBe(403);
    const bulk = await asToken(people.learner2.token, "PATCH", "/items/seed_notifications", {
      keys: [own.learner],
      data: { read_at: new Date().toISOString() },
    });
    expect(bulk.status).toBe(403);
    expect((await rowOf(own.learner)).read_at).toBeNull();
  });

  test("nobody creates a notification with their own token, not even their own", async () => {
    for (const name of names) {
      const response = await asToken(people[name].token, "POST", "/items/seed_notifications", {
        user: people[name].id,
        kind: "text",
        params: { text: `${mark} forged` },
      });
      expect(response.status, name).toBe(403);
    }
  });

  test("a person marks their own read, and changes nothing else of it", async () => {
    const words = await asToken(people.learner.token, "PATCH", `/items/seed_notifications/${own.learner}`, { kind: "grade" });
    expect(words.status).toBe(403);
    const owner = await asToken(people.learner.token, "PATCH", `/items/seed_notifications/${own.learner}`, { user: people.learner2.id });
    expect(owner.status).toBe(403);
    const read = await asToken(people.learner.token, "PATCH", `/items/seed_notifications/${own.learner}`, {
      read_at: new Date().toISOString(),
    });
    expect(read.status).toBe(200);
    const row = await rowOf(own.learner);
    expect(row.kind).toBe("text");
    expect(row.read_at).not.toBeNull();
  });
});

describe("migration 001: the stored English titles become kinds", () => {
  const copy = `seed_note_shape_${Date.now().toString(36)}`;
  afterAll(async () => {
    await directusAdmin("DELETE", `/collections/${copy}`).catch(() => {});
    await directusAdmin("DELETE", `/items/seed_migrations/${encodeURIComponent(`902-${copy}`)}`).catch(() => {});
  });

  test("an install of the previous version: each title its kind, params and link; title and type gone; a second start changes nothing", async () => {
    // The previous version's shape, with the new fields the start adds before it migrates.
    await directusAdmin("POST", "/collections", {
      collection: copy,
      meta: { hidden: true, note: "migration 001 test" },
      schema: {},
      fields: [
        { field: "id", type: "integer", meta: { hidden: true }, schema: { is_primary_key: true, has_auto_increment: true } },
        { field: "title", type: "string", schema: { is_nullable: true } },
        { field: "type", type: "string", schema: { is_nullable: true } },
        { field: "kind", type: "string", schema: { is_nullable: false, default_value: "text" } },
        { field: "params", type: "json", meta: { special: ["cast-json"] }, schema: { is_nullable: true } },
        { field: "link", type: "string", schema: { is_nullable: true } },
      ],
    });
    const titles = [
      "Badge earned: first interview done",
      "Campaign brief due in 5 days",
      "New resources in your track",
      "Café <b>moved</b>",
    ];
    await directusAdmin(
      "POST",
      `/items/${copy}`,
      titles.map((title, i) => ({ title, type: i === 0 ? "badge" : "info" })),
    );
    const migration = { id: `902-${copy}`, up: titlesToKinds(copy) };
    expect(await runSeed({ sampleData: false, declarations: { migrations: [migration] } })).toContain(`ran migration 902-${copy}`);
    const rows = await directusAdmin<Record<string, unknown>[]>("GET", `/items/${copy}?sort=id&limit=-1`);
    expect(rows.map(({ id: _, ...row }) => row)).toEqual([
      { kind: "badge.firstInterview", params: null, link: "/student/portal/portfolio" },
      { kind: "deadline", params: { what: "Campaign brief", count: 5 }, link: "/student/portal/learning/projects" },
      { kind: "resources.new", params: null, link: "/student/portal/resources" },
      { kind: "text", params: { text: "Café <b>moved</b>" }, link: null },
    ]);
    expect(await runSeed({ sampleData: false, declarations: { migrations: [migration] } })).not.toContain(`ran migration 902-${copy}`);
  });
});
