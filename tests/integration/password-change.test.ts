// Issue 51, item 8: the learner's password change checks the current password as a sign-in does,
// against the same per-account lock (ADR 009), and a completed change ends the person's other
// sessions while the browser that made it stays signed in.
import { expect, test } from "vitest";
import { createAuthSessionStorage, sessionCookieNameFor } from "~/features/auth/session.server";
import { testEnv } from "../support/env";
import { accountsForFile, proxiedAppForFile } from "../support/proxied-app";
import { signInCookie } from "../support/sign-in";

const settingsPage = "/student/portal/settings";
const storage = createAuthSessionStorage({ secret: process.env.TEST_SESSION_SECRET ?? "", secure: true });
const sessionCookie = sessionCookieNameFor(true);
/** Each request may come from an address of its own: the account's lock takes failures from several addresses (one address alone is refused sooner). */
const proxied = proxiedAppForFile();
const created = accountsForFile();

const newLearner = () => created.create("seed-user", "pw-change", "Current#2026x");

/** A request to `appUrl` as a browser at `client` (through the proxy, which the stack's own app ignores). */
const send = (
  appUrl: string,
  path: string,
  { client, cookie = "", form }: { client?: string; cookie?: string; form?: Record<string, string> },
) =>
  fetch(`${appUrl}${path}`, {
    method: form ? "POST" : "GET",
    headers: {
      ...(form ? { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl } : {}),
      "X-Forwarded-Host": new URL(testEnv.appUrl).host,
      ...(client ? { "X-Forwarded-For": client } : {}),
      Cookie: `lng=en${cookie ? `; ${cookie}` : ""}`,
    },
    body: form ? new URLSearchParams(form) : undefined,
    redirect: "manual",
  });

const signIn = (account: { email: string; password: string }, client: string) =>
  send(proxied.url, "/login", { client, form: { email: account.email, password: account.password } });

const changePassword = (appUrl: string, cookie: string, current: string, next: string, client?: string) =>
  send(appUrl, settingsPage, { client, cookie, form: { intent: "password", current, password: next, confirm: next } });

/** The session cookie a response set (`name=value`). */
const sessionOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith(`${sessionCookie}=`));

/** Whether Directus itself still takes this password (its own sign-in, which the app's lock does not hold). */
const directusTakes = async (email: string, password: string) =>
  (
    await fetch(`${testEnv.directusUrl}/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password, mode: "json" }),
    })
  ).ok;

/** The page as shown: its scripts, which carry the area's words, left out. */
const shown = async (response: Response) => (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "");

test("wrong current passwords in the settings count against the sign-in lock", async () => {
  const person = await newLearner();
  const signedIn = await signIn(person, "203.0.113.30");
  expect(signedIn.status).toBe(302);
  const cookie = sessionOf(signedIn)!;

  // Five wrong current passwords (the settings' own allowance per address) …
  for (let i = 0; i < 5; i++) {
    const answer = await changePassword(proxied.url, cookie, `Wrong#Guess${i}`, "Next#Pass2026", "203.0.113.30");
    expect(answer.status).toBe(400);
    expect(await shown(answer)).toContain("Your current password is not right.");
  }
  // … and 25 wrong sign-ins from three addresses: together the account's 30 failures.
  for (const [client, tries] of [
    ["192.0.2.31", 10],
    ["192.0.2.32", 10],
    ["192.0.2.33", 5],
  ] as const)
    for (let i = 0; i < tries; i++) expect((await signIn({ ...person, password: "Wrong#Guess2026" }, client)).status).toBe(401);

  // The account is locked: the right password from a new address is refused, with the lock's words.
  const locked = await signIn(person, "192.0.2.34");
  expect(locked.status).toBe(429);
  expect(await shown(locked)).toContain("Too many failed sign-ins for this account.");
});

test("once the account is locked, the settings say so and do not change the password", async () => {
  const person = await newLearner();
  const signedIn = await signIn(person, "203.0.113.40");
  const cookie = sessionOf(signedIn)!;
  for (const client of ["192.0.2.41", "192.0.2.42", "192.0.2.43"])
    for (let i = 0; i < 11; i++) await signIn({ ...person, password: "Wrong#Guess2026" }, client);
  expect((await signIn(person, "192.0.2.44")).status).toBe(429);

  const answer = await changePassword(proxied.url, cookie, person.password, "Next#Pass2026", "203.0.113.40");
  expect(answer.status).toBe(429);
  expect(answer.headers.get("Retry-After")).toMatch(/^\d+$/);
  expect(await shown(answer)).toContain("Too many failed sign-ins for this account. Wait 15 minutes or reset your password.");
  expect(await directusTakes(person.email, person.password)).toBe(true);
  expect(await directusTakes(person.email, "Next#Pass2026")).toBe(false);
});

test("a changed password ends the person's other sessions; the browser that changed it stays signed in", async () => {
  const person = await newLearner();
  const here = await signInCookie(person);
  const elsewhere = await signInCookie(person);
  const page = (cookie: string) => send(testEnv.appUrl, settingsPage, { cookie });
  expect((await page(here)).status).toBe(200);
  expect((await page(elsewhere)).status).toBe(200);

  const answer = await changePassword(testEnv.appUrl, here, person.password, "Next#Pass2026");
  expect(answer.status).toBe(200);
  expect(await shown(answer)).toContain("Your password is changed.");

  // The other session is over at its next request, and its refresh token no longer works at Directus.
  const other = await page(elsewhere);
  expect(other.status).toBe(302);
  expect(other.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  const otherSession = await storage.getSession(elsewhere.split("; ").find((c) => c.startsWith(`${sessionCookie}=`))!);
  const refreshed = await fetch(`${testEnv.directusUrl}/auth/refresh`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ refresh_token: otherSession.get("refreshToken"), mode: "json" }),
  });
  expect(refreshed.ok).toBe(false);

  // This browser goes on (with a session renewed by a sign-in with the new password), also once
  // its access token runs out (the next request refreshes it).
  const renewed = sessionOf(answer);
  expect(renewed).toBeDefined();
  expect((await page(renewed!)).status).toBe(200);
  const session = await storage.getSession(renewed!);
  session.set("expiresAt", Date.now() - 1000);
  const expired = (await storage.commitSession(session)).split(";")[0]!;
  expect((await page(expired)).status).toBe(200);
});
