// Sign-in, sign-out and their rate limit through the app's own actions, against the real stack.
import { describe, expect, test } from "vitest";
import { createAuthSessionStorage, sessionCookieNameFor } from "~/features/auth/session.server";
import { accounts } from "../support/accounts";
import { testEnv } from "../support/env";

const storage = createAuthSessionStorage({ secret: process.env.TEST_SESSION_SECRET ?? "", secure: true });
const { learner } = accounts;

function post(path: string, fields: Record<string, string>, cookie = "") {
  return fetch(`${testEnv.appUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

function sessionCookieOf(response: Response) {
  return response.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${sessionCookieNameFor(true)}=`))
    ?.split(";")[0];
}

describe("sign-in and sign-out", () => {
  test("signing in sets the session; logging out revokes the refresh token at Directus and clears the cookie", async () => {
    const login = await post("/login", { email: learner.email, password: learner.password, redirectTo: "/" });
    expect(login.status).toBe(302);
    expect(login.headers.get("Location")).toBe("/");
    const cookie = sessionCookieOf(login)!;
    const session = await storage.getSession(cookie);
    const refreshToken = session.get("refreshToken")!;
    expect(refreshToken).toBeTruthy();
    expect(session.get("user")).toMatchObject({ email: learner.email, roleName: "seed-user" });

    const logout = await post("/logout", {}, cookie);
    expect(logout.status).toBe(302);
    expect(logout.headers.getSetCookie().join("\n")).toMatch(/__Host-seed_session=; .*Expires=Thu, 01 Jan 1970/);

    const refresh = await fetch(`${testEnv.directusUrl}/auth/refresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: refreshToken, mode: "json" }),
    });
    expect(refresh.status).toBe(401);
  });

  test("a GET to /logout signs nobody out", async () => {
    const login = await post("/login", { email: learner.email, password: learner.password });
    const cookie = sessionCookieOf(login)!;
    const response = await fetch(`${testEnv.appUrl}/logout`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test("repeated failed sign-ins for one email are refused with 429 (rate limit)", async () => {
    const email = `guess-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post("/login", { email, password: "WrongPassword#1" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const refused = await post("/login", { email, password: "WrongPassword#1" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts");
  });
});
