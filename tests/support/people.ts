// The sample people an isolation test acts as, each signed in twice: to the app (a session cookie)
// and to Directus (their own access token), with helpers that read and post as them.
import { expect } from "vitest";
import { accounts } from "./accounts";
import { directusAdmin, testEnv } from "./env";
import { shown } from "./html";
import { signInCookie } from "./sign-in";

export interface SignedInPerson {
  id: string;
  cookie: string;
  token: string;
}

/** A Directus access token for this account (Directus /auth/login). */
export async function directusToken(account: { email: string; password: string }) {
  const response = await fetch(`${testEnv.directusUrl}/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...account, mode: "json" }),
  });
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** Signs these sample accounts in, to the app and to Directus, with their user ids. */
export async function signInPeople<Name extends keyof typeof accounts>(names: readonly Name[]) {
  const people = {} as Record<Name, SignedInPerson>;
  for (const name of names) {
    const [user] = await directusAdmin<{ id: string }[]>(
      "GET",
      `/users?filter[email][_eq]=${encodeURIComponent(accounts[name].email)}&fields=id`,
    );
    people[name] = { id: user.id, cookie: await signInCookie(accounts[name]), token: await directusToken(accounts[name]) };
  }
  return people;
}

/** A Directus read with this person's own token: the rows it answers, none when it refuses. */
export async function asPerson(token: string, path: string) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { status: response.status, rows: response.ok ? ((await response.json()) as { data: Record<string, unknown>[] }).data : [] };
}

/** A Directus write (or any call) with this person's own token: only its status. */
export async function statusAs(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${testEnv.directusUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return response.status;
}

/** An app page (or `.data` request) as this session, in English, redirects not followed. */
export async function page(path: string, cookie: string) {
  const response = await fetch(`${testEnv.appUrl}${path}`, { headers: { Cookie: `lng=en; ${cookie}` }, redirect: "manual" });
  return { status: response.status, body: await response.text() };
}

/** A form post to the app as this session, as a browser without JavaScript sends it. */
export async function postForm(path: string, cookie: string, form: Record<string, string>) {
  const response = await fetch(`${testEnv.appUrl}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: testEnv.appUrl, Cookie: `lng=en; ${cookie}` },
    body: new URLSearchParams(form),
    redirect: "manual",
  });
  return { status: response.status, location: response.headers.get("Location"), body: await response.text() };
}

/** A form post that is refused: a 400 whose page says `words`. The page's words, for what else it should keep. */
export async function refusedWith(path: string, cookie: string, form: Record<string, string>, words: string) {
  const refused = await postForm(path, cookie, form);
  expect(refused.status, words).toBe(400);
  const body = shown(refused.body);
  expect(body, words).toContain(words);
  return body;
}
