// Issue 29 ("Export CSV … re-importing it changes nothing"): the admin page's learners export, read
// back unchanged through Import CSV, previews every row as Unchanged, offers nothing to import and
// says so; even a confirmed import of those rows writes nothing (no user, name, enrolment or
// invitation); the rows posted back are refused. The learners are this file's own (names a spreadsheet quotes or guards: commas,
// quotes, a leading minus, Vietnamese letters, no name at all), found by a filter on their tag.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { mailsTo } from "../support/maildev";
import { runTag } from "../support/posts";
import { signInCookie } from "../support/sign-in";

const adminPath = "/a-7f3c91e2";
const tag = `roundtrip-${runTag()}`;
const people = [
  { email: `${tag}-a@example.com`, first_name: 'Thảo "Tí"', last_name: "Nguyễn, Jr.", enrol: true },
  { email: `${tag}-b@example.com`, first_name: "-Minh", last_name: "=Lê+1", enrol: false },
  { email: `${tag}-c@example.com`, first_name: null, last_name: null, enrol: false },
];
const ids: string[] = [];
let cookie = "";
let cohortClass: { id: number; cohort: string };

/** What Directus holds about this file's learners: the accounts and their enrolments. */
async function stored() {
  const filter = encodeURIComponent(JSON.stringify({ email: { _starts_with: tag } }));
  const users = await directusAdmin<Record<string, unknown>[]>(
    "GET",
    `/users?filter=${filter}&fields=id,email,first_name,last_name,status,role&sort=email&limit=-1`,
  );
  const enrolments = await directusAdmin<Record<string, unknown>[]>(
    "GET",
    `/items/seed_enrolments?filter[user][email][_starts_with]=${tag}&fields=id,user,class,status&sort=id&limit=-1`,
  );
  const revisions = await directusAdmin<unknown[]>(
    "GET",
    `/revisions?filter[collection][_in]=directus_users,seed_enrolments&filter[item][_in]=${[...ids, ...enrolments.map((row) => row.id)].join(",")}&fields=id&limit=-1`,
  );
  return { users, enrolments, revisions: revisions.length };
}

/** The page as shown (its scripts, which carry every word of the area, left out). */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, "");

async function upload(csv: Uint8Array<ArrayBuffer>) {
  const form = new FormData();
  form.set("intent", "preview");
  form.set("file", new Blob([csv], { type: "text/csv" }), "learners.csv");
  return fetch(`${testEnv.appUrl}${adminPath}/import`, {
    method: "POST",
    headers: { Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: form,
    redirect: "manual",
  });
}

beforeAll(async () => {
  cookie = await signInCookie(accounts.contentAdmin);
  const [role] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  const classes = await directusAdmin<{ id: number; cohort: string | null }[]>(
    "GET",
    "/items/seed_classes?fields=id,cohort&sort=id&limit=-1",
  );
  cohortClass = classes.find((row): row is { id: number; cohort: string } => Boolean(row.cohort))!;
  for (const person of people) {
    const { enrol, ...fields } = person;
    const user = await directusAdmin<{ id: string }>("POST", "/users", {
      ...fields,
      password: `Pw-${randomUUID()}`,
      role: role!.id,
      status: "active",
    });
    ids.push(user.id);
    if (enrol) await directusAdmin("POST", "/items/seed_enrolments", { user: user.id, class: cohortClass.id, status: "active" });
  }
});

afterAll(async () => {
  const enrolments = await directusAdmin<{ id: number }[]>(
    "GET",
    `/items/seed_enrolments?filter[user][email][_starts_with]=${tag}&fields=id&limit=-1`,
  );
  for (const { id } of enrolments) await directusAdmin("DELETE", `/items/seed_enrolments/${id}`).catch(() => {});
  const users = await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_starts_with]=${tag}&fields=id&limit=-1`);
  for (const { id } of users) await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
});

test("an unchanged learners export, imported again, is all Unchanged, offers nothing to import and writes nothing", async () => {
  const exported = await fetch(`${testEnv.appUrl}${adminPath}/learners.csv?uq=${tag}`, {
    headers: { Cookie: `lng=en; ${cookie}` },
    redirect: "manual",
  });
  expect(exported.status).toBe(200);
  expect(exported.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
  const bytes = new Uint8Array(await exported.arrayBuffer());
  const csv = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  // The file as Export CSV writes it: BOM, CRLF lines, every cell quoted, formula-like cells guarded
  // (the learners in id order, which is random here).
  expect(csv.startsWith("\uFEFF")).toBe(true);
  expect(csv.endsWith("\r\n")).toBe(true);
  const [header, ...lines] = csv.slice(1).split("\r\n").slice(0, -1);
  expect(header).toBe(`"email","first_name","last_name","cohort"`);
  expect(lines.toSorted()).toEqual([
    `"${tag}-a@example.com","Thảo ""Tí""","Nguyễn, Jr.","${cohortClass.cohort}"`,
    `"${tag}-b@example.com","'-Minh","'=Lê+1",""`,
    `"${tag}-c@example.com","","",""`,
  ]);

  const before = await stored();
  expect(before.users).toHaveLength(3);
  expect(before.enrolments).toHaveLength(1);
  // Directus keeps a revision of every write (their creation here): a write by the import would add one.
  expect(before.revisions).toBeGreaterThanOrEqual(4);

  const preview = await upload(bytes);
  expect(preview.status).toBe(200);
  const page = shown(await preview.text());
  expect(page).toContain("0 rows to write, 3 unchanged, 0 with a problem (not written).");
  expect(page).toContain("Nothing to write: every good row is already as the file says.");
  expect(page.match(/>Unchanged</g)).toHaveLength(3);
  expect(page).not.toMatch(/>(Update|New learner \(invitation\))</);
  expect(page).not.toContain('value="import"');

  // The rows sent back anyway (a hand-made form): refused, the confirm names a kept preview (issue 51, item 4).
  const rows = people.map((person, index) => ({
    line: index + 2,
    email: person.email,
    first_name: person.first_name ?? "",
    last_name: person.last_name ?? "",
    cohort: person.enrol ? cohortClass.cohort : "",
  }));
  const imported = await fetch(`${testEnv.appUrl}${adminPath}/import`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: new URLSearchParams({ intent: "import", rows: JSON.stringify(rows) }),
    redirect: "manual",
  });
  expect(imported.status).toBe(400);
  expect(shown(await imported.text())).toContain("The preview was changed or is too old. Preview the file again.");

  expect(await stored()).toEqual(before);
  for (const person of people) expect(await mailsTo(person.email)).toEqual([]);
});
