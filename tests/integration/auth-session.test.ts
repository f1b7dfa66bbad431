// The session middleware against the real test stack: refreshing a nearly expired access token
// once (refresh tokens rotate), a revoked refresh token, and the session cookie's flags.
import { describe, expect, test } from "vitest";
import { createAuthSessionStorage, sessionCookieNameFor } from "~/features/auth/session.server";
import { accounts } from "../support/accounts";
import { directusAdmin, testEnv } from "../support/env";

// The test stack serves the production build with COOKIE_SECURE=true (scripts/test-stack.mjs).
const storage = createAuthSessionStorage({ secret: process.env.TEST_SESSION_SECRET ?? "", secure: true });
const { learner } = accounts;

async function directusLogin(account = learner) {
  const response = await fetch(`${testEnv.directusUrl}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, mode: "json" }),
  });
  expect(response.status).toBe(200);
  const { data } = await response.json();
  return data as { access_token: string; refresh_token: string; expires: number };
}

/** A session cookie as the app would write it, with the access token `expiresInMs` from expiry. */
async function sessionCookie(tokens: { access_token: string; refresh_token: string }, expiresInMs: number) {
  const session = await storage.getSession();
  session.set("accessToken", tokens.access_token);
  session.set("refreshToken", tokens.refresh_token);
  session.set("expiresAt", Date.now() + expiresInMs);
  session.set("remember", false);
  const setCookie = await storage.commitSession(session);
  return setCookie.split(";")[0];
}

async function sessionFrom(response: Response) {
  const setCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${sessionCookieNameFor(true)}=`));
  return { setCookie, session: setCookie ? await storage.getSession(setCookie.split(";")[0]) : null };
}

function getPage(path: string, cookie: string) {
  return fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
}

describe("session middleware", () => {
  test("an access token close to expiry is refreshed once, even when two requests arrive together", async () => {
    const tokens = await directusLogin();
    const cookie = await sessionCookie(tokens, 20_000); // inside the 60 s + 30 s window

    const [first, second] = await Promise.all([getPage("/_root.data", cookie), getPage("/_root.data", cookie)]);
    const a = await sessionFrom(first);
    const b = await sessionFrom(second);
    expect(a.session?.get("refreshToken")).toBeTruthy();
    // Both requests got the same rotated tokens: only one refresh reached Directus.
    expect(a.session?.get("refreshToken")).not.toBe(tokens.refresh_token);
    expect(b.session?.get("refreshToken")).toBe(a.session?.get("refreshToken"));
    expect(b.session?.get("accessToken")).toBe(a.session?.get("accessToken"));
    expect(a.session!.get("expiresAt")! - Date.now()).toBeGreaterThan(60_000);
    // …and the user was loaded for the session (spec 000 §3: user and role name).
    expect(a.session?.get("user")).toMatchObject({ email: learner.email, roleName: "seed-user" });
    expect(await first.text()).toContain(learner.email);
    expect(await second.text()).toContain(learner.email);

    // The old refresh token is spent; the new one works.
    const reused = await fetch(`${testEnv.directusUrl}/auth/refresh`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: tokens.refresh_token, mode: "json" }),
    });
    expect(reused.status).toBe(401);

    // A request that still carries the old cookie (sent before the new one arrived) stays signed in.
    const late = await getPage("/_root.data", cookie);
    expect(await late.text()).toContain(learner.email);
  });

  test("a token far from expiry is not refreshed and the cookie is not rewritten once the user is cached", async () => {
    const tokens = await directusLogin();
    const cookie = await sessionCookie(tokens, 10 * 60_000);
    const first = await sessionFrom(await getPage("/_root.data", cookie));
    // First request caches the user in the session (one write), with the same tokens.
    expect(first.session?.get("refreshToken")).toBe(tokens.refresh_token);
    const cached = first.setCookie!.split(";")[0];
    const again = await getPage("/_root.data", cached);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await again.text()).toContain(learner.email);
  });

  test("a revoked refresh token signs the user out cleanly", async () => {
    const tokens = await directusLogin();
    const revoke = await fetch(`${testEnv.directusUrl}/auth/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: tokens.refresh_token, mode: "json" }),
    });
    expect(revoke.ok).toBe(true);
    const cookie = await sessionCookie(tokens, 5_000);

    const response = await getPage("/_root.data", cookie);
    expect(response.status).toBeLessThan(500);
    const { setCookie } = await sessionFrom(response);
    // The cookie is cleared (expired), and the page renders signed out.
    expect(setCookie).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(await response.text()).not.toContain(learner.email);
  });

  test("a Directus call that answers 401 is retried once after a refresh (spec 000 §7)", async () => {
    const editor = await directusLogin(accounts.editor);
    const [archived] = await directusAdmin<{ slug: string }[]>(
      "GET",
      "/items/seed_post_meta?limit=1&fields=slug&filter[status][_eq]=archived",
    );
    // An access token Directus refuses, though the cookie says it is good for ten more minutes.
    const session = await storage.getSession();
    session.set("accessToken", "not-a-valid-token");
    session.set("refreshToken", editor.refresh_token);
    session.set("expiresAt", Date.now() + 10 * 60_000);
    session.set("remember", false);
    session.set("user", { id: "x", email: accounts.editor.email, firstName: null, lastName: null, roleName: "seed-edit-post" });
    const cookie = (await storage.commitSession(session)).split(";")[0];

    const response = await getPage(`/post/${archived.slug}`, `lng=en; ${cookie}`);
    expect(response.status).toBe(200);
    const { session: updated } = await sessionFrom(response);
    expect(updated?.get("refreshToken")).not.toBe(editor.refresh_token);
    expect(updated?.get("accessToken")).not.toBe("not-a-valid-token");
  });

  test("the session cookie is HttpOnly, SameSite=Lax, Secure and __Host- in production", async () => {
    const tokens = await directusLogin();
    const response = await getPage("/_root.data", await sessionCookie(tokens, 20_000));
    const { setCookie } = await sessionFrom(response);
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/^__Host-seed_session=/);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Lax/i);
    expect(setCookie).toMatch(/; Secure/i);
    expect(setCookie).toMatch(/; Path=\//i);
    expect(setCookie).not.toMatch(/Domain=/i);
    // Without "remember me" it is a browser-session cookie.
    expect(setCookie).not.toMatch(/Max-Age|Expires/i);
  });
});
