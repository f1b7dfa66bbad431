// Issue 25: whom each role may read in directus_users, asked directly of Directus with each person's
// own token. A content administrator reads their own account and the learners' (the admin page lists
// learners), never other staff, teachers or partners; a learner reads only themselves and the names
// of their teachers.
import { expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { testEnv } from "../support/env";
import { directusToken } from "../support/people";

async function usersAs(account: { email: string; password: string }) {
  const token = await directusToken(account);
  const response = await fetch(`${testEnv.directusUrl}/users?fields=email,role.name&limit=-1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { email?: string; role?: { name?: string } | null }[] }).data;
}

test("a content administrator reads their own account and the learners', and of other staff only names and roles (Change author…)", async () => {
  const rows = await usersAs(accounts.contentAdmin);
  const emails = rows.map((row) => row.email);
  expect(emails).toContain(accounts.contentAdmin.email);
  expect(emails).toContain(accounts.learner.email);
  for (const other of [accounts.editor.email, accounts.admin.email, accounts.faculty.email]) expect(emails).not.toContain(other);
  // Everyone else it reads is a learner, with their address, or a staff account without one.
  for (const row of rows.filter((row) => row.email !== accounts.contentAdmin.email)) {
    if (row.email) expect(row.role?.name, row.email).toBe("seed-user");
    else expect(["Administrator", "seed-edit-post", "seed-admin"]).toContain(row.role?.name);
  }
});

test("a learner reads no one's email but their own", async () => {
  const rows = await usersAs(accounts.learner);
  expect(rows.filter((row) => row.email).map((row) => row.email)).toEqual([accounts.learner.email]);
});
