// Issue 29: what a content administrator (seed-admin) may do to accounts and other rows, asked
// directly of Directus with their own token. Learners may be created; learners, teachers and
// partners updated or deleted, their role only among those; an Administrator, an editor, another
// content administrator, a staff role and other collections: refused.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";

let token = "";
const roleIds: Record<string, string> = {};
const created: string[] = [];

async function asAdmin(method: string, path: string, body?: unknown) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { data?: unknown }) : {} };
}

/** A throwaway account made by Directus' own administrator (never a sample person). */
async function makeUser(role: string) {
  const user = await directusAdmin<{ id: string }>("POST", "/users", {
    email: `admin-perm-${randomUUID().slice(0, 8)}@example.com`,
    password: `Pw-${randomUUID()}`,
    role: roleIds[role],
    status: "active",
  });
  created.push(user.id);
  return user.id;
}

const idOf = async (email: string) =>
  (await directusAdmin<{ id: string }[]>("GET", `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=id`))[0].id;

beforeAll(async () => {
  token = await directusToken(accounts.contentAdmin);
  for (const role of await directusAdmin<{ id: string; name: string }[]>("GET", "/roles?fields=id,name&limit=-1"))
    roleIds[role.name] = role.id;
});

afterAll(async () => {
  for (const id of created) await directusAdmin("DELETE", `/users/${id}`).catch(() => {});
});

test("creates learners only: a new account with a staff role is refused", async () => {
  const email = `admin-perm-${randomUUID().slice(0, 8)}@example.com`;
  const learner = await asAdmin("POST", "/users", { email, role: roleIds["seed-user"] });
  expect(learner.status).toBe(200);
  created.push((learner.body.data as { id: string }).id);
  for (const staff of ["Administrator", "seed-admin", "seed-edit-post"]) {
    const refused = await asAdmin("POST", "/users", { email: `x-${randomUUID().slice(0, 8)}@example.com`, role: roleIds[staff] });
    expect(refused.status, staff).toBeGreaterThanOrEqual(400);
  }
});

test("suspends, activates and moves a learner to faculty; never grants a staff role", async () => {
  const id = await makeUser("seed-user");
  expect((await asAdmin("PATCH", `/users/${id}`, { status: "suspended" })).status).toBe(200);
  expect((await asAdmin("PATCH", `/users/${id}`, { status: "active" })).status).toBe(200);
  for (const staff of ["Administrator", "seed-admin", "seed-edit-post"]) {
    expect((await asAdmin("PATCH", `/users/${id}`, { role: roleIds[staff] })).status, staff).toBeGreaterThanOrEqual(400);
  }
  expect((await directusAdmin<{ role: string }>("GET", `/users/${id}?fields=role`)).role).toBe(roleIds["seed-user"]);
  // Done; the answer holds the account because the admin also reads teachers' names (issue 50: a class's teacher).
  expect((await asAdmin("PATCH", `/users/${id}`, { role: roleIds["seed-faculty"] })).status).toBe(200);
  expect((await directusAdmin<{ role: string }>("GET", `/users/${id}?fields=role`)).role).toBe(roleIds["seed-faculty"]);
  // A teacher now: still theirs to manage (role back), never to make staff.
  expect((await asAdmin("PATCH", `/users/${id}`, { role: roleIds["Administrator"] })).status).toBeGreaterThanOrEqual(400);
  expect((await asAdmin("PATCH", `/users/${id}`, { role: roleIds["seed-user"] })).status).toBe(200);
});

test("edits or deletes no Administrator, editor or content administrator", async () => {
  for (const email of [accounts.admin.email, accounts.editor.email, accounts.contentAdmin.email]) {
    const id = await idOf(email);
    const update = await asAdmin("PATCH", `/users/${id}`, { first_name: "Hacked", status: "suspended" });
    expect(update.status, email).toBeGreaterThanOrEqual(400);
    expect((await asAdmin("DELETE", `/users/${id}`)).status, email).toBeGreaterThanOrEqual(400);
    const after = await directusAdmin<{ first_name: string | null; status: string }>("GET", `/users/${id}?fields=first_name,status`);
    expect(after.status, email).toBe("active");
    expect(after.first_name, email).not.toBe("Hacked");
  }
});

test("deletes a learner it manages", async () => {
  const id = await makeUser("seed-user");
  expect((await asAdmin("DELETE", `/users/${id}`)).status).toBe(204);
});

test("reads learners' enrolments only, and no other collections (settings, policies, outbox, attendance)", async () => {
  const enrolments = await asAdmin("GET", "/items/seed_enrolments?fields=user.role.name&limit=-1");
  expect(enrolments.status).toBe(200);
  const roles = new Set((enrolments.body.data as { user: { role: { name: string } | null } | null }[]).map((row) => row.user?.role?.name));
  expect([...roles]).toEqual(["seed-user"]);
  for (const path of [
    "/settings",
    "/policies",
    "/permissions",
    "/items/seed_outbox",
    "/items/seed_attendance",
    // (The help tickets are theirs to answer since issue 47: tests/integration/staff-tickets.test.ts.)
  ]) {
    const answer = await asAdmin("GET", path);
    const rows = Array.isArray(answer.body.data) ? answer.body.data : null;
    expect(answer.status >= 400 || (rows !== null && rows.length === 0), `${path}: ${answer.status}`).toBe(true);
  }
});

test("reads the staff accounts' names for 'Change author…', nothing else of them, and names one as a post's author", async () => {
  const staff = await asAdmin("GET", "/users?fields=id,first_name,role.name&limit=-1&filter[role][name][_neq]=seed-user");
  expect(staff.status).toBe(200);
  const rows = staff.body.data as { id: string; role: { name: string } | null }[];
  const ids = rows.map((row) => row.id);
  for (const email of [accounts.admin.email, accounts.editor.email, accounts.contentAdmin.email]) expect(ids).toContain(await idOf(email));
  // Besides staff: partner members' names (for /staff/tickets, issue 47) and teachers' (a class's
  // teacher on /staff/classes, issue 50); a staff account's address, status, role change or password are not theirs.
  expect(new Set(rows.map((row) => row.role?.name))).toEqual(
    new Set(["Administrator", "seed-edit-post", "seed-admin", "seed-partner", "seed-faculty"]),
  );
  const editorId = await idOf(accounts.editor.email);
  for (const field of ["email", "status", "last_access"])
    expect((await asAdmin("GET", `/users/${editorId}?fields=${field}`)).status).toBe(403);

  const post = await directusAdmin<{ id: number }>("POST", "/items/seed_post_meta", {
    title: "Author test",
    slug: `admin-perm-author-${randomUUID().slice(0, 8)}`,
    status: "draft",
  });
  try {
    expect((await asAdmin("PATCH", `/items/seed_post_meta/${post.id}`, { author: editorId })).status).toBe(200);
    const read = await asAdmin("GET", `/items/seed_post_meta/${post.id}?fields=author_id,author.id,author.first_name`);
    expect(read.body.data).toMatchObject({ author_id: 1, author: { id: editorId } });
    // Published, the post is everyone's to read, but not which staff account wrote it.
    await directusAdmin("PATCH", `/items/seed_post_meta/${post.id}`, { status: "published" });
    const visitor = (fields: string) => fetch(`${testEnv.directusUrl}/items/seed_post_meta/${post.id}?fields=${fields}`);
    expect((await visitor("title")).status).toBe(200);
    expect((await visitor("author")).status).toBe(403);
    expect(((await (await visitor("*")).json()) as { data: Record<string, unknown> }).data).not.toHaveProperty("author");
  } finally {
    await directusAdmin("DELETE", `/items/seed_post_meta/${post.id}`);
  }
});

test("reads learners' profiles, grades and projects for 'View details', and writes none of them", async () => {
  for (const collection of ["seed_learner_profiles", "seed_grades", "seed_projects"]) {
    const answer = await asAdmin("GET", `/items/${collection}?fields=id,user.role.name&limit=-1`);
    expect(answer.status, collection).toBe(200);
    const rows = answer.body.data as { id: number; user: { role: { name: string } | null } | null }[];
    expect(rows.length, collection).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.user?.role?.name)), collection).toEqual(new Set(["seed-user"]));
    expect((await asAdmin("PATCH", `/items/${collection}/${rows[0].id}`, {})).status, collection).toBeGreaterThanOrEqual(400);
  }
});
