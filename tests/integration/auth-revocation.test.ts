// Issue 10 §13: signing out ends the session on the server (a kept copy of the cookie no longer
// works), and a role changed in Directus reaches the app within a minute.
import { expect, test } from "vitest";
import { createAuthSessionStorage, sessionCookieNameFor, USER_RECHECK_MS } from "~/features/auth/session.server";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";
import { signInCookie, signOut } from "../support/sign-in";

const storage = createAuthSessionStorage({ secret: process.env.TEST_SESSION_SECRET ?? "", secure: true });
const staffPage = "/staff/requests";

const get = (path: string, cookie: string) => fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });

test("a copy of the session cookie stops working the moment its owner signs out", async () => {
  const cookie = await signInCookie(accounts.contentAdmin);
  expect((await get(staffPage, cookie)).status).toBe(200);

  const logout = await signOut(cookie);
  expect(logout.status).toBe(302);

  // The copy still holds an access token Directus would accept for minutes; the app refuses it.
  const replay = await get(staffPage, cookie);
  expect(replay.status).toBe(302);
  expect(replay.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
});

test("a role changed in Directus takes effect within a minute, without signing in again", async () => {
  const cookie = await signInCookie(accounts.contentAdmin);
  expect((await get(staffPage, cookie)).status).toBe(200);

  const [user] = await directusAdmin<{ id: string; role: string }[]>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(accounts.contentAdmin.email)}&fields=id,role`,
  );
  const [learnerRole] = await directusAdmin<{ id: string }[]>("GET", "/roles?filter[name][_eq]=seed-user&fields=id");
  await directusAdmin("PATCH", `/users/${user.id}`, { role: learnerRole.id });
  try {
    // The same cookie, as it will look a minute later: its last user check is older than USER_RECHECK_MS.
    const name = sessionCookieNameFor(true);
    const value = cookie.split("; ").find((c) => c.startsWith(`${name}=`))!;
    const session = await storage.getSession(value);
    session.set("userCheckedAt", Date.now() - USER_RECHECK_MS - 1000);
    const aged = (await storage.commitSession(session)).split(";")[0];

    expect((await get(staffPage, aged)).status).toBe(403);
  } finally {
    await directusAdmin("PATCH", `/users/${user.id}`, { role: user.role });
  }
});
