// Issue 25: whom each role may read in directus_users, asked directly of Directus with each person's
// own token. A content administrator reads their own account and the learners' (the admin page lists
// learners), the partner members' names and addresses (who sent a ticket, /staff/tickets, issue 47),
// never other staff's addresses or teachers; a learner reads only themselves and the names of their
// teachers.
import { expect, test } from "vitest";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { directusToken } from "../support/people";

async function usersAs(account: { email: string; password: string }) {
  const token = await directusToken(account);
  const response = await fetch(`${testEnv.directusUrl}/users?fields=email,role.name&limit=-1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { email?: string; role?: { name?: string } | null }[] }).data;
}

test("a content administrator reads their own account, the learners' and the partner members' (tickets), and of other staff only names and roles (Change author…)", async () => {
  const rows = await usersAs(accounts.contentAdmin);
  const emails = rows.map((row) => row.email);
  expect(emails).toContain(accounts.contentAdmin.email);
  expect(emails).toContain(accounts.learner.email);
  expect(emails).toContain(accounts.partnerAdmin.email);
  for (const other of [accounts.editor.email, accounts.admin.email, accounts.faculty.email]) expect(emails).not.toContain(other);
  const partners = new Set(
    (await directusAdmin<{ email: string }[]>("GET", "/users?filter[role][name][_eq]=seed-partner&fields=email&limit=-1")).map(
      (row) => row.email,
    ),
  );
  // Everyone else it reads is a learner or a partner member, with their address, or a staff account without one.
  for (const row of rows.filter((row) => row.email !== accounts.contentAdmin.email)) {
    if (row.email && partners.has(row.email)) expect(row.role?.name, row.email).toBe("seed-partner");
    else if (row.email) expect(row.role?.name, row.email).toBe("seed-user");
    else expect(["Administrator", "seed-edit-post", "seed-admin"]).toContain(row.role?.name);
  }
});

test("a learner reads no one's email but their own", async () => {
  const rows = await usersAs(accounts.learner);
  expect(rows.filter((row) => row.email).map((row) => row.email)).toEqual([accounts.learner.email]);
});
