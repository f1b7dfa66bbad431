// Issue 51, items 3 and 4: the admin page and Import CSV never hand an unconfirmed address to
// whoever registered it, and the import's confirm writes only what its administrator was shown.
// - The preview is kept on the server: a confirm posting rows (30 of one address, as reproduced)
//   sends nothing; one posting the preview id writes it once, and a second confirm nothing; another
//   administrator cannot use it; a cohort gone since the preview shows the rows again, writing nothing.
// - Invitations count against the administrator's hourly allowance: an import over it is refused
//   before writing, with words.
// - An address registered and never verified is shown "Unconfirmed"; Activate is refused with
//   words (and Directus refuses the administrator's own token too); Add student sends its owner a
//   real invitation, and the registrant's password no longer signs in.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { previewCsv } from "../support/csv-import";
import { shownWithoutScripts as shown } from "../support/html";
import { directusAdmin, testEnv } from "../support/env";
import { mailedLink, mailsTo } from "../support/maildev";
import { directusToken, page, postForm } from "../support/people";
import { runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const adminPath = "/a-7f3c91e2";
const importPath = `${adminPath}/import`;
const tag = `import-kept-${runTag()}`;
const made = { classes: [] as number[] };
let cookie = "";
let otherCookie = "";
let learnerRole = "";

const preview = (csv: string, as = cookie) => previewCsv(importPath, csv, "learners.csv", as);

const confirm = (id: string, as = cookie) => postForm(importPath, as, { intent: "import", preview: id });

const usersAt = (prefix: string) =>
  directusAdmin<{ id: string; email: string; status: string }[]>(
    "GET",
    `/users?filter[email][_starts_with]=${encodeURIComponent(prefix)}&fields=id,email,status&limit=-1`,
  );

beforeAll(async () => {
  [cookie, otherCookie] = await Promise.all([signInCookie(accounts.contentAdmin), signInCookie(accounts.admin)]);
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  learnerRole = role.id;
});

afterAll(async () => {
  for (const { id } of await usersAt(tag)) {
    for (const row of await directusAdmin<{ id: number }[]>("GET", `/items/seed_enrolments?filter[user][_eq]=${id}&fields=id&limit=-1`))
      await directusAdmin("DELETE", `/items/seed_enrolments/${row.id}`).catch(() => {});
    await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
  }
  for (const id of made.classes) await directusAdmin("DELETE", `/items/seed_classes/${id}`).catch(() => {});
});

describe("Import CSV's confirm (item 4)", () => {
  test("rows posted back send nothing; the kept preview writes once, for its administrator only", async () => {
    const email = `${tag}-once@example.com`;
    // As reproduced: one confirm with 30 rows of one address. The rows are no longer read.
    const rows = JSON.stringify(
      Array.from({ length: 30 }, (_, i) => ({ line: i + 2, email, first_name: "A", last_name: "B", cohort: "" })),
    );
    const crafted = await postForm(importPath, cookie, { intent: "import", rows });
    expect(crafted.status).toBe(400);
    expect(shown(crafted.body)).toContain("The preview was changed or is too old. Preview the file again.");

    // 30 rows of one address in a file, each with another name: one to write, 29 repeated. (Rows
    // that say the same learner again are left out: the enrolments export lists one per class.)
    const csv = `email,first_name,last_name\r\n${Array.from({ length: 30 }, (_, i) => `${email},Lan ${i},Trần`).join("\r\n")}\r\n`;
    const shownRows = await preview(csv);
    expect(shownRows.status).toBe(200);
    expect(shownRows.html).toContain("1 rows to write, 0 unchanged, 29 with a problem (not written).");
    expect(shownRows.id).not.toBeNull();

    // Another administrator cannot confirm it (nor learn that it exists), and it stays its owner's.
    const stranger = await confirm(shownRows.id!, otherCookie);
    expect(stranger.status).toBe(410);
    expect(shown(stranger.body)).toContain("The preview was changed or is too old.");
    expect(await usersAt(email)).toEqual([]);

    const done = await confirm(shownRows.id!);
    expect(done.status).toBeGreaterThanOrEqual(300);
    expect(done.status).toBeLessThan(400);
    const { link } = await mailedLink(email, "/set-password");
    expect(link.pathname).toBe("/set-password");
    const [user] = await usersAt(email);
    expect(user.status).toBe("invited");

    // Confirmed again (a second click, a replay): nothing more.
    const again = await confirm(shownRows.id!);
    expect(again.status).toBe(410);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  test("a cohort gone since the preview: the rows come back with the problem, nothing is written", async () => {
    const cohort = `${tag}-cohort`;
    const [course] = await directusAdmin<{ id: number }[]>("GET", "/items/seed_courses?fields=id&limit=1&sort=id");
    const [teacher] = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${accounts.faculty.email}&fields=id`);
    const klass = await directusAdmin<{ id: number }>("POST", "/items/seed_classes", { course: course.id, teacher: teacher.id, cohort });
    made.classes.push(klass.id);
    const email = `${tag}-cohort@example.com`;
    const shownRows = await preview(`email,first_name,last_name,cohort\r\n${email},Minh,Lê,${cohort}\r\n`);
    expect(shownRows.html).toContain("1 rows to write, 0 unchanged, 0 with a problem (not written).");

    await directusAdmin("PATCH", `/items/seed_classes/${klass.id}`, { cohort: null });
    const changed = await confirm(shownRows.id!);
    expect(changed.status).toBe(409);
    const html = shown(changed.body);
    expect(html).toContain("Something changed since the preview");
    expect(html).toContain("Unknown cohort");
    expect(html).not.toContain('value="import"');
    expect(await usersAt(email)).toEqual([]);
    expect(await mailsTo(email)).toEqual([]);
  });

  test("invitations over the administrator's hourly allowance (60) are refused before anything is written", async () => {
    const prefix = `${tag}-many-`;
    const lines = Array.from({ length: 61 }, (_, i) => `${prefix}${i}@example.com,Học,Viên`);
    const shownRows = await preview(`email,first_name,last_name\r\n${lines.join("\r\n")}\r\n`);
    expect(shownRows.html).toContain("61 rows to write");
    const refused = await confirm(shownRows.id!);
    expect(refused.status).toBe(429);
    expect(shown(refused.body)).toContain("This import would send 61 invitations");
    expect(await usersAt(prefix)).toEqual([]);
    expect(await mailsTo(`${prefix}0@example.com`)).toEqual([]);
    // Refused, it counted nothing: the administrator's other invitations still go (Add student).
    const one = await postForm(`${adminPath}/learners/new`, cookie, { email: `${prefix}single@example.com` });
    expect(one.status).toBeLessThan(400);
    await mailedLink(`${prefix}single@example.com`, "/set-password");
  });
});

describe("an address registered and never verified (item 3)", () => {
  const email = `${tag}-unverified@example.com`;
  const password = `Registrant#${randomUUID().slice(0, 8)}`;
  let id = "";

  beforeAll(async () => {
    // What /register stores for an address nobody has verified yet.
    id = (
      await directusAdmin<{ id: string }>("POST", "/users", {
        email,
        password,
        first_name: "Mallory",
        role: learnerRole,
        status: "unverified",
      })
    ).id;
  });

  test("is shown Unconfirmed, and Activate is refused with words, by the app and by Directus", async () => {
    const list = await page(`${adminPath}?uq=${encodeURIComponent(email)}`, cookie);
    expect(list.status).toBe(200);
    expect(shown(list.body)).toMatch(/>Unconfirmed</);

    const activated = await postForm(`${adminPath}/learners/${id}/status`, cookie, { intent: "activate" });
    expect(activated.status).toBe(409);
    expect(shown(activated.body)).toContain("This person has not confirmed their email address yet");
    // The administrator's own token, straight to Directus: refused too.
    const token = await directusToken(accounts.contentAdmin);
    const patched = await fetch(`${testEnv.directusUrl}/users/${id}`, {
      method: "PATCH",
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "active" }),
    });
    expect(patched.status).toBe(403);
    expect((await directusAdmin<{ status: string }>("GET", `/users/${id}?fields=status`)).status).toBe("unverified");
  });

  test("Add student sends its owner an invitation; the registrant's password no longer signs in", async () => {
    const signIn = () =>
      fetch(`${testEnv.directusUrl}/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, password, mode: "json" }),
      });
    const added = await postForm(`${adminPath}/learners/new`, cookie, { email });
    expect(added.status).toBeLessThan(400);
    const { link } = await mailedLink(email, "/set-password");
    expect(link.searchParams.get("token")).toBeTruthy();
    expect((await directusAdmin<{ status: string }>("GET", `/users/${id}?fields=status`)).status).toBe("invited");
    expect((await signIn()).status).toBe(401);
    // And an active learner's address is not invited: words, no mail.
    const active = await postForm(`${adminPath}/learners/new`, cookie, { email: accounts.learner.email });
    expect(active.status).toBe(409);
    expect(shown(active.body)).toContain("This address already belongs to an active learner");
  });
});
