// Issue 31, "Accounts" and "Mail": no account taken by registering first, suspended people signed
// out, and no mail flood to one address through registration or "forgot password".
import { randomUUID } from "node:crypto";
import { expect, test } from "vitest";
import { createAuthSessionStorage, sessionCookieNameFor, USER_RECHECK_MS } from "~/features/auth/session.server";
import { directusAdmin, testEnv } from "../support/env";
import { startLoneApp } from "../support/lone-app";
import { mailedLink, mailsRecordedOnceDelivered, mailsTo, waitForMail } from "../support/maildev";
import { accountsForFile, proxiedAppForFile } from "../support/proxied-app";
import { signInCookie } from "../support/sign-in";

const storage = createAuthSessionStorage({ secret: process.env.TEST_SESSION_SECRET ?? "", secure: true });
const staffPage = "/staff/requests";
const created = accountsForFile();
const proxied = proxiedAppForFile();

const post = (appUrl: string, path: string, fields: Record<string, string>, client?: string) =>
  fetch(`${appUrl}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      // The stack's public address, which the lone app also answers for (proxiedAppForFile).
      Origin: testEnv.appUrl,
      "X-Forwarded-Host": new URL(testEnv.appUrl).host,
      Cookie: "lng=en",
      ...(client ? { "X-Forwarded-For": client } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

const register = (email: string, password: string, firstName: string, client = randomClient()) =>
  post(proxied.url, "/register", { email, password, confirm: password, firstName, lastName: "Test", acceptTerms: "on" }, client);

const randomClient = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

const canSignIn = async (email: string, password: string) => (await post(testEnv.appUrl, "/login", { email, password })).status === 302;

const newUser = (roleName: string) => created.create(roleName, "h31", "Suspend#2026x");

test("registering an unverified address again: whoever verifies gets the newest password and names; the first link no longer verifies", async () => {
  const email = `takeover-${randomUUID().slice(0, 8)}@example.com`;
  created.track(email);
  expect((await register(email, "Attacker#Pass1", "Mallory")).status).toBe(200);
  const first = await mailedLink(email, "/verify-email");

  expect((await register(email, "Owner#Pass2026", "Olivia")).status).toBe(200);
  const second = await waitForMail(
    (mail) => mail.id !== first.mail.id && mail.to.some((to) => to.address === email) && mail.html.includes("/verify-email?"),
  );
  const newest = new URL(second.html.match(/href=['"]([^'"]*\/verify-email\?[^'"]*)['"]/)![1].replaceAll("&amp;", "&"));
  expect((await mailsTo(email)).length).toBe(2);

  // The first registrant's link is retired (checked before the newest is used: afterwards every link fails).
  const firstAnswer = await fetch(`${testEnv.appUrl}${first.link.pathname}${first.link.search}`);
  expect(firstAnswer.status).toBe(400);
  const newestAnswer = await fetch(`${testEnv.appUrl}${newest.pathname}${newest.search}`);
  expect(newestAnswer.status).toBe(200);

  expect(await canSignIn(email, "Attacker#Pass1")).toBe(false);
  expect(await canSignIn(email, "Owner#Pass2026")).toBe(true);
  const [user] = await directusAdmin<{ first_name: string; status: string }[]>(
    "GET",
    `/users?filter[email][_eq]=${encodeURIComponent(email)}&fields=first_name,status`,
  );
  expect(user).toEqual({ first_name: "Olivia", status: "active" });
});

test("registering a verified address changes nothing and answers as for a new one (no enumeration)", async () => {
  const owner = await newUser("seed-user");
  expect((await register(owner.email, "Other#Pass2026", "Mallory")).status).toBe(200);
  expect(await canSignIn(owner.email, owner.password)).toBe(true);
  expect(await canSignIn(owner.email, "Other#Pass2026")).toBe(false);
});

test("a suspended person is signed out at the next user check, and every other session of theirs at its next request", async () => {
  const person = await newUser("seed-admin");
  const cookie = await signInCookie(person);
  const otherSession = await signInCookie(person);
  const get = (cookieHeader: string) => fetch(`${testEnv.appUrl}${staffPage}`, { headers: { Cookie: cookieHeader }, redirect: "manual" });
  expect((await get(cookie)).status).toBe(200);
  expect((await get(otherSession)).status).toBe(200);

  await directusAdmin("PATCH", `/users/${person.id}`, { status: "suspended" });

  // The same cookie, as it will look at its next user check (Directus still accepts its access token).
  const name = sessionCookieNameFor(true);
  const session = await storage.getSession(cookie.split("; ").find((c) => c.startsWith(`${name}=`))!);
  session.set("userCheckedAt", Date.now() - USER_RECHECK_MS - 1000);
  const aged = (await storage.commitSession(session)).split(";")[0];
  const answer = await get(aged);
  expect(answer.status).toBe(302);
  expect(answer.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);

  // The user is revoked as a whole: the other session, checked seconds ago, ends too.
  const other = await get(otherSession);
  expect(other.status).toBe(302);
  expect(other.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
});

test("'forgot password' mails one address at most five times an hour, whichever clients ask", async () => {
  const person = await newUser("seed-user");
  for (let i = 0; i < 7; i++) {
    const answer = await post(proxied.url, "/forgot-password", { email: person.email }, `203.0.113.${10 + i}`);
    expect(answer.status).not.toBe(429);
  }
  expect(await mailsRecordedOnceDelivered(person.email, 5)).toBe(5);
  expect(await mailsTo(person.email)).toHaveLength(5);
});

test("registration mails one address at most five times an hour, whichever clients ask", async () => {
  const email = `flood-${randomUUID().slice(0, 8)}@example.com`;
  created.track(email);
  for (let i = 0; i < 7; i++) expect((await register(email, "Flood#Pass2026", "Flood", `203.0.113.${100 + i}`)).status).toBe(200);
  expect(await mailsRecordedOnceDelivered(email, 5)).toBe(5);
  expect(await mailsTo(email)).toHaveLength(5);
});

test("under sustained failures from three addresses, the owner still signs in from the browser they signed in with before (ADR 009)", async () => {
  const owner = await newUser("seed-user");
  const signInFrom = (client: string, password: string, cookie = "") =>
    fetch(`${proxied.url}/login`, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: testEnv.appUrl,
        "X-Forwarded-Host": new URL(testEnv.appUrl).host,
        "X-Forwarded-For": client,
        Cookie: `lng=en${cookie ? `; ${cookie}` : ""}`,
      },
      body: new URLSearchParams({ email: owner.email, password }),
      redirect: "manual",
    });

  // The owner's browser signs in once and keeps its known-device cookie (not the session).
  const first = await signInFrom("203.0.113.200", owner.password);
  expect(first.status).toBe(302);
  const device = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => /seed_device=/.test(c));
  expect(device).toBeDefined();

  // Three addresses, each until it is refused: together they spend the account's 30 failures.
  const attackers = ["192.0.2.11", "192.0.2.12", "192.0.2.13"];
  for (const attacker of attackers) for (let i = 0; i < 11; i++) await signInFrom(attacker, "Wrong#Guess2026");
  const stranger = await signInFrom("192.0.2.14", owner.password);
  expect(stranger.status).toBe(429);

  // The owner's browser, from yet another address (a new network), is let in with the right password.
  const known = await signInFrom("203.0.113.201", owner.password, device);
  expect(known.status).toBe(302);
  // Its cookie opens nothing by itself: a wrong password is still refused.
  expect((await signInFrom("203.0.113.202", "Wrong#Guess2026", device)).status).toBe(401);
});

test("without a trusted proxy, X-Forwarded-For is ignored: claiming new addresses does not escape the limit", async () => {
  // A lone app of its own (TRUST_PROXY 0): spending the loopback client's allowance on the shared
  // stack would refuse the browser tests' resets for ten minutes.
  const direct = await startLoneApp({});
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const answer = await fetch(`${direct.url}/reset-password`, {
        method: "POST",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: direct.url,
          "X-Forwarded-For": `192.0.2.${i}`,
          Cookie: "lng=en",
        },
        body: new URLSearchParams({ token: "not-a-real-token", password: "Valid#Pass123", confirm: "Valid#Pass123" }),
        redirect: "manual",
      });
      await answer.arrayBuffer();
      statuses.push(answer.status);
    }
    expect(statuses).toContain(429);
  } finally {
    direct.stop();
  }
});
